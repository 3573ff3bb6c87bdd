import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import { settleAnimations } from '../support/animations';
import { serveFolder } from '../support/static-server';

// Every story of the Ladle build, opened alone at 375x812: no console error, no serious or critical axe finding,
// and no sideways scrolling at 320 and 480 px wide.
const buildDir = fileURLToPath(new URL('../../ui/build', import.meta.url));
const meta = JSON.parse(readFileSync(`${buildDir}/meta.json`, 'utf8')) as { stories: Record<string, { filePath: string }> };
const storyIds = Object.keys(meta.stories).sort();

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

for (const id of storyIds) {
  test(`story ${id}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/?story=${id}&mode=preview`);
    await page.locator('[data-storyloaded]').first().waitFor({ state: 'attached', timeout: 15_000 });
    await settleAnimations(page);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // From 320 px to 480 px wide, nothing makes the page scroll sideways.
    for (const width of [320, 480]) {
      await page.setViewportSize({ width, height: 812 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `width at ${width} px` }).toBeLessThanOrEqual(width);
    }
    expect(errors).toEqual([]);
  });
}
