import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createSimulator } from '@storefront/simulator';
import { builtFile } from '../support/build';
import { expect, test } from '../support/fixtures';

// The service worker is blocked for every other spec (playwright.config.ts); these check it.
test.use({ serviceWorkers: 'allow' });

const appDist = fileURLToPath(new URL('../../app/dist', import.meta.url));

/** Waits until a service worker controls the page: the first visit installs it, the next load is its. */
async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('installable app', () => {
  test('links a manifest Chromium accepts, with icons drawn at their sizes', async ({ page }) => {
    await page.goto('/brand');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await page.request.get(href!);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Tile Storefront', start_url: '/', scope: '/', display: 'standalone' });
    // The design tokens' brand and page colours, and the page's own theme colour.
    expect(manifest.theme_color).toBe('#8a5a3c');
    expect(manifest.background_color).toBe('#f5f2ee');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const file = await page.request.get(new URL(icon.src, answer.url()).href);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe(icon.type);
      const { width, height } = pngSize(await file.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  test('Chromium finds nothing missing to install it', async ({ playwright, sim }, testInfo) => {
    // Chromium answers "in incognito" for a test's usual context: a profile on disk, as a customer's browser has.
    const profile = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${sim.url}/brand`);
      await controlledBySw(page);
      const cdp = await context.newCDPSession(page);
      const parsed = await cdp.send('Page.getAppManifest');
      expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
      expect(parsed.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('serves the service worker and config.js for revalidation, never for a year', async ({ page, sim }) => {
    for (const file of ['/sw.js', '/config.js', '/manifest.webmanifest']) {
      const answer = await page.request.get(`${sim.url}${file}`);
      expect(answer.status(), file).toBe(200);
      expect(answer.headers()['cache-control'], file).toBe('no-cache');
    }
    // What the service worker keeps ready: the pages, not the runtime configuration nor the page-only libraries.
    const sw = readFileSync(path.join(appDist, 'sw.js'), 'utf8');
    expect(sw).toContain(`"${builtFile('src/features/brand/BrandPage.tsx')}"`);
    expect(sw).not.toContain('"config.js"');
    expect(sw).not.toContain(`"${builtFile('pdfjs-dist/build/pdf.mjs')}"`);
    expect(sw).not.toContain(`"${builtFile('@zxing/browser/esm/index.js')}"`);
  });
});

test.describe('offline', () => {
  test('the shell and an already visited page open from the cache offline; API calls are never cached', async ({
    page,
    context,
  }) => {
    await page.goto('/brand');
    await expect(page).toHaveTitle('Brand · Tile Storefront');
    await controlledBySw(page);

    await context.setOffline(true);
    const brandChunk = builtFile('src/features/brand/BrandPage.tsx');
    const fromWorker = new Map<string, boolean>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      fromWorker.set(pathname, response.fromServiceWorker());
    });
    await page.reload();
    await expect(page).toHaveTitle('Brand · Tile Storefront');
    await expect(page.getByRole('heading', { name: 'Brand', level: 1 })).toBeVisible();
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
    expect(fromWorker.get('/brand')).toBe(true);
    expect(fromWorker.get(`/${brandChunk}`)).toBe(true);

    // Home's shell, never opened offline before, comes from the cache too.
    await page.goto('/');
    await expect(page).toHaveTitle('Home · Tile Storefront');
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/index.html');
    // The runtime configuration, asked for online, answers from its last copy offline.
    expect(cached).toContain('/config.js');
    expect(fromWorker.get('/config.js')).toBe(true);
    expect(cached.filter((url) => /^\/(api|control)\//.test(url))).toEqual([]);
  });
});

test.describe('updates', () => {
  let appCopy: string;
  test.beforeEach(() => {
    // A copy of the build whose sw.js the test can change, as a deploy does.
    appCopy = mkdtempSync(path.join(tmpdir(), 'pwa-app-'));
    cpSync(appDist, appCopy, { recursive: true });
  });
  test.afterEach(() => rmSync(appCopy, { recursive: true, force: true }));

  test('a new version waits for consent, then reloads the page under it', async ({ page }) => {
    const running = await createSimulator({ seed: 11, appDir: appCopy, control: true }).listen(0);
    try {
      await page.goto(`${running.url}/brand`);
      await controlledBySw(page);
      const prompt = page.getByRole('region', { name: 'App update' });
      await expect(prompt).toHaveCount(0);

      // config.js edited on the server takes effect on the next load, service worker or not.
      const config = path.join(appCopy, 'config.js');
      writeFileSync(config, `${readFileSync(config, 'utf8')}\nwindow.__STOREFRONT_CONFIG__.edited = true;\n`);
      await page.reload();
      expect(
        await page.evaluate(
          () => (window as { __STOREFRONT_CONFIG__?: { edited?: boolean } }).__STOREFRONT_CONFIG__?.edited,
        ),
      ).toBe(true);

      // The deploy: a changed sw.js (its compressed copies would still say the old one).
      const sw = path.join(appCopy, 'sw.js');
      writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// the next build\n`);
      rmSync(`${sw}.br`, { force: true });
      rmSync(`${sw}.gz`, { force: true });
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      await expect(prompt).toBeVisible();
      await expect(prompt.getByRole('status')).toHaveText('A new version of the storefront is available.');
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
        true,
      );

      // Dismissed with the keyboard, the notice goes and the page stays as it was.
      await prompt.getByRole('button', { name: 'Reload' }).focus();
      await page.keyboard.press('Tab');
      await expect(prompt.getByRole('button', { name: 'Dismiss the update notice' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(prompt).toHaveCount(0);

      // The next visit finds the new version still waiting; Reload activates it and reloads the page.
      await page.reload();
      await expect(prompt).toBeVisible();
      await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(page).toHaveTitle('Brand · Tile Storefront');
      expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
      });
      expect(state).toEqual({ waiting: false, controlled: true });
      await expect(prompt).toHaveCount(0);
    } finally {
      await running.close();
    }
  });
});
