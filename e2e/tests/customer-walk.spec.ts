import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { withAdsSeen } from '../support/home';

// Defects found by walking the storefront as a customer at 375x812 (each test failed before its fix).

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What shows of the locator's elements: each box cut by the viewport and by every ancestor that clips (a strip). */
async function visibleBoxes(list: Locator) {
  return list.evaluateAll((elements) =>
    elements.flatMap((element) => {
      let { left, top, right, bottom } = element.getBoundingClientRect();
      [right, bottom] = [Math.min(right, window.innerWidth), Math.min(bottom, window.innerHeight)];
      [left, top] = [Math.max(left, 0), Math.max(top, 0)];
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, clip.left),
          Math.max(top, clip.top),
          Math.min(right, clip.right),
          Math.min(bottom, clip.bottom),
        ];
      }
      return right - left > 1 && bottom - top > 1
        ? [{ x: left, y: top, width: right - left, height: bottom - top }]
        : [];
    }),
  );
}

test.describe('what a customer sees', () => {
  test("the sales representative's photo loads from the CDN like every other picture", async ({ page, sim }) => {
    const ads = (sim.region() as unknown as { ads: { id: number }[] }).ads;
    await withAdsSeen(
      page,
      ads.map((ad) => ad.id),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Sales representative' }).click();
    const photo = page.getByRole('region', { name: 'Sales representative card' }).locator('img');
    await expect(photo).toHaveAttribute('src', /^\/cdn\/img\/avatar\//);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("home's floating buttons leave the first brand block clear, and Back to top shows only after scrolling", async ({
    page,
    sim,
  }) => {
    const ads = (sim.region() as unknown as { ads: { id: number }[] }).ads;
    await withAdsSeen(
      page,
      ads.map((ad) => ad.id),
    );
    await page.goto('/');
    const quick = page.getByRole('group', { name: 'Quick actions' });
    await expect(quick.getByRole('button', { name: 'Calculator' })).toBeVisible();
    await expect(quick.getByRole('button', { name: 'Back to top' })).toHaveCount(0);

    const floating = await visibleBoxes(quick.getByRole('button'));
    const firstBrand = page
      .locator('main section')
      .filter({ has: page.getByRole('button', { name: 'Collections' }) })
      .first();
    await expect(firstBrand).toBeVisible();
    const targets = await visibleBoxes(firstBrand.locator('button, a'));
    expect(targets.length).toBeGreaterThan(2);
    for (const target of targets)
      for (const button of floating)
        expect(overlaps(target, button), `${JSON.stringify(target)} under ${JSON.stringify(button)}`).toBe(false);

    await page.mouse.wheel(0, 900);
    await expect(quick.getByRole('button', { name: 'Back to top' })).toBeVisible();
    await quick.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(quick.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  });

  test("a brand search inside a sub-type looks through all the brand's content, sending the search alone", async ({
    page,
    sim,
  }) => {
    const api = await sim.api();
    const types = await api.call('getCaseTypeList', { body: {} });
    const tops = await api.call('getBrandContentType', { body: {} });
    if (!types.ok || !tops.ok) throw new Error('seed calls failed');
    const brand = types.data.list[0]!.type_name;
    const top = tops.data.list[0]!;
    const subs = await api.call('getBrandContentType', { body: { type_id: top.id } });
    if (!subs.ok) throw new Error('getBrandContentType failed');
    const sub = subs.data.list[0]!;
    const all = await api.call('getBrandContentList', { body: { brand_name: brand, page: 1, limit: 100 } });
    const inSub = await api.call('getBrandContentList', {
      body: { brand_name: brand, type_id: sub.id, page: 1, limit: 100 },
    });
    if (!all.ok || !inSub.ok) throw new Error('getBrandContentList failed');
    const elsewhere = all.data.list.find((item) => !inSub.data.list.some((mine) => mine.id === item.id))!;

    await page.goto(`/brand?${new URLSearchParams({ name: brand })}`);
    await page.getByRole('group', { name: 'Content type' }).getByRole('button', { name: top.type_name }).click();
    await page.getByRole('tab', { name: sub.type_name }).click();
    const asked = page.waitForRequest(
      (request) => request.url().endsWith('/getBrandContentList') && (request.postData() ?? '').includes('search_txt'),
    );
    const box = page.getByRole('searchbox', { name: 'Search brand content' });
    await box.fill(elsewhere.title);
    await box.press('Enter');
    const body = JSON.parse((await asked).postData() ?? '{}') as Record<string, unknown>;
    expect(body.search_txt).toBe(elsewhere.title);
    expect(body).not.toHaveProperty('type_id');
    await expect(
      page
        .getByRole('list', { name: 'Brand content' })
        .getByRole('listitem')
        .filter({ hasText: elsewhere.title })
        .first(),
    ).toBeVisible();
  });

  test("the wish list's Edit sits as far from the screen's edge as the back arrow", async ({ page, sim }) => {
    const info = await sim.signIn();
    await page.addInitScript((value) => {
      localStorage.setItem('sf.userInfo', JSON.stringify({ value, expiresAt: Date.now() + 3600_000 }));
      localStorage.setItem('sf.datacenter', JSON.stringify({ value: 'dc-eu', expiresAt: null }));
    }, info);
    await page.goto('/favorites');
    const edit = page.getByRole('button', { name: 'Edit' });
    await expect(edit).toBeVisible();
    const textRight = await edit.evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return range.getBoundingClientRect().right;
    });
    expect(375 - textRight).toBeGreaterThanOrEqual(12);
  });

  test('two-column product names use two lines instead of cutting at about 12 characters', async ({ page }) => {
    await page.goto('/product');
    const names = page.locator('.sf-product-card__name');
    await expect(names.first()).toBeVisible();
    const shown = await names.evaluateAll((spans) =>
      spans.slice(0, 12).map((span) => ({
        text: span.textContent ?? '',
        cut: span.scrollHeight > span.clientHeight + 1 || span.scrollWidth > span.clientWidth + 1,
        lines: Math.round(span.clientHeight / parseFloat(getComputedStyle(span).lineHeight)),
      })),
    );
    const long = shown.filter((s) => s.text.length > 14 && s.text.length <= 26);
    expect(long.length).toBeGreaterThan(0);
    for (const name of long) expect(name, name.text).toMatchObject({ cut: false });
    for (const name of shown) expect(name.lines, name.text).toBe(2);
  });

  test("a product that cannot be found says the spec's 'failed to get details'", async ({ page }) => {
    await page.goto('/product-detail?id=999999');
    await expect(page.getByText('获取详情失败')).toBeVisible();
  });

  test("/product's header follows the brand tab, and a category link opens on its own brand's tab", async ({
    page,
    sim,
  }) => {
    const types = await (await sim.api()).call('getProductTypeList', { body: {} });
    if (!types.ok) throw new Error('getProductTypeList failed');
    await page.goto('/product?name=Marmoreo');
    await expect(page.getByRole('heading', { level: 1, name: 'Marmoreo' })).toBeVisible();
    await page.getByRole('tab', { name: 'Lithos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lithos' })).toBeVisible();
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();

    const wall = types.data.list.find((t) => t.brand_name === 'Terra Viva' && t.type_name === 'Wall Tiles')!;
    await page.goto(`/product?${new URLSearchParams({ name: wall.type_name, id: String(wall.id) })}`);
    await expect(page.getByRole('tab', { name: 'Terra Viva' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Wall Tiles' })).toBeVisible();
  });

  test('the product center keeps the chosen brand and category on Back', async ({ page }) => {
    await page.goto('/product-center');
    await page.getByRole('tab', { name: 'Lithos' }).click();
    const categories = page.getByRole('navigation', { name: 'Categories' }).getByRole('button');
    await categories.nth(1).click();
    const category = (await categories.nth(1).textContent()) ?? '';
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
    await page.getByRole('link', { name: `All ${category}` }).click();
    await expect(page).toHaveURL(/\/product\?/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Lithos' })).toHaveAttribute('aria-selected', 'true');
    await expect(categories.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
  });

  test("the home ticker's hot word searches with its link type, like its Popular chip", async ({ page, sim }) => {
    const region = sim.region() as unknown as { ads: { id: number }[]; hotwords: { hotword: string }[] };
    await withAdsSeen(
      page,
      region.ads.map((ad) => ad.id),
    );
    await page.goto('/');
    const word = region.hotwords[0]!.hotword;
    await page
      .getByRole('button', { name: /Search/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/search\?/);
    await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', word);
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search-result\?.*hotItems=/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(`Unfortunately, there are no 「${word}」 relevant results`)).toHaveCount(0);
    await expect(
      page
        .getByRole('list', { name: /found$/ })
        .getByRole('link')
        .first(),
    ).toBeVisible();
  });

  test("a case's footer holds service, favourite, share and its brands as readable wordmarks", async ({
    page,
    sim,
  }) => {
    const detail = await (await sim.api()).call('getCaseDetail', { body: { case_id: 2 } });
    if (!detail.ok) throw new Error('getCaseDetail failed');
    const names = [...new Set([detail.data.brand_name, ...detail.data.brand_list.map((b) => b.brand_name)])];
    await page.goto('/cases-detail?id=2');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: 'Service' })).toBeVisible();
    await expect(footer.getByRole('button', { name: /^(Favourite|Collected)$/ })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Share' })).toBeVisible();
    const brands = footer.getByRole('list', { name: 'Brands' }).getByRole('link');
    await expect(brands).toHaveCount(names.length);
    for (const [i, name] of names.entries()) {
      await expect(brands.nth(i)).toHaveAccessibleName(`Brand ${name}`);
      expect((await brands.nth(i).locator('img').boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(80);
    }
    await expect(page.getByRole('heading', { name: 'Other brands' })).toHaveCount(0);
  });

  test.describe('share', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('after Copy Link the sheet closes and Copied does not cover the Share button', async ({ page }) => {
      await page.goto('/product-detail?id=4');
      const share = page.getByRole('button', { name: 'Share' });
      await share.click();
      const sheet = page.getByRole('dialog', { name: 'Share Product Info To' });
      await sheet.getByRole('button', { name: 'Copy Link' }).click();
      await expect(sheet).toHaveCount(0);
      const copied = page.getByText('Copied', { exact: true });
      await expect(copied).toBeVisible();
      expect(overlaps((await copied.boundingBox())!, (await share.boundingBox())!)).toBe(false);
      await expect(share).toBeFocused();
    });
  });
});
