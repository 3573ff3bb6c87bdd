import type { Page } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import { settleAnimations } from '../support/animations';
import { expect, test } from '../support/fixtures';

/** The names of the products the list shows, in order. */
function shownNames(page: Page) {
  return page.getByRole('list', { name: 'Products' }).locator('.sf-product-card__name').allTextContents();
}

const productList = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem');

test.describe('product list', () => {
  test('the first page is asked for beside the type tree, not after it, when the address names no brand or type', async ({
    page,
    sim,
  }) => {
    await sim.control('injectFault', { operationId: 'getProductTypeList', kind: 'latency', latency_ms: 2000 });
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/getProductList')) events.push('list asked');
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/getProductTypeList')) events.push('tree answered');
    });
    await page.goto('/product');
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(2);
    expect(events).toEqual(['list asked', 'tree answered']);
    await expect(productList(page)).toHaveCount(30);
    // Started by the entry before the page's first render, the first page is asked for once: the list shows that load.
    expect(events.filter((e) => e === 'list asked')).toHaveLength(1);
    // The brand tabs still come with the tree.
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => page.getByRole('tab').count()).toBeGreaterThan(1);
  });

  test('brand tab, sort and attribute filter show what the simulator answers', async ({ page, sim }) => {
    const api = await sim.api();
    await page.goto('/product');
    await expect(productList(page)).toHaveCount(30);
    const first = await api.call('getProductList', { body: { page: 1, limit: 30, sort: '' } });
    if (!first.ok) throw new Error('getProductList failed');
    expect(await shownNames(page)).toEqual(first.data.list.map((p) => p.product_name));

    // A brand tab narrows to that brand.
    const types = await api.call('getProductTypeList', { body: {} });
    if (!types.ok) throw new Error('getProductTypeList failed');
    const brand = types.data.list[types.data.list.length - 1]!;
    await page.getByRole('tab', { name: brand.brand_name }).click();
    const byBrand = await api.call('getProductList', {
      body: { page: 1, limit: 30, sort: '', brand_id: String(brand.brand_id) },
    });
    if (!byBrand.ok) throw new Error('getProductList failed');
    await expect.poll(() => shownNames(page)).toEqual(byBrand.data.list.map((p) => p.product_name));
    expect(byBrand.data.list.every((p) => p.brand_id === brand.brand_id)).toBe(true);

    // Sort: Newest.
    await page.getByRole('button', { name: /^Sort/ }).click();
    const sortSheet = page.getByRole('dialog', { name: 'Sort' });
    await sortSheet.getByRole('radio', { name: 'Newest' }).click();
    await expect(sortSheet).toHaveCount(0);
    const newest = await api.call('getProductList', {
      body: { page: 1, limit: 30, sort: '1', brand_id: String(brand.brand_id) },
    });
    if (!newest.ok) throw new Error('getProductList failed');
    await expect.poll(() => shownNames(page)).toEqual(newest.data.list.map((p) => p.product_name));
    await expect(page.getByRole('button', { name: 'Sort: Newest' })).toBeFocused();

    // Filter by the first value of the first attribute group the panel offers.
    const attrs = await api.call('getProductAttrList', { body: { type_id: '' } });
    if (!attrs.ok) throw new Error('getProductAttrList failed');
    const group = attrs.data.list[0]!;
    const value = group.sattr_list[0]!;
    await page.getByRole('button', { name: /^Filter/ }).click();
    const filterSheet = page.getByRole('dialog', { name: 'Filter' });
    await filterSheet
      .getByRole('group', { name: group.attr_name })
      .getByRole('checkbox', { name: value.attr_name, exact: true })
      .check();
    await filterSheet.getByRole('button', { name: 'Apply' }).click();
    const filtered = await api.call('getProductList', {
      body: {
        page: 1,
        limit: 30,
        sort: '1',
        brand_id: String(brand.brand_id),
        attr_id_str: String(value.id),
      },
    });
    if (!filtered.ok) throw new Error('getProductList failed');
    expect(filtered.data.list.length).toBeGreaterThan(0);
    await expect.poll(() => shownNames(page)).toEqual(filtered.data.list.map((p) => p.product_name));
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  });

  test('scrolling loads page 2 near the bottom and stops at the end of the list', async ({ page, sim }) => {
    const api = await sim.api();
    const all = await api.call('getProductList', { body: { page: 1, limit: 1 } });
    if (!all.ok) throw new Error('getProductList failed');
    const total = all.data.total;
    await page.goto('/product');
    await expect(productList(page)).toHaveCount(30);
    const firstCard = productList(page).first();
    const firstHandle = await firstCard.elementHandle();

    await productList(page).last().scrollIntoViewIfNeeded();
    await expect(productList(page)).toHaveCount(60);
    // The cards already shown stay the same elements (appended, not re-created).
    expect(await firstHandle!.evaluate((el) => el.isConnected)).toBe(true);

    for (let i = 0; i < 12 && (await productList(page).count()) < total; i += 1) {
      await productList(page).last().scrollIntoViewIfNeeded();
      await page.waitForTimeout(150);
    }
    await expect(productList(page)).toHaveCount(total);
    // A full last page asks once more and gets none: the end.
    await productList(page).last().scrollIntoViewIfNeeded();
    await expect(page.getByRole('status').filter({ hasText: 'No more' })).toBeVisible();
    const last = await api.call('getProductList', { body: { page: Math.ceil(total / 30), limit: 30 } });
    if (!last.ok) throw new Error('getProductList failed');
    await expect(page.getByRole('list', { name: 'Products' }).locator('.sf-product-card__name').last()).toHaveText(
      last.data.list.at(-1)!.product_name,
    );
  });

  test('the list passes axe and links to search and the wish list', async ({ page }) => {
    await page.goto('/product');
    await expect(productList(page)).toHaveCount(30);
    await expect(page.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search?type=product');
    await expect(page.getByRole('link', { name: 'Wish List' })).toHaveAttribute('href', '/favorites?index=0');
    await settleAnimations(page);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('a category of the product center opens /product with its name and id', async ({ page, sim }) => {
    const api = await sim.api();
    const types = await api.call('getProductTypeList', { body: {} });
    if (!types.ok) throw new Error('getProductTypeList failed');
    const top = types.data.list[0]!;
    const look = top.children[0]!;
    await page.goto('/product-center');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: top.type_name }).click();
    await page.getByRole('link', { name: look.type_name }).click();
    await expect(page).toHaveURL(`/product?${new URLSearchParams({ name: look.type_name, id: String(look.id) })}`);
    await expect(page.getByRole('heading', { level: 1, name: look.type_name })).toBeVisible();
    const expected = await api.call('getProductList', {
      body: { page: 1, limit: 30, sort: '', type_id: String(look.id) },
    });
    if (!expected.ok) throw new Error('getProductList failed');
    await expect.poll(() => shownNames(page)).toEqual(expected.data.list.map((p) => p.product_name));
  });
});

