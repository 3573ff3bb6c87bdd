import type { Page } from '@playwright/test';
import { rules } from '@storefront/sdk';
import { chooseDate, nextOpening } from '../support/appointments';
import { expect, test } from '../support/fixtures';
import { withAdsSeen } from '../support/home';
import { storeUser } from '../support/session';

// A phone that has visited the shop has its service worker: it serves the shell and every page's code offline, and
// the app serves the data it kept.
test.use({ serviceWorkers: 'allow' });

/** Moves within the app, as its links do. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const offlineLine = (page: Page) => page.getByRole('status').filter({ hasText: rules.OFFLINE_TEXT });

test.describe('offline', () => {
  test('pages visited show their last data with the offline line, after a reload too; writes are refused and nothing typed is lost', async ({
    page,
    context,
    sim,
  }) => {
    test.setTimeout(60_000);
    const region = sim.region() as unknown as { ads: { id: number }[]; brands: { brand_name: string }[] };
    await withAdsSeen(
      page,
      region.ads.map((ad) => ad.id),
    );
    const info = await storeUser(page, sim);
    const api = await sim.api(info.access_user_token);
    await api.call('productFav', { body: { product_id: '5' } });
    const detail = await api.call('getProductDetail', { body: { product_id: 5 } });
    if (!detail.ok) throw new Error('getProductDetail failed');
    const name = detail.data.product_name;
    const { date, time } = nextOpening(sim, 1);
    const wished = page.getByRole('list', { name: 'Collections' }).getByRole('listitem');
    const viewed = page.getByRole('list', { name: 'Viewed items' }).locator('.sf-product-card__name');

    // Online: home (once more when the service worker has installed, so it serves the page), a product, the wish
    // list, recently viewed and the booking form.
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(offlineLine(page)).toHaveCount(0);
    await navigate(page, '/product-detail?id=5');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await navigate(page, '/favorites?index=0');
    await expect(wished.first()).toContainText(name);
    await navigate(page, '/person-recently');
    await expect(viewed.first()).toHaveText(name);
    await navigate(page, '/appointment-info?id=1');
    await expect(page.getByRole('radio', { name: rules.timeText(time), exact: true })).toBeVisible();
    // The date sheet's code loads on first tap, which needs the network until the service worker keeps it.
    await chooseDate(page, date);

    await context.setOffline(true);
    await expect(offlineLine(page)).toBeVisible();

    // The booking form, its day chosen before the connection went: filled in, submitted, refused unsent, and
    // everything chosen is still there.
    await page.getByRole('radio', { name: rules.timeText(time), exact: true }).check();
    await page.getByRole('radio', { name: 'Renovation' }).check();
    await page.getByRole('checkbox', { name: 'Kitchen' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(rules.OFFLINE_WRITE_TEXT)).toBeVisible();
    await expect(page).toHaveURL(/\/appointment-info\?id=1$/);
    await expect(page.getByRole('button', { name: /^Date/ })).toContainText(date.slice(-2));
    await expect(page.getByRole('radio', { name: rules.timeText(time), exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Renovation' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Kitchen' })).toBeChecked();

    // Back to the pages seen: their data, with the line.
    await navigate(page, '/');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(offlineLine(page)).toBeVisible();
    await navigate(page, '/favorites?index=0');
    await expect(wished.first()).toContainText(name);
    await navigate(page, '/person-recently');
    await expect(viewed.first()).toHaveText(name);
    await navigate(page, '/product-detail?id=5');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(offlineLine(page)).toBeVisible();

    // The favourite toggle: refused, the product stays collected, here and on the server.
    const collected = page.getByRole('button', { name: 'Collected' });
    await expect(collected).toHaveAttribute('aria-pressed', 'true');
    await page.getByText(rules.OFFLINE_WRITE_TEXT).waitFor({ state: 'detached' });
    await collected.click();
    await expect(page.getByText(rules.OFFLINE_WRITE_TEXT)).toBeVisible();
    await expect(collected).toHaveAttribute('aria-pressed', 'true');

    // A reload while offline: the service worker serves the page, the kept answers its data.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(offlineLine(page)).toBeVisible();
    await expect(collected).toHaveAttribute('aria-pressed', 'true');

    // Back online: the line goes, and the same toggle goes through.
    await context.setOffline(false);
    await expect(offlineLine(page)).toHaveCount(0);
    await collected.click();
    await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false');
    const left = await api.call('getProductFavList', { body: {} });
    expect(left.ok && left.data.total).toBe(0);
  });
});
