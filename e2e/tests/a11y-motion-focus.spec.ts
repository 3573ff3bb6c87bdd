import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { withAdsSeen } from '../support/home';

/**
 * How much of the focused control a bar that stays on screen (position fixed or sticky, outside the control) hides:
 * the share of 25 points spread over the control where the page shows, on top, something such a bar paints (a
 * background, a picture or text; an empty, transparent bar box hides nothing). Null when nothing is focused.
 */
async function hiddenFocus(page: Page): Promise<{ control: string; bar: string; hidden: number } | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return null;
    const box = active.getBoundingClientRect();
    const barOf = (element: Element | null): HTMLElement | null => {
      for (let e = element; e && e !== document.body; e = e.parentElement) {
        const position = getComputedStyle(e).position;
        if (position === 'fixed' || position === 'sticky') return e as HTMLElement;
      }
      return null;
    };
    const paints = (element: Element) => {
      const style = getComputedStyle(element);
      const transparent = style.backgroundColor === 'rgba(0, 0, 0, 0)' || style.backgroundColor === 'transparent';
      return (
        !transparent ||
        ['IMG', 'svg', 'path', 'VIDEO', 'BUTTON', 'A'].includes(element.tagName) ||
        Array.from(element.childNodes).some((n) => n.nodeType === 3 && n.textContent?.trim())
      );
    };
    let hiddenPoints = 0;
    let by = '';
    for (let i = 0; i < 5; i += 1) {
      for (let j = 0; j < 5; j += 1) {
        const x = box.left + ((i + 0.5) / 5) * box.width;
        const y = box.top + ((j + 0.5) / 5) * box.height;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const top = document.elementFromPoint(x, y);
        if (!top || active.contains(top)) continue;
        const bar = barOf(top);
        if (!bar || bar.contains(active) || !paints(top)) continue;
        hiddenPoints += 1;
        by = `${bar.tagName.toLowerCase()}.${bar.className}`.slice(0, 60);
      }
    }
    const name = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30)}"`;
    return hiddenPoints === 0 ? null : { control: name, bar: by, hidden: hiddenPoints / 25 };
  });
}

/**
 * Tabs through the page `presses` times and gives every stop where bars that stay on screen hid half the focused
 * control or more (a floating round button may overlap a card's corner; a bar must not hide the control).
 */
async function tabThrough(page: Page, presses: number) {
  const hidden: NonNullable<Awaited<ReturnType<typeof hiddenFocus>>>[] = [];
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    // Focus scrolling is instant (no smooth scroll on focus); wait a frame for layout to settle.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    const found = await hiddenFocus(page);
    if (found && found.hidden >= 0.5) hidden.push(found);
  }
  return hidden;
}

test.describe('WCAG 2.2: focus not hidden, moving content can be paused', () => {
  test('tabbing through home and a case detail, no focused control is covered by a fixed or sticky bar', async ({
    page,
    sim,
  }) => {
    const region = sim.region() as { ads: { id: number }[] };
    await withAdsSeen(
      page,
      region.ads.map((ad) => ad.id),
    );
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await tabThrough(page, 60)).toEqual([]);

    await page.goto('/cases-detail?id=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await tabThrough(page, 40)).toEqual([]);
  });

  test('the banner carousel and the hot-word ticker each have a visible pause control that stops them', async ({
    page,
    sim,
  }) => {
    const region = sim.region() as { ads: { id: number }[] };
    await withAdsSeen(
      page,
      region.ads.map((ad) => ad.id),
    );
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();

    // Turning at first (data-playing / data-rotating say the timer runs).
    const carousel = page.locator('.sf-carousel').first();
    const ticker = page.locator('.sf-hot-word-ticker');
    await expect(carousel).toHaveAttribute('data-playing', 'true');
    await expect(ticker).toHaveAttribute('data-rotating', 'true');

    await page.getByRole('button', { name: 'Pause slides' }).click();
    await page.getByRole('button', { name: 'Pause hot words' }).click();
    // Focus inside would hold them too: take it away, as a tap elsewhere does; they stay paused.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play hot words' })).toBeVisible();
    await expect(carousel).not.toHaveAttribute('data-playing');
    await expect(ticker).not.toHaveAttribute('data-rotating');
    await expect(ticker).toHaveAttribute('data-state', 'paused');

    await page.getByRole('button', { name: 'Play slides' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel).toHaveAttribute('data-playing', 'true');
  });

  test('with reduced motion neither turns by itself', async ({ page, sim }) => {
    const region = sim.region() as { ads: { id: number }[] };
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await withAdsSeen(
      page,
      region.ads.map((ad) => ad.id),
    );
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play hot words' })).toBeVisible();
    await expect(page.locator('.sf-carousel').first()).not.toHaveAttribute('data-playing');
    await expect(page.locator('.sf-hot-word-ticker')).not.toHaveAttribute('data-rotating');
  });
});

test.describe('WCAG 2.2: landmarks, headings and the skip link', () => {
  test('every page listed has one main landmark and one h1', async ({ page, sim }) => {
    const region = sim.region() as { ads: { id: number }[] };
    await withAdsSeen(
      page,
      region.ads.map((ad) => ad.id),
    );
    for (const path of [
      '/service',
      '/product-center',
      '/search-result?key=tile',
      '/search-store',
      '/login-text?type=policy',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('main')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    }
  });

  test('the first Tab stop skips to the page’s main content', async ({ page, sim }) => {
    const region = sim.region() as { ads: { id: number }[] };
    await withAdsSeen(
      page,
      region.ads.map((ad) => ad.id),
    );
    await page.goto('/product-center');
    await expect(page.getByRole('main')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
