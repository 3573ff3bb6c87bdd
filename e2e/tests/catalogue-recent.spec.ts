import { expect, test } from '../support/fixtures';

test.describe('recently viewed', () => {
  test('a guest sees the three items viewed, newest first, and the sort and content filters reorder them', async ({
    page,
    sim,
  }) => {
    const api = await sim.api();
    const names: string[] = [];
    for (const id of [11, 12]) {
      const d = await api.call('getProductDetail', { body: { product_id: id } });
      if (!d.ok) throw new Error('getProductDetail failed');
      names.push(d.data.product_name);
    }
    const c = await api.call('getCaseDetail', { body: { case_id: 3 } });
    if (!c.ok) throw new Error('getCaseDetail failed');
    names.push(c.data.case_name);

    await page.goto('/product-detail?id=11');
    await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
    await page.goto('/product-detail?id=12');
    await expect(page.getByRole('heading', { level: 1, name: names[1] })).toBeVisible();
    await page.goto('/product-detail?id=11');
    await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
    await page.goto('/cases-detail?id=3');
    await expect(page.getByRole('heading', { level: 1, name: names[2] })).toBeVisible();

    await page.goto('/person-recently');
    const rows = page.getByRole('list', { name: 'Viewed items' }).locator('.sf-product-card__name');
    await expect(rows).toHaveText([names[2]!, names[0]!, names[1]!]);

    await page.getByRole('button', { name: /^Sort/ }).click();
    await page.getByRole('option', { name: 'Oldest' }).click();
    await expect(rows).toHaveText([names[1]!, names[0]!, names[2]!]);

    await page.getByRole('button', { name: /^Sort/ }).click();
    await page.getByRole('option', { name: 'Most views' }).click();
    await expect(rows.first()).toHaveText(names[0]!);

    await page.getByRole('group', { name: 'Content' }).getByRole('button', { name: 'Products' }).click();
    await expect(rows).toHaveText([names[2]!]);
    await page.getByRole('group', { name: 'Browsing Type' }).getByRole('button', { name: 'Offline' }).click();
    await expect(page.getByText('No Browsing History')).toBeVisible();
  });
});
