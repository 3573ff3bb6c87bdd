import { expect, test } from '../support/fixtures';

interface Stats {
  shares: { kind: string; id: number; count: number }[];
}

test.describe('share sheet', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy Link copies the page address without any token, says Copied and records the product share', async ({
    page,
    sim,
  }) => {
    await page.goto('/product-detail?id=4&access_user_token=leak&token=t');
    await page.getByRole('button', { name: 'Share' }).click();
    const sheet = page.getByRole('dialog', { name: 'Share Product Info To' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${sim.url}/product-detail?id=4`);
    expect(copied).not.toMatch(/token/i);
    await expect
      .poll(
        async () =>
          ((await sim.control('getStats')).data as Stats).shares.find((s) => s.kind === 'product' && s.id === 4)?.count,
      )
      .toBe(1);
  });

  test('a case share is recorded too, and the sheet closes on Escape returning focus', async ({ page, sim }) => {
    await page.goto('/cases-detail?id=2');
    const share = page.getByRole('button', { name: 'Share' });
    await share.click();
    const sheet = page.getByRole('dialog', { name: 'Share Case Info To' });
    await sheet.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${sim.url}/cases-detail?id=2`);
    await expect
      .poll(
        async () =>
          ((await sim.control('getStats')).data as Stats).shares.find((s) => s.kind === 'case' && s.id === 2)?.count,
      )
      .toBe(1);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(share).toBeFocused();
  });
});

test.describe('case detail', () => {
  test('shows place, stars, attributes, renderings with tagged products, uploader and footer links', async ({
    page,
    sim,
  }) => {
    const api = await sim.api();
    const detail = await api.call('getCaseDetail', { body: { case_id: 2 } });
    if (!detail.ok) throw new Error('getCaseDetail failed');
    const item = detail.data;
    await page.goto('/cases-detail?id=2');
    await expect(page.getByRole('heading', { level: 1, name: item.case_name })).toBeVisible();
    await expect(page.getByText(`${item.city_name}, ${item.country_name}`).first()).toBeVisible();
    await expect(
      page.getByRole('img', { name: `Case rating: ${item.star} out of 5 stars` }).or(page.getByLabel(/Case rating/)),
    ).toBeVisible();
    const attrs = page.locator('.sf-attrs dt');
    await expect(attrs).toHaveCount(Math.min(5, item.attr_list.length));
    for (const space of item.rendering_space_list)
      await expect(page.getByRole('heading', { name: space.space_name })).toBeVisible();
    const tagged = item.rendering_space_list[0]?.rendering_list[0]?.product_list[0];
    if (tagged) {
      await expect(
        page.locator('.sf-case-rendering__tags').first().getByRole('link', { name: tagged.product_name }).first(),
      ).toHaveAttribute('href', `/product-detail?id=${tagged.id}&caseId=2`);
    }
    await expect(page.getByRole('region', { name: 'Uploaded by' })).toContainText(item.user_info.level_name);
    if (item.user_info.position === 'Brand') await expect(page.getByRole('img', { name: 'Brand' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Brand ${item.brand_name}` })).toHaveAttribute(
      'href',
      `/brand?${new URLSearchParams({ name: item.brand_name })}`,
    );
    await page.getByRole('button', { name: 'Service' }).click();
    await expect(page).toHaveURL(/\/service$/);
  });
});
