import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    include: ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    passWithNoTests: true,
  },
});
