import type { Locator, Page } from '@playwright/test';
import { rules } from '@storefront/sdk';
import { spaceOfPicture } from '@storefront/simulator';
import { expect, test, type SimulatorFixture } from '../support/fixtures';
import { storeUser } from '../support/session';

/**
 * What a customer sees, walked at 375 × 812 (and 320 px where a strip must fit the narrowest phone): hot words
 * that keep their promise, whole tab names and titles, the illustrated empty panel, pictures of the right room,
 * side names kept, and Recently Viewed holding only what the customer opened.
 */

/** Text cut off by its box: wider or taller than the box shows (an ellipsis, a clamp, or a hidden overflow). */
async function cutTexts(items: Locator): Promise<string[]> {
  return items.evaluateAll((elements) =>
    elements
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map((el) => el.textContent ?? ''),
  );
}

async function openHotWord(page: Page, word: string) {
  await page.goto('/search?type=product');
  await page.getByRole('button', { name: word, exact: true }).click();
  await expect(page).toHaveURL(/\/search-result\?/);
  const types = page.getByRole('list', { name: 'Collections found' }).locator('.sf-product-card__type');
  await expect(types.first()).toBeVisible();
  return types.allTextContents();
}

test.describe('walk, round two (a)', () => {
  test('hot words keep their promise: "Wood look planks" lists wood-look tiles, "Calacatta marble" marble-look ones', async ({
    page,
  }) => {
    const wood = await openHotWord(page, 'Wood look planks');
    expect(wood.length).toBeGreaterThan(0);
    expect(new Set(wood)).toEqual(new Set(['Wood Look']));
    const marble = await openHotWord(page, 'Calacatta marble');
    expect(marble.length).toBeGreaterThan(0);
    expect(new Set(marble)).toEqual(new Set(['Marble Look']));
  });

  test('the Records tab strip reads all three tabs whole at 320 px, whichever is selected', async ({ page, sim }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await storeUser(page, sim);
    await page.goto('/appointment-record');
    const strip = page.getByRole('tablist', { name: 'Records' });
    const tabs = strip.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    for (const name of ['Purchase History', 'Store Record', 'My Appointment']) {
      await tabs.filter({ hasText: name }).click();
      await expect(tabs.filter({ hasText: name })).toHaveAttribute('aria-selected', 'true');
      const stripBox = (await strip.boundingBox())!;
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!;
        const label = await tab.textContent();
        expect(box.x, `${label} starts inside the strip`).toBeGreaterThanOrEqual(stripBox.x - 0.5);
        expect(box.x + box.width, `${label} ends inside the strip`).toBeLessThanOrEqual(
          stripBox.x + stripBox.width + 0.5,
        );
      }
      expect(await cutTexts(tabs)).toEqual([]);
    }
  });

  test('opening the 3D page, its product list or a related list adds nothing to Recently Viewed; opening a product does', async ({
    page,
    sim,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/template-detail?id=6&uuid=tpl-dc-eu-006&name=Spa%20Bathroom');
    await expect(page.getByRole('button', { name: 'Products' })).toBeVisible({ timeout: 15_000 });
    // The page has looked up every product of the room once the products sheet lists them.
    await page.getByRole('button', { name: 'Products' }).click();
    const details = page
      .getByRole('dialog', { name: '样板间使用的产品' })
      .getByRole('button', { name: /^Details of / });
    await expect(details.first()).toBeVisible();
    const looked = (await details.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).map(
      (l) => l.replace(/^Details of /, ''),
    );
    expect(looked.length).toBeGreaterThan(0);

    const viewedNames = async () => {
      await page.goto('/person-recently');
      await expect(
        page.getByText('No Browsing History').or(page.getByRole('list', { name: 'Viewed items' })),
      ).toBeVisible();
      return page.getByRole('list', { name: 'Viewed items' }).locator('.sf-product-card__name').allTextContents();
    };
    expect((await viewedNames()).filter((name) => looked.includes(name))).toEqual([]);

    // A related list opened by its own address looks its product or case up without viewing it.
    const api = await sim.api();
    const product = await api.call('getProductDetail', {
      body: { product_id: 9, record_view: rules.RECORD_VIEW.lookup },
    });
    const found = await api.call('getCaseDetail', { body: { case_id: 4, record_view: rules.RECORD_VIEW.lookup } });
    if (!product.ok || !found.ok) throw new Error('detail look-ups failed');
    await page.goto(`/product-list?id=9&type=product&name=${encodeURIComponent(product.data.product_name)}`);
    await expect(page.locator('main .sf-product-card').first()).toBeVisible();
    await page.goto(`/cases-list?id=4&type=case&name=${encodeURIComponent(found.data.case_name)}`);
    await expect(page.locator('main .sf-case-card').first()).toBeVisible();
    expect(
      (await viewedNames()).filter((name) => [product.data.product_name, found.data.case_name].includes(name)),
    ).toEqual([]);

    // Opening one of them is a view.
    await page.goto('/product-detail?id=5');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText('Product');
    const opened = (await heading.textContent())!;
    expect(await viewedNames()).toContain(opened);
  });

  test('every Matching Record shows a picture of its own room', async ({ page, sim }) => {
    await storeUser(page, sim);
    await page.goto('/template-record');
    const records = page.getByRole('list', { name: 'Matching records' }).getByRole('listitem');
    await expect(records.first()).toBeVisible();
    const shown = await records.evaluateAll((items) =>
      items.map((li) => ({
        space: li.querySelector('.sf-template-record__meta')?.textContent ?? '',
        src: li.querySelector('img')?.getAttribute('src') ?? '',
      })),
    );
    expect(shown.length).toBeGreaterThan(0);
    const spaceOfRoom: Record<string, string> = {
      'Living Room': 'living',
      Kitchen: 'kitchen',
      Bathroom: 'bathroom',
      Bedroom: 'bedroom',
      Outdoor: 'terrace',
    };
    for (const { space, src } of shown) {
      const room = Object.keys(spaceOfRoom).find((name) => space.startsWith(name))!;
      expect(spaceOfPicture(src), `${space}: ${src}`).toBe(spaceOfRoom[room]);
    }
  });

  test('sides added from a Matching Record keep their names, so two walls can be told apart', async ({ page, sim }) => {
    const info = await storeUser(page, sim);
    const plans = await (await sim.api(info.access_user_token)).call('getTemplatePlanList', { body: {} });
    if (!plans.ok) throw new Error('getTemplatePlanList failed');
    const plan = plans.data.list.find((p) => p.template_name === 'Spa Bathroom')!;
    await page.goto('/calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Calculator' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Products' }).click();
    await page
      .getByRole('dialog', { name: 'Add Products' })
      .getByRole('button', { name: 'Add From Matching Records' })
      .click();
    await page
      .getByRole('listbox', { name: 'Choices' })
      .getByRole('option', { name: new RegExp(plan.template_name) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/calculator$/, { timeout: 6000 });
    const names = page
      .locator('main')
      .getByRole('article')
      .getByRole('button', { name: /^Space:/ });
    await expect(names).toHaveCount(3);
    expect((await names.allTextContents()).sort()).toEqual(['Floor', 'Shower Wall', 'Side Walls']);
  });

  test.describe('titles the customer needs are not cut to one line', () => {
    test('brand content cards', async ({ page }) => {
      await page.goto('/brand?id=1&name=Marmoreo');
      const titles = page.getByRole('list', { name: 'Brand content' }).locator('.sf-case-card__name');
      await expect(titles.first()).toBeVisible();
      await expect(titles.filter({ hasText: /^Laying large formats with/ })).toHaveCount(1);
      expect(await cutTexts(titles)).toEqual([]);
    });

    test('product number and size in search results', async ({ page }) => {
      await page.goto('/search-result?type=product&key=MAR');
      const metas = page.getByRole('list', { name: 'Collections found' }).locator('.sf-product-card__meta');
      await expect(metas.first()).toBeVisible();
      expect(await cutTexts(metas)).toEqual([]);
    });

    test('product number and size in the shopping list', async ({ page, sim }) => {
      const info = await storeUser(page, sim);
      await shoppingListOfLargestSize(sim, info.access_user_token);
      await page.goto('/shopping');
      const texts = page.locator('main .sf-calc__product-text > *');
      await expect(texts.first()).toBeVisible();
      expect(await cutTexts(texts)).toEqual([]);
    });

    test("the home store card's address", async ({ page }) => {
      await page.goto('/');
      const address = page.locator('.sf-home__store-address');
      await expect(address).toBeVisible();
      expect(await cutTexts(address)).toEqual([]);
    });
  });

  test('the Records empty state is the illustrated empty panel', async ({ page, sim }) => {
    await storeUser(page, sim);
    await page.goto('/appointment-record');
    for (const name of ['My Appointment', 'Store Record', 'Purchase History']) {
      await page.getByRole('tab', { name }).click();
      const empty = page.getByRole('status', { name: 'No Record' });
      await expect(empty).toBeVisible();
      await expect(empty.locator('svg.sf-no-data__art')).toBeVisible();
    }
  });
});

/** A shopping list of one side laid with the product of the longest number and size among the first 30. */
async function shoppingListOfLargestSize(sim: SimulatorFixture, token: string) {
  const api = await sim.api(token);
  const products = await api.call('getProductList', { body: { page: 1, limit: 30, search_txt: 'MAR' } });
  if (!products.ok) throw new Error('getProductList failed');
  const meta = (p: (typeof products.data.list)[number]) => `${p.product_number} · ${p.product_spec_name}`;
  const large = products.data.list.reduce((longest, p) => (meta(p).length > meta(longest).length ? p : longest));
  const added = await api.call('addCalculatorSideByProduct', { body: { product_id: String(large.id) } });
  if (!added.ok) throw new Error('addCalculatorSideByProduct failed');
  const sideId = added.data.side_ids[0]!;
  await api.call('editCalculatorSide', { body: { side_id: sideId, side_name: 'Kitchen Floor', length: 3, width: 4 } });
  const listed = await api.call('addToShoppinglist', { body: { side_id: String(sideId), unit: '1' } });
  if (!listed.ok) throw new Error(`addToShoppinglist failed: ${listed.msg}`);
}
