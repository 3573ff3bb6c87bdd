import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { storeUser } from '../support/session';

/**
 * A walk through the app in Chinese: every page's visible text is Chinese, except what the backend sends as data.
 *
 * The allowance, and why: product, brand, store, space and laying-mode names, addresses and codes are the backend's
 * data, shown as they come in whatever language they were written in; the catalogue does not translate them. So
 * every string value of the JSON answers the page received (except `msg`, which the backend translates itself) is
 * taken out of the page's text first. What may remain of Latin script is only this: units the product writes in
 * Latin letters (m², ft, mm), currency codes written before a price (US$, Ksh, EUR), the name of a key as the
 * keyboard prints it (ctrl, in the map's zoom hint) and single letters (the A/B of a side's products). Anything else
 * of two or more Latin letters is an English word left untranslated.
 */
const LATIN_ALLOWED = /\b(?:m²|mm|ft|[Cc]trl|US\$|Ksh|[A-Z]{3})(?=[\s\d.,]|$)/g;
const LATIN_WORD = /[A-Za-z]{2,}/g;

/** Every string the backend sent as data to this page, longest first (so a name is taken out before its parts). */
function recordBackendData(page: Page): () => string[] {
  const texts = new Set<string>();
  const collect = (value: unknown, key?: string): void => {
    if (typeof value === 'string') {
      if (key !== 'msg' && value.trim()) texts.add(value.trim());
    } else if (Array.isArray(value)) value.forEach((item) => collect(item));
    else if (value && typeof value === 'object')
      for (const [name, item] of Object.entries(value as Record<string, unknown>)) collect(item, name);
  };
  page.on('response', (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    void response
      .json()
      .then((body: unknown) => collect(body))
      .catch(() => undefined);
  });
  return () => [...texts].sort((a, b) => b.length - a.length);
}

/** The English words left in the page's visible text once the backend's data and the allowed Latin are taken out. */
async function englishLeft(page: Page, backendData: string[]): Promise<string[]> {
  let text = await page.evaluate(() => document.body.innerText);
  for (const data of backendData) text = text.split(data).join(' ');
  return [...new Set(text.replace(LATIN_ALLOWED, ' ').match(LATIN_WORD) ?? [])];
}

async function walkTo(page: Page, testInfo: TestInfo, name: string, backendData: () => string[]) {
  // The page has settled: no request in flight, so every text it will show is there.
  await page.waitForLoadState('networkidle');
  await testInfo.attach(`${name} in Chinese`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  expect.soft(await englishLeft(page, backendData()), `English words on ${name}`).toEqual([]);
}

test.describe('the app in Chinese', () => {
  test.beforeEach(async ({ page, sim }) => {
    await page.addInitScript(() => localStorage.setItem('storefront.language', 'zh-CN'));
    const info = await storeUser(page, sim);
    // A side in the calculator, so its page shows a side's texts, not only the empty list.
    const api = await sim.api(info.access_user_token);
    await api.call('addCalculatorSideByProduct', { body: { product_id: '3' } });
  });

  test('the calculator', async ({ page }, testInfo) => {
    const data = recordBackendData(page);
    await page.goto('/calculator');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: '计算器' })).toBeVisible();
    await expect(page.locator('main').getByRole('article')).not.toHaveCount(0);
    await walkTo(page, testInfo, 'calculator', data);
  });

  test('the booking pages', async ({ page }, testInfo) => {
    const data = recordBackendData(page);
    await page.goto('/appointment');
    await expect(page.getByRole('heading', { level: 1, name: '门店预约' })).toBeVisible();
    await expect(page.getByRole('button', { name: '预约到店' }).first()).toBeVisible();
    await walkTo(page, testInfo, 'store appointment', data);

    await page.getByRole('button', { name: '预约到店' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '预约到店' })).toBeVisible();
    await expect(page.getByRole('group', { name: '时间' }).getByRole('radio').first()).toBeVisible();
    await walkTo(page, testInfo, 'booking form', data);
  });

  test('home', async ({ page }, testInfo) => {
    const data = recordBackendData(page);
    await page.goto('/');
    await walkTo(page, testInfo, 'home', data);
  });

  test('a product', async ({ page }, testInfo) => {
    const data = recordBackendData(page);
    await page.goto('/product-detail?id=3');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await walkTo(page, testInfo, 'product detail', data);
  });
});
