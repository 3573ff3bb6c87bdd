import type { Page } from '@playwright/test';

/** How long nothing may move before the page counts as resting. */
const QUIET_MS = 120;

/**
 * Waits until the page's finite animations have finished (at most `capMs`), so checks see the resting state.
 * It first lets two frames pass, so an animation that a just-run effect starts (a card opened at load) is seen,
 * and looks again after each wave, since one animation's end may start the next. The page counts as resting only
 * when nothing has moved for `QUIET_MS`: on a busy machine a dialog opened by an effect can start its entrance
 * after those two frames, and a check made then saw it half-faded (a contrast finding on its buttons).
 */
export async function settleAnimations(page: Page, capMs = 1500): Promise<void> {
  await page.evaluate(
    async ([cap, quiet]) => {
      const deadline = performance.now() + cap;
      const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await twoFrames();
      let quietSince: number | null = null;
      for (;;) {
        const moving = document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
        const left = deadline - performance.now();
        if (left <= 0) return;
        if (moving.length === 0) {
          if (quietSince === null) quietSince = performance.now();
          if (performance.now() - quietSince >= quiet) return;
          await new Promise((resolve) => setTimeout(resolve, quiet));
          await twoFrames();
          continue;
        }
        quietSince = null;
        await Promise.race([
          Promise.all(moving.map((a) => a.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, left)),
        ]);
        await twoFrames();
      }
    },
    [capMs, QUIET_MS] as const,
  );
}
