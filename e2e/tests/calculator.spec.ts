import type { Locator, Page } from '@playwright/test';
import { rules, type ResponseData } from '@storefront/sdk';
import { describeViolations, seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { storeUser } from '../support/session';

type Side = ResponseData<'getCalculatorList'>['list'][number];
const sideCards = (page: Page) => page.locator('main').getByRole('article');
const card = (page: Page, name: string | RegExp) => page.locator('main').getByRole('article', { name });

/** The boxes the rule gives for what the test typed, with the product's spec as the server knows it. */
function expectedBoxes(
  side: Side,
  sideName: string,
  sizes: Partial<Omit<rules.BoxSide, 'side_name' | 'unit'>>,
  productIndex: number,
  share: number,
) {
  const base = {
    side_name: sideName,
    unit: 1,
    length: 0,
    width: 0,
    door_height: 0,
    door_width: 0,
    door_num: 0,
    window_height: 0,
    window_width: 0,
    window_num: 0,
  };
  return rules.boxesFor({ ...base, ...sizes }, side.side_product_list[productIndex]!.product_spec, share);
}

async function chooseSpace(page: Page, side: Locator, space: string, surface: 'Wall' | 'Floor') {
  await side.getByRole('button', { name: /^Space:/ }).click();
  const picker = page.getByRole('dialog', { name: 'Space' });
  await picker.getByRole('listbox', { name: 'Space' }).getByRole('option', { name: space }).click();
  await picker.getByRole('listbox', { name: 'Type' }).getByRole('option', { name: surface }).click();
  await picker.getByRole('button', { name: 'Confirm' }).click();
  await expect(picker).toHaveCount(0);
}

async function addFrom(page: Page, source: string, type: number, choose: (list: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Add Products' }).click();
  await page.getByRole('dialog', { name: 'Add Products' }).getByRole('button', { name: source }).click();
  await expect(page).toHaveURL(new RegExp(`/calculator-add\\?type=${type}$`));
  await expect(page.getByRole('heading', { level: 1, name: source })).toBeVisible();
  await choose(page.getByRole('listbox', { name: 'Choices' }));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Adding succeeded')).toBeVisible();
  // Back to the calculator 3 s after the add (docs/product/tools.md#calculator).
  await expect(page).toHaveURL(/\/calculator$/, { timeout: 6000 });
}

test.describe('calculator', () => {
  test('adds products from each of the four sources; Submit with nothing chosen does nothing', async ({
    page,
    sim,
  }) => {
    test.setTimeout(60_000);
    const info = await storeUser(page, sim);
    const api = await sim.api(info.access_user_token);
    await api.call('productFav', { body: { product_id: '11' } });
    await api.call('getProductDetail', { body: { product_id: 12 } });
    const plans = await api.call('getTemplatePlanList', { body: {} });
    if (!plans.ok) throw new Error('getTemplatePlanList failed');
    const plan = plans.data.list[0]!;

    await page.goto('/calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Calculator' })).toBeVisible();
    await expect(page.getByText('No Record')).toBeVisible();

    await page.goto('/calculator-add?type=1');
    await expect(page.getByRole('listbox', { name: 'Choices' }).getByRole('option').first()).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/type=1$/);
    await expect(page.getByText('Adding succeeded')).toHaveCount(0);
    await page.goBack();

    await addFrom(page, 'Add From Collections', 1, async (list) => {
      await list.getByRole('option').nth(1).click();
      await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    });
    await expect(sideCards(page)).toHaveCount(1);
    await addFrom(page, 'Add From Matching Records', 2, async (list) => {
      await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search for space or customer name');
      await list
        .getByRole('option', { name: new RegExp(plan.template_name) })
        .first()
        .click();
    });
    // A display's plan has three sides: its floor and two walls.
    await expect(sideCards(page)).toHaveCount(4);
    await addFrom(page, 'Add From Favorites', 3, async (list) => {
      await expect(list.getByRole('option')).toHaveCount(1);
      await list.getByRole('option').first().click();
    });
    await addFrom(page, 'Add From Recently Viewed', 4, async (list) => {
      await list.getByRole('option').first().click();
    });
    await expect(sideCards(page)).toHaveCount(6);

    const sides = await api.call('getCalculatorList', { body: {} });
    if (!sides.ok) throw new Error('getCalculatorList failed');
    const productIds = sides.data.list.flatMap((s) => s.side_product_list.map((p) => p.product_id));
    expect(productIds).toEqual(
      expect.arrayContaining([11, 12, ...plan.side_list.flatMap((s) => rules.parseIdList(s.product_id_str))]),
    );
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('a whole room: a floor and a wall with a door and windows split between two products, every subtotal and the total by the rule, then the shopping list with prices', async ({
    page,
    sim,
  }) => {
    test.setTimeout(60_000);
    const info = await storeUser(page, sim);
    const api = await sim.api(info.access_user_token);
    const plans = await api.call('getTemplatePlanList', { body: {} });
    if (!plans.ok) throw new Error('getTemplatePlanList failed');
    const plan = plans.data.list[0]!;
    await api.call('addCalculatorSideByTemplatePlan', { body: { template_plan_id: String(plan.id) } });
    const added = await api.call('getCalculatorList', { body: {} });
    if (!added.ok) throw new Error('getCalculatorList failed');
    // The sides keep the display's names. The plan's display has two walls; the room here keeps the one split
    // between two products.
    const wallSide = added.data.list.find((s) => rules.isWallSpace(s.side_name) && s.side_product_list.length === 2)!;
    const wallName = wallSide.side_name;
    for (const other of added.data.list.filter((s) => rules.isWallSpace(s.side_name) && s !== wallSide)) {
      await api.call('delCalculatorSide', { body: { side_id: other.id } });
      await api.call('delMustCalculatorSide', { body: { side_id: String(other.id) } });
    }
    const floorName = plan.side_list.find((s) => s.type === 1)!.side_name;
    const floorSide = added.data.list.find((s) => s.side_name === floorName)!;

    await page.goto('/calculator');
    await expect(sideCards(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Add To Shopping List' }).click();
    await expect(page.getByText('Please select a calculation record')).toBeVisible();

    // The floor: moved to another space, 3.6 × 2 m.
    const floor = card(page, floorName);
    await chooseSpace(page, floor, 'Bathroom', 'Floor');
    const bathroomFloor = card(page, 'Bathroom Floor');
    await bathroomFloor.getByLabel('Length').fill('3.6');
    await bathroomFloor.getByLabel('Width').fill('2');
    const floorBoxes = expectedBoxes(floorSide, 'Bathroom Floor', { length: 3.6, width: 2 }, 0, 100);
    await expect(bathroomFloor.getByRole('status', { name: /^Subtotal/ })).toHaveText(
      `${floorBoxes} ${floorBoxes === 1 ? 'box' : 'boxes'}`,
    );

    // The wall: 3 m long, 2.5 m high, a door and two windows; two products at 50 / 50, then 70 / 30.
    const wall = card(page, wallName);
    await expect(wall.getByLabel('Height').first()).toBeVisible();
    await wall.getByLabel('Length').fill('3');
    await wall.locator('.sf-calc__grid').getByLabel('Height').fill('2.5');
    const door = wall.getByRole('group', { name: 'Door' });
    await door.getByLabel('Height').fill('2');
    await door.getByLabel('Width').fill('0.9');
    await door.getByLabel('Amount').fill('1');
    const windows = wall.getByRole('group', { name: 'Window' });
    await windows.getByLabel('Height').fill('1.2');
    await windows.getByLabel('Width').fill('1');
    await windows.getByLabel('Amount').fill('2');
    const sizes = {
      length: 3,
      width: 2.5,
      door_height: 2,
      door_width: 0.9,
      door_num: 1,
      window_height: 1.2,
      window_width: 1,
      window_num: 2,
    };
    const subtotals = wall.getByRole('status', { name: /^Subtotal/ });
    await expect(subtotals).toHaveCount(2);
    const boxText = (n: number) => `${n} ${n === 1 ? 'box' : 'boxes'}`;
    await expect(subtotals.nth(0)).toHaveText(boxText(expectedBoxes(wallSide, wallName, sizes, 0, 50)));
    await expect(subtotals.nth(1)).toHaveText(boxText(expectedBoxes(wallSide, wallName, sizes, 1, 50)));
    await wall.getByLabel('Share').nth(0).fill('70');
    await wall.getByLabel('Share').nth(1).fill('30');
    const wallA = expectedBoxes(wallSide, wallName, sizes, 0, 70);
    const wallB = expectedBoxes(wallSide, wallName, sizes, 1, 30);
    await expect(subtotals.nth(0)).toHaveText(boxText(wallA));
    await expect(subtotals.nth(1)).toHaveText(boxText(wallB));
    await wall.getByLabel('Length').fill('-3');
    await expect(wall.getByText('Enter a number')).toBeVisible();
    await wall.getByLabel('Length').fill('3');

    // Grand Total counts the selected sides only.
    await expect(page.getByRole('status', { name: 'Grand Total' })).toHaveText('0 boxes');
    await page.getByRole('checkbox', { name: `Select ${wallName}` }).check();
    await expect(page.getByRole('status', { name: 'Grand Total' })).toHaveText(boxText(wallA + wallB));
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    const total = wallA + wallB + floorBoxes;
    await expect(page.getByRole('status', { name: 'Grand Total' })).toHaveText(boxText(total));

    // The edits were saved by themselves, boxes counted again by the server with the same rule.
    await expect
      .poll(async () => {
        const now = await api.call('getCalculatorList', { body: {} });
        return now.ok ? now.data.list.map((s) => s.box).sort((a, b) => a - b) : [];
      })
      .toEqual([floorBoxes, wallA + wallB].sort((a, b) => a - b));

    await page.getByRole('button', { name: 'Add To Shopping List' }).click();
    await expect(page.getByText('Saved. View it in the to-buy list.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Shopping List, 1 saved' })).toBeVisible();

    await page.getByRole('button', { name: 'Shopping List, 1 saved' }).click();
    await expect(page).toHaveURL(/\/shopping$/);
    const entry = page.getByRole('list', { name: 'Shopping List' }).locator(':scope > li');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`Total ${boxText(total)}`);
    await entry.getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/ShoppingList\?id=[A-Za-z0-9_-]{16,}$/);
    const shared = await api.call('getClientShoppingInfo', {
      body: { shopping_list_id: new URL(page.url()).searchParams.get('id')! },
    });
    if (!shared.ok) throw new Error('getClientShoppingInfo failed');
    const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: shared.data.currency }).format(
      shared.data.p_total_price,
    );
    await expect(page.locator('.sf-calc__grand')).toHaveText(`Grand Total${boxText(total)} · ${price}`);
    await expect(page.getByText(info.first_name, { exact: false }).first()).toBeVisible();
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('delete and restore a side; zero boxes refused; clear with the exact confirmation', async ({ page, sim }) => {
    test.setTimeout(45_000);
    const info = await storeUser(page, sim);
    const api = await sim.api(info.access_user_token);
    await api.call('addCalculatorSideByProduct', { body: { product_id: '3,4' } });

    await page.goto('/calculator?needCheck=1');
    await expect(sideCards(page)).toHaveCount(2);
    await expect(page.getByRole('checkbox', { name: 'Select Side 1' })).toBeChecked();
    await page.getByRole('button', { name: 'Add To Shopping List' }).click();
    await expect(page.getByText(rules.ZERO_BOXES_TEXT)).toBeVisible();

    await page.getByRole('button', { name: 'Delete Side 2' }).click();
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
    await expect(sideCards(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Recently Deleted' }).click();
    await expect(page).toHaveURL(/\/calculator-delete$/);
    const deleted = page.getByRole('list', { name: 'Recently Deleted' }).locator(':scope > li');
    await expect(deleted).toHaveCount(1);
    await expect(deleted).toContainText('No space selected');
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Please select a calculation record')).toBeVisible();
    await deleted.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Restored')).toBeVisible();
    await expect(page.getByText('No data yet')).toBeVisible();
    await page.goBack();
    await expect(sideCards(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Clear the calculator' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to clear the calculator? Deleted calculation items can be recovered from the most recent delete.',
    );
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Cleared')).toBeVisible();
    await expect(page.getByText('No Record')).toBeVisible();
    await page.goto('/calculator-delete');
    await expect(deleted).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(confirm).toContainText(
      'Are you sure to delete these calculations completely? This operation cannot be restored.',
    );
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('No data yet')).toBeVisible();
  });

  test('product detail adds the product and opens the calculator with it selected; a guest is sent to login first', async ({
    page,
    sim,
  }) => {
    await page.goto('/product-detail?id=6');
    await page.getByRole('button', { name: 'Calculator' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const info = await sim.signIn();
    await page.evaluate(
      (value) =>
        localStorage.setItem('sf.userInfo', JSON.stringify({ value, expiresAt: Date.now() + 7 * 24 * 3600 * 1000 })),
      info,
    );
    await page.goto('/product-detail?id=6');
    await page.getByRole('button', { name: 'Calculator' }).click();
    await expect(page).toHaveURL(/\/calculator\?needCheck=1$/);
    await expect(sideCards(page)).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: 'Select Side 1' })).toBeChecked();

    // Change Products: one choice only, then back to the calculator 1 s later with the new product.
    await page.getByRole('button', { name: /^Change Products: A,/ }).click();
    await expect(page).toHaveURL(/\/calculator-add\?type=1&id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change Products' })).toBeVisible();
    const choices = page.getByRole('listbox', { name: 'Choices' }).getByRole('option');
    await choices.nth(2).click();
    await choices.nth(3).click();
    await expect(choices.nth(2)).toHaveAttribute('aria-selected', 'false');
    const chosen = (await choices.nth(3).locator('strong').textContent()) ?? '';
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Modified successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/calculator(\?needCheck=1)?$/, { timeout: 3000 });
    await expect(sideCards(page).first()).toContainText(chosen);
  });
});