test.describe('product detail', () => {
  test('a first visit opened from a case asks for the product once, saying where it came from', async ({ page }) => {
    // The entry starts the product's load before the app has loaded (the route's start); the page must show that
    // load, not ask again (each call records a view). Also on a later visit, when the session is ready at once.
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/getProductDetail')) bodies.push(request.postDataJSON());
    });
    await page.goto('/product-detail?id=3&caseId=21');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Product');
    await expect(page.getByRole('button', { name: '3D Display' })).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ product_id: 3, from_case_id: 21 });

    await page.reload();
    await expect(page.getByRole('button', { name: '3D Display' })).toBeVisible();
    expect(bodies).toHaveLength(2);
    // A product opened inside the app afterwards is asked for by the page itself.
    await page
      .getByRole('list', { name: /^Recommended from / })
      .first()
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/product-detail\?id=\d+&productId=3/);
    await expect.poll(() => bodies.length).toBe(3);
    expect(bodies[2]).toMatchObject({ from_product_id: 3 });
  });

  test("shows 5 attributes, then all after 'see all', sanitised renderings and recommendations; passes axe", async ({
    page,
    sim,
  }) => {
    const api = await sim.api();
    const detail = await api.call('getProductDetail', { body: { product_id: 3 } });
    if (!detail.ok) throw new Error('getProductDetail failed');
    const product = detail.data;
    expect(product.attr_list.length).toBeGreaterThan(5);

    await page.goto('/product-detail?id=3');
    await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible();
    await expect(page.getByText(product.product_number, { exact: true })).toBeVisible();
    const attrs = page.locator('.sf-attrs').first().locator('dt');
    await expect(attrs).toHaveCount(5);
    await page.getByRole('button', { name: 'see all' }).click();
    await expect(attrs).toHaveCount(product.attr_list.length);
    await expect(page.getByRole('button', { name: 'show less' })).toHaveAttribute('aria-expanded', 'true');

    // The renderings' sanitizer loads as the reader nears them.
    await page.getByRole('heading', { name: 'Renderings' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.sf-renderings')).not.toBeEmpty();
    expect(
      await page.locator('.sf-renderings script, .sf-renderings [onerror], .sf-renderings [onclick]').count(),
    ).toBe(0);
    for (const group of product.recommended_product_list) {
      const list = page.getByRole('list', { name: `Recommended from ${group.brand_name}` }).getByRole('listitem');
      await expect(list).toHaveCount(Math.min(5, group.brand_product_list.length));
    }
    await expect(page.getByRole('button', { name: '3D Display' })).toBeVisible();

    await settleAnimations(page);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.getByRole('button', { name: '3D Display' }).click();
    await expect(page).toHaveURL(/\/template$/);
  });
});
