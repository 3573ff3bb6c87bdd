import { expect, type Page } from '@playwright/test';

/** Starts the page as a guest who has already viewed these popup ads, so the popup stays away. */
export async function withAdsSeen(page: Page, ids: number[]): Promise<void> {
  await page.addInitScript((seen) => {
    if (!localStorage.getItem('sf.adRecord'))
      localStorage.setItem('sf.adRecord', JSON.stringify({ value: { '': seen }, expiresAt: null }));
  }, ids);
}

/** Reloads home and checks that the ad popup does not come back. */
export async function expectPopupStaysAway(page: Page): Promise<void> {
  const adsAnswered = page.waitForResponse(/\/getAD$/);
  await page.reload();
  await adsAnswered;
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  // The popup's code loads on demand: once the network is quiet, a popup would be showing by now.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
