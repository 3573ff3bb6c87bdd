import { describeViolations, seriousViolations } from '../support/axe';
import { builtFile } from '../support/build';
import { expect, test, type SimulatorFixture } from '../support/fixtures';

async function someProducts(sim: SimulatorFixture) {
  const api = await sim.api();
  const answer = await api.call('getProductList', { body: { page: 1, limit: 2, sort: '' } });
  if (!answer.ok || answer.data.list.length < 2) throw new Error('getProductList failed');
  return answer.data.list;
}

test.describe('a page that cannot load or is slow', () => {
  test('a route chunk that fails to load offers a reload, which recovers the page', async ({ page }) => {
    // As after a deploy while the tab was open: the page's own chunk is gone.
    const chunk = `**/${builtFile('src/features/catalogue/ProductCenterPage.tsx')}`;
    await page.route(chunk, (route) => route.abort('failed'));
    await page.goto('/product-center');
    await expect(page.getByText('This page could not be loaded. Check the connection and reload.')).toBeVisible();
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible();
    // The tab bar stays, so the customer is never left on a blank screen.
    await expect(page.locator('nav.sf-tab-bar')).toBeVisible();
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.unroute(chunk);
    await reload.click();
    await expect(page.getByText('This page could not be loaded. Check the connection and reload.')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Collections' }).first()).toBeVisible();
  });

  test("a slow detail call shows 'Waiting...' under the page header, then the product", async ({ page, sim }) => {
    const [product] = await someProducts(sim);
    await sim.control('injectFault', { operationId: 'getProductDetail', kind: 'latency', latency_ms: 2500, count: 1 });
    await page.goto(`/product-detail?id=${product!.id}`);
    await expect(page.getByRole('status').filter({ hasText: 'Waiting...' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: product!.product_name })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Waiting...')).toHaveCount(0);
  });

  test('a detail that fails offers Try again, which loads it', async ({ page, sim }) => {
    const [, product] = await someProducts(sim);
    await sim.control('injectFault', { operationId: 'getProductDetail', kind: 'drop', count: 1 });
    await page.goto(`/product-detail?id=${product!.id}`);
    // The message for a failed product lookup, 'failed to get details' (docs/product/browsing.md#products).
    await expect(page.getByText('获取详情失败')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: product!.product_name })).toBeVisible();
  });
});
