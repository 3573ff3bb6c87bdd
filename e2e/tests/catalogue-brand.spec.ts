import { expect, test } from '../support/fixtures';

test.describe('brand content', () => {
  test('the brand page lists content by type and sub-type, searches, and opens the products', async ({ page, sim }) => {
    const api = await sim.api();
    const types = await api.call('getCaseTypeList', { body: {} });
    if (!types.ok) throw new Error('getCaseTypeList failed');
    const brand = types.data.list[0]!.type_name;
    const all = await api.call('getBrandContentList', { body: { brand_name: brand, page: 1, limit: 100 } });
    if (!all.ok) throw new Error('getBrandContentList failed');

    await page.goto(`/brand?${new URLSearchParams({ name: brand })}`);
    const items = page.getByRole('list', { name: 'Brand content' }).getByRole('listitem');
    await expect(items).toHaveCount(all.data.list.length);

    const tops = await api.call('getBrandContentType', { body: {} });
    if (!tops.ok) throw new Error('getBrandContentType failed');
    const top = tops.data.list[0]!;
    await page.getByRole('group', { name: 'Content type' }).getByRole('button', { name: top.type_name }).click();
    const subs = await api.call('getBrandContentType', { body: { type_id: top.id } });
    if (!subs.ok) throw new Error('getBrandContentType failed');
    const sub = subs.data.list[0]!;
    await page.getByRole('tab', { name: sub.type_name }).click();
    const bySub = await api.call('getBrandContentList', {
      body: { brand_name: brand, type_id: sub.id, page: 1, limit: 100 },
    });
    if (!bySub.ok) throw new Error('getBrandContentList failed');
    await expect(items).toHaveCount(bySub.data.list.length);
    await expect(items.first()).toContainText(bySub.data.list[0]!.title);

    await page.getByRole('searchbox', { name: 'Search brand content' }).fill('zzqxv');
    await page.getByRole('searchbox', { name: 'Search brand content' }).press('Enter');
    await expect(page.getByText('No Record')).toBeVisible();

    await page.getByRole('button', { name: 'Products' }).click();
    await expect(page).toHaveURL(`/product?${new URLSearchParams({ name: brand })}`);
    await expect(page.getByRole('tab', { name: brand })).toHaveAttribute('aria-selected', 'true');
  });

  test('each of the four kinds shows: image, image list, a playable video, a PDF read with pdf.js', async ({
    page,
    sim,
  }) => {
    const api = await sim.api();
    const list = await api.call('getBrandContentList', { body: { page: 1, limit: 100 } });
    if (!list.ok) throw new Error('getBrandContentList failed');
    const byKind = (kind: 1 | 2 | 3 | 4) => list.data.list.find((c) => c.type === kind)!;

    const image = byKind(1);
    await page.goto(`/brand-detail?id=${image.id}`);
    await expect(page.getByRole('heading', { level: 1, name: image.title })).toBeVisible();
    await expect(page.getByRole('img', { name: image.title, exact: true })).toBeVisible();

    const images = byKind(2);
    const detail = await api.call('getBrandContentDetail', { body: { brand_content_id: images.id } });
    if (!detail.ok) throw new Error('getBrandContentDetail failed');
    await page.goto(`/brand-detail?id=${images.id}`);
    await expect(page.getByRole('list', { name: 'Pictures' }).getByRole('img')).toHaveCount(
      detail.data.img_list.length,
    );

    const video = byKind(3);
    await page.goto(`/brand-detail?id=${video.id}`);
    const player = page.getByLabel(`Video: ${video.title}`);
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('src', /\/cdn\/video\/.+\.webm$/);
    await expect(player).toHaveAttribute('poster', new RegExp(`/cdn/${video.preview.replace(/[.]/g, '\\.')}$`));
    await expect(player).toHaveAttribute('controls', '');
    await player.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime > 0.5 && v.readyState >= 2), {
        timeout: 10_000,
      })
      .toBe(true);

    const pdf = byKind(4);
    await page.goto(`/brand-detail?id=${pdf.id}`);
    await expect(page.getByRole('img', { name: `Page 1 of 4 of ${pdf.title}` })).toBeVisible();
    const open = page.getByRole('link', { name: 'Open PDF' });
    await expect(open).toHaveAttribute('href', /\/cdn\/doc\/.+\.pdf$/);
    const pageText = page.locator('.sf-pdf .sf-visually-hidden');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 4', { exact: true })).toBeVisible();
    await expect(pageText).toContainText('Sizes and packing');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(pageText).toContainText('Water absorption');
    const response = await page.request.get((await open.getAttribute('href'))!);
    expect(response.headers()['content-type']).toContain('application/pdf');
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  });
});
