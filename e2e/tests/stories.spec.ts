import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import { settleAnimations } from '../support/animations';
import { serveFolder } from '../support/static-server';

// Every story of the Ladle build, opened alone at 375x812: no console error, no serious or critical axe finding,
// the storefront's font (never the browser's serif), no bare browser button, and no sideways scrolling at 320 and
// 480 px wide.
// "Alone" is Ladle's preview mode: the very document the phone frame of Ladle's page shows on its screen (checked
// below), so these checks see what a designer sees inside the phone.
const buildDir = fileURLToPath(new URL('../../ui/build', import.meta.url));
const meta = JSON.parse(readFileSync(`${buildDir}/meta.json`, 'utf8')) as {
  stories: Record<string, { filePath: string; levels: string[] }>;
};
const storyIds = Object.keys(meta.stories).sort();

/**
 * One page per worker, reused from story to story: the Ladle build's scripts then come from the browser's cache
 * instead of being fetched and compiled again in a fresh context for each of some two hundred stories.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        hasTouch: true,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

let server: Awaited<ReturnType<typeof serveFolder>>;
test.beforeAll(async () => {
  server = await serveFolder(buildDir);
});
test.afterAll(async () => {
  await server.close();
});

test('the Ladle build has stories', () => {
  expect(storyIds.length).toBeGreaterThan(0);
});

test('every widget has a Usage story', () => {
  const groups = new Set(storyIds.map((id) => id.slice(0, id.lastIndexOf('--'))));
  const missing = [...groups].filter((group) => !meta.stories[`${group}--usage`]);
  expect(missing).toEqual([]);
});

/** The body's font is the design token's, whatever the browser's default is. */
const usesTokenFont = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.fontFamily = 'var(--sf-font-family)';
    document.body.append(probe);
    const wanted = getComputedStyle(probe).fontFamily;
    probe.remove();
    return wanted !== '' && getComputedStyle(document.body).fontFamily === wanted;
  });

for (const id of storyIds) {
  test(`story ${id}`, async ({ storyPage: page }) => {
    const errors: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    const onError = (error: Error) => errors.push(error.message);
    // The page is shared with the worker's other stories: these listeners are this story's only.
    page.on('console', onConsole);
    page.on('pageerror', onError);
    try {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${server.url}/?story=${id}&mode=preview`);
      await page.locator('[data-storyloaded]').first().waitFor({ state: 'attached', timeout: 15_000 });
      await settleAnimations(page);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(await usesTokenFont(page), 'the body uses --sf-font-family').toBe(true);
      // Demo scaffolding is styled too: every button is a widget's or story-support's (it has a class), none bare.
      expect(await page.locator('button:not([class])').count(), 'buttons without a class').toBe(0);

      // From 320 px to 480 px wide, nothing makes the page scroll sideways.
      for (const width of [320, 480]) {
        await page.setViewportSize({ width, height: 812 });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `width at ${width} px` })
          .toBeLessThanOrEqual(width);
      }
      expect(errors).toEqual([]);
    } finally {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    }
  });
}

test.describe('the phone frame of Ladle’s page', () => {
  test.use({ viewport: { width: 1280, height: 1000 } });

  test('shows the story alone on a 375 x 812 screen, with the sheet open inside it', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/?story=overlays--sheet--open`);
    const frame = page.locator('iframe[name="sf-phone-screen"]');
    await expect(frame).toHaveAttribute('src', /[?&]mode=preview(&|$)/);
    await expect(frame).toHaveAttribute('src', /[?&]story=overlays--sheet--open(&|$)/);
    const screen = page.frameLocator('iframe[name="sf-phone-screen"]');
    const sheet = screen.getByRole('dialog', { name: 'Share Product Info To' });
    await expect(sheet).toBeVisible();

    // The story's document is the phone's viewport: the modal sheet (top layer) lands inside the screen, on its
    // bottom edge, not on the bottom of the window.
    expect(await screen.locator('html').evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([375, 812]);
    const phone = (await frame.boundingBox())!;
    expect([phone.width, phone.height]).toEqual([375, 812]);
    await expect
      .poll(async () => {
        const box = (await sheet.boundingBox())!;
        return [
          box.x >= phone.x - 0.5,
          box.x + box.width <= phone.x + phone.width + 0.5,
          box.y >= phone.y,
          Math.round(box.y + box.height - (phone.y + phone.height)),
        ];
      })
      .toEqual([true, true, true, 0]);
    expect(phone.y + phone.height).toBeLessThan(1000);
    // The sidebar lists the widget's Usage story first.
    await expect(page.locator('a[href^="?story=overlays--sheet--"]').first()).toHaveAttribute(
      'href',
      '?story=overlays--sheet--usage',
    );
    expect(errors).toEqual([]);
  });

  test('passes the controls to the story on the screen and keeps them in the address', async ({ page }) => {
    await page.goto(`${server.url}/?story=overlays--sheet--open`);
    const screen = page.frameLocator('iframe[name="sf-phone-screen"]');
    await expect(screen.getByRole('dialog', { name: 'Share Product Info To' })).toBeVisible();
    // Ladle's Controls panel is filled from the story on the screen.
    await page.getByRole('button', { name: /controls/i }).click();
    const title = page.getByLabel('title', { exact: true });
    await expect(title).toHaveValue('Share Product Info To');
    await title.fill('Share Terrazzo Info To');
    await expect(screen.getByRole('dialog', { name: 'Share Terrazzo Info To' })).toBeVisible();
    await expect(page).toHaveURL(/arg-title=/);
    // Reloaded, the screen starts with the value from the address.
    await page.reload();
    await expect(
      page.frameLocator('iframe[name="sf-phone-screen"]').getByRole('dialog', { name: 'Share Terrazzo Info To' }),
    ).toBeVisible();
  });

  test('switches the screen to 320 and 480 px wide', async ({ page }) => {
    await page.goto(`${server.url}/?story=data--cell--default`);
    const frame = page.locator('iframe[name="sf-phone-screen"]');
    const screen = page.frameLocator('iframe[name="sf-phone-screen"]');
    for (const width of [320, 480, 375]) {
      await page
        .getByRole('group', { name: 'Phone screen width' })
        .getByRole('button', { name: new RegExp(`^${width}`) })
        .click();
      await expect.poll(async () => (await frame.boundingBox())?.width).toBe(width);
      await expect.poll(() => screen.locator('html').evaluate(() => window.innerWidth)).toBe(width);
    }
  });
});
