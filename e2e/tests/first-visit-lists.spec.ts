import { expect, test } from '../support/fixtures';

// A list tab opened as the first page of a visit starts its first page before React renders the page (the route's
// start), and the list shows that load: exactly one call for page 1, and the items it answered are the ones shown.
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

// /product's calls go out before the app has loaded (the route's start): the type tree and, for a query that names
// no brand or type, the first page; the page shows both loads instead of asking again.
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

// When the page renders before start-up has chosen the region (a slow data-centre list), the choice reloads what the
// page shows; the load started before it is dropped before it goes out (calls wait for the session), so each call
// is asked once.
for (const { address, operations, shown } of [
  { address: '/product', operations: ['getProductList', 'getProductTypeList'], shown: 'list' },
  { address: '/product-detail?id=3', operations: ['getProductDetail'], shown: 'heading' },
] as const) {
  test(`${address} asks each call once when the page shows before the region is chosen`, async ({ page, sim }) => {
    await sim.control('injectFault', { operationId: 'getDateCenterList', kind: 'latency', latency_ms: 1500, count: 1 });
    const asked: string[] = [];
    page.on('request', (request) => {
      const operation = /\/api\/v1\/\w+\/(\w+)$/.exec(request.url())?.[1];
      if (operation && (operations as readonly string[]).includes(operation)) asked.push(operation);
    });
    await page.goto(address);
    if (shown === 'list')
      await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    else await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    // Anything asked twice would have gone out by now: the answers are in.
    await page.waitForLoadState('networkidle');
    expect(asked.sort()).toEqual([...operations]);
  });
}
