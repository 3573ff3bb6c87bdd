/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  test: {
    name: 'ui',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    environment: 'happy-dom',
    setupFiles: ['./src/test-setup.ts'],
    css: false,
  },
});
