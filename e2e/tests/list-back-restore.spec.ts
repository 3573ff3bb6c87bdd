import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const productList = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem');
const shownNames = (page: Page) =>
  page.getByRole('list', { name: 'Products' }).locator('.sf-product-card__name').allTextContents();
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

// A customer who scrolled down a list, opened a product and came Back finds the list as they left it: the same
// products, scrolled to the same place, and no list call (the pages are kept with the list, see app/src/data).
test('Back from a product shows the scrolled list as it was left, with no new list call', async ({ page, sim }) => {
  const api = await sim.api();
  const all = await api.call('getProductList', { body: { page: 1, limit: 1 } });
  if (!all.ok) throw new Error('getProductList failed');
  expect(all.data.total, 'the simulator lists more than two pages of products').toBeGreaterThan(60);

  const listCalls: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/getProductList')) listCalls.push(request.postDataJSON());
  });
  await page.goto('/product');
  await expect(productList(page)).toHaveCount(30);
  await productList(page).last().scrollIntoViewIfNeeded();
  await expect(productList(page)).toHaveCount(60);
  await productList(page).last().scrollIntoViewIfNeeded();
  await expect(productList(page)).toHaveCount(Math.min(90, all.data.total));
  expect(listCalls.length).toBeGreaterThanOrEqual(3);

  // Into the third page; whatever that scroll asks for has arrived before the product is opened.
  const chosen = productList(page).nth(64);
  await chosen.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const namesBefore = await shownNames(page);
  const scrolledBefore = await scrollY(page);
  expect(scrolledBefore).toBeGreaterThan(1000);
  const callsBefore = listCalls.length;

  await chosen.getByRole('link').click();
  await expect(page).toHaveURL(/\/product-detail\?id=\d+/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/product$/);
  await expect(productList(page)).toHaveCount(namesBefore.length);
  expect(await shownNames(page)).toEqual(namesBefore);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(scrolledBefore - 4);
  expect(Math.abs((await scrollY(page)) - scrolledBefore)).toBeLessThanOrEqual(4);
  // Anything asked after Back would have gone out by now.
  await page.waitForLoadState('networkidle');
  expect(listCalls.slice(callsBefore)).toEqual([]);
});
