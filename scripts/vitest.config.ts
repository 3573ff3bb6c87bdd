import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    include: ['**/*.test.ts', '**/*.test.mjs'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    passWithNoTests: true,
  },
});
