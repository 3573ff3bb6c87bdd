import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Nothing a customer is reading moves while a page loads: every part that arrives late (a list, a picture, the
 * map, the list's loading row) has its box before it arrives. The page's layout shifts are summed from a buffered
 * PerformanceObserver, the way Lighthouse's CLS adds them up (shifts after input are left out), and must stay under
 * 0.05; Lighthouse's mobile score needs CLS well under 0.1.
 */
const CLS_LIMIT = 0.05;

/**
 * The answers of the API arrive this long after they are asked, as on a phone's slow network: the page's first
 * paint then comes before its data, so a part without a reserved box is seen to arrive and push others.
 */
const SLOW_ANSWER_MS = 600;
/** A phone's slower CPU, as Lighthouse's mobile run assumes: renders the page defers then land in frames of their own. */
const CPU_SLOWDOWN = 4;

interface Shift {
  value: number;
  sources: string[];
}

/** The layout shifts of the page so far, each with the elements it moved (tag.class, for the failure message). */
function shiftsOf(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        type LayoutShift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        };
        const describe = (node?: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}`
            : 'text';
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = (list.getEntries() as LayoutShift[])
            .filter((entry) => !entry.hadRecentInput)
            .map((entry) => ({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) }));
          resolve(shifts);
        }).observe({ type: 'layout-shift', buffered: true });
        // With no shift at all the observer is never called: an empty answer after the next frame.
        requestAnimationFrame(() => setTimeout(() => resolve([]), 0));
      }),
  );
}

/** Opens a page on a slow API and answers its shifts once the page and everything it asked for has arrived. */
async function loadAndMeasure(page: Page, path: string, loaded: (page: Page) => Promise<void>): Promise<Shift[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.route('**/api/v1/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
    await route.continue();
  });
  await page.goto(path);
  await loaded(page);
  await page.waitForLoadState('networkidle');
  // Two frames, so a shift from the last answer's render is recorded before it is read.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return shiftsOf(page);
}

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
const report = (shifts: Shift[]) => shifts.map((s) => `${s.value.toFixed(3)} ${s.sources.join(' ')}`).join('; ');

test('/cases: the subjects, the cases and the list footer keep their places while they load', async ({ page }) => {
  const shifts = await loadAndMeasure(page, '/cases', async (p) => {
    await expect(p.getByRole('list', { name: 'Cases' }).getByRole('listitem').first()).toBeVisible();
    await expect(p.getByLabel('Case subjects')).toBeVisible();
  });
  expect(total(shifts), report(shifts)).toBeLessThan(CLS_LIMIT);
});

test('/appointment: the map and the store list keep their places while the position and stores load', async ({
  page,
}) => {
  // A small phone (360 × 640): the map is most of its screen, so a map box that comes a frame late moves most.
  await page.setViewportSize({ width: 360, height: 640 });
  const shifts = await loadAndMeasure(page, '/appointment', async (p) => {
    await expect(p.getByRole('region', { name: /^Map of \d+ stores/ })).toBeVisible();
    await expect(p.getByRole('list', { name: /Stores$/ }).first()).toBeVisible();
  });
  expect(total(shifts), report(shifts)).toBeLessThan(CLS_LIMIT);
});
