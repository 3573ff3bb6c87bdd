import { defineConfig } from 'vitest/config';

// One run for every package's unit tests; each package's own config says its environment.
export default defineConfig({
  test: {
    projects: ['sdk', 'simulator', 'ui', 'app', 'scripts'].map((dir) => `${dir}/vitest.config.ts`),
  },
});
