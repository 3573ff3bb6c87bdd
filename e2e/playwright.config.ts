import { defineConfig, devices } from '@playwright/test';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: '../reports/e2e-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'off',
    // The app's service worker would answer requests itself, past page.route's injected faults: only the PWA spec
    // (tests/pwa.spec.ts) lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'stories', testMatch: /stories\.spec\.ts/ },
    { name: 'app', testIgnore: /stories\.spec\.ts/ },
  ],
});
