import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const resultNames = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).locator('.sf-product-card__name, .sf-case-card__name').allTextContents();

test.describe('search', () => {
  test('a hot word applies its link: attribute or type ids filter the results', async ({ page, sim }) => {
    const api = await sim.api();
    const words = await api.call('getSearchHotwordList', { body: { type: '2' } });
    if (!words.ok) throw new Error('getSearchHotwordList failed');
    const word = words.data.list.find((w) => w.product_link_type === 1 || w.product_link_type === 2);
    expect(word, 'a product hot word with a link').toBeTruthy();

    await page.goto('/search?type=product');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search for brand info',
    );
    await page.getByRole('button', { name: word!.hotword, exact: true }).click();
    await expect(page).toHaveURL(/\/search-result\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('type')).toBe('product');
    expect(url.searchParams.get('key')).toBe(word!.hotword);
    expect(url.searchParams.get('BySearchButton')).toBeNull();

    const body =
      word!.product_link_type === 1
        ? { attr_id_str: word!.product_attr_id_str, search_txt: '' }
        : { type_id: word!.product_type_id_str, search_txt: '' };
    const expected = await api.call('getProductList', { body: { page: 1, limit: 30, sort: '', ...body } });
    if (!expected.ok) throw new Error('getProductList failed');
    await expect(page.getByRole('tab', { name: 'Collections' })).toHaveAttribute('aria-selected', 'true');
    await expect
      .poll(() => resultNames(page, 'Collections found'))
      .toEqual(expected.data.list.map((p) => p.product_name));

    // The word is remembered in this page type's history.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(
      page.locator('#search-history-list').getByRole('button', { name: word!.hotword, exact: true }),
    ).toBeVisible();
  });

  test('typed text from the search button: All shows up to 6 products and 3 cases, and the press is counted', async ({
    page,
    sim,
  }) => {
    const api = await sim.api();
    const term = 'a';
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search' }).fill(term);
    await expect(page.getByRole('heading', { name: 'Suggestions' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(`/search-result?key=${term}&BySearchButton=1`);
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    const products = await api.call('getProductList', { body: { page: 1, limit: 6, search_txt: term } });
    const cases = await api.call('getCaseList', { body: { page: 1, limit: 3, search_txt: term } });
    if (!products.ok || !cases.ok) throw new Error('list failed');
    await expect
      .poll(() => resultNames(page, 'Collections found'))
      .toEqual(products.data.list.map((p) => p.product_name));
    await expect.poll(() => resultNames(page, 'Cases found')).toEqual(cases.data.list.map((c) => c.case_name));
    const stats = (await sim.control('getStats')).data as {
      search_clicks: number;
      search_log: { search_txt: string }[];
    };
    expect(stats.search_clicks).toBeGreaterThanOrEqual(2);
    expect(stats.search_log.every((entry) => entry.search_txt === term)).toBe(true);

    await page.getByRole('button', { name: 'More cases' }).click();
    await expect(page.getByRole('tab', { name: 'Cases' })).toHaveAttribute('aria-selected', 'true');
    const allCases = await api.call('getCaseList', { body: { page: 1, limit: 30, search_txt: term } });
    if (!allCases.ok) throw new Error('getCaseList failed');
    await expect.poll(() => resultNames(page, 'Cases found')).toEqual(allCases.data.list.map((c) => c.case_name));
  });

  test('nothing found says so with the term and offers up to 3 hot words; empty text asks for content', async ({
    page,
    sim,
  }) => {
    const api = await sim.api();
    const words = await api.call('getSearchHotwordList', { body: { type: '' } });
    if (!words.ok) throw new Error('getSearchHotwordList failed');
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByText('Please enter content.')).toBeVisible();
    await expect(page).toHaveURL(/\/search$/);

    await page.getByRole('searchbox', { name: 'Search' }).fill('zzqxv');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByText('Unfortunately, there are no 「zzqxv」 relevant results')).toBeVisible();
    const tries = page.getByRole('list', { name: 'Try these' }).getByRole('button');
    await expect(tries).toHaveCount(Math.min(3, words.data.list.length));
    await expect(tries.first()).toHaveText(words.data.list[0]!.hotword);

    // Cancel goes back.
    await page.goBack();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).not.toHaveURL(/\/search/);
  });

  test('a placeholder word is searched when nothing is typed', async ({ page }) => {
    await page.goto('/search?type=cases&placeholder=Loft');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Loft');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL('/search-result?type=cases&key=Loft&BySearchButton=1');
  });
});
