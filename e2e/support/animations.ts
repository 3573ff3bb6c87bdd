import type { Page } from '@playwright/test';

/**
 * Waits until the page's finite animations have finished (at most `capMs`), so checks see the resting state.
 * It first lets two frames pass, so an animation that a just-run effect starts (a card opened at load) is seen,
 * and looks again after each wave, since one animation's end may start the next.
 */
export async function settleAnimations(page: Page, capMs = 1500): Promise<void> {
  await page.evaluate(async (cap) => {
    const deadline = performance.now() + cap;
    const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await twoFrames();
    for (;;) {
      const moving = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      const left = deadline - performance.now();
      if (moving.length === 0 || left <= 0) return;
      await Promise.race([
        Promise.all(moving.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, left)),
      ]);
      await twoFrames();
    }
  }, capMs);
}
