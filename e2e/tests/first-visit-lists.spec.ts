import { expect, test } from '../support/fixtures';

// A list tab opened as the first page of a visit asks for its first page before React renders the page, and the
// list takes that answer: exactly one call for page 1, and the items it answered are the ones shown.
const LISTS = [
  { address: '/product', operation: 'getProductList', list: 'Products' },
  { address: '/cases', operation: 'getCaseList', list: 'Cases' },
  { address: '/template?space_id=3', operation: 'getTemplateList', list: 'Displays' },
  { address: '/template?key=kitchen', operation: 'getTemplateList', list: 'Displays' },
];

test.describe('a first visit to a list', () => {
  for (const { address, operation, list } of LISTS) {
    test(`${address} asks for its first page once and shows it`, async ({ page }) => {
      const firstPages: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(`/${operation}`)) firstPages.push(request.postDataJSON());
      });
      const answered = page.waitForResponse((response) => response.url().endsWith(`/${operation}`));
      await page.goto(address);
      const answer = (await (await answered).json()) as { data: { list: unknown[] } };
      const items = page.getByRole('list', { name: list }).getByRole('listitem');
      await expect(items).toHaveCount(answer.data.list.length);
      expect(answer.data.list.length).toBeGreaterThan(0);
      expect(firstPages).toHaveLength(1);
      expect(firstPages[0]).toMatchObject({ page: 1 });
    });
  }
});

// /product's calls go out before the app has loaded (the route's calls asked ahead): the type tree and, for a query
// that names no brand or type, the first page; the page takes both answers instead of asking again.
test('a first visit to /product asks for the type tree once, also on a later visit', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const operation = /\/(getProductTypeList|getProductList)$/.exec(request.url())?.[1];
    if (operation) asked.push(operation);
  });
  await page.goto('/product');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('tab').first()).toBeVisible();
  expect(asked.sort()).toEqual(['getProductList', 'getProductTypeList']);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  expect(asked.sort()).toEqual(['getProductList', 'getProductList', 'getProductTypeList', 'getProductTypeList']);
});
