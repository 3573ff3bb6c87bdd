import type { Page } from '@playwright/test';

/** Waits until the page's finite animations have finished (at most `capMs`), so checks see the resting state. */
export async function settleAnimations(page: Page, capMs = 1500): Promise<void> {
  await page.evaluate(async (cap) => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([Promise.all(finite), new Promise((resolve) => setTimeout(resolve, cap))]);
  }, capMs);
}
