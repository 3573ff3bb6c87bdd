import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    include: ['src/**/*.test.ts', 'eslint/**/*.test.js', 'sizes.test.mjs'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    passWithNoTests: true,
  },
});
