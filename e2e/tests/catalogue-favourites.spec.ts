import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logInWithAccount, storeUser } from '../support/session';

const wishItems = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('listitem');

test.describe('favourites', () => {
  test('a guest is sent to login, comes back, collects the product, finds it in the wish list and clears it', async ({
    page,
    sim,
  }) => {
    const api = await sim.api();
    const detail = await api.call('getProductDetail', { body: { product_id: 5 } });
    if (!detail.ok) throw new Error('getProductDetail failed');
    const name = detail.data.product_name;

    await page.goto('/product-detail?id=5');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Favourite' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('sf.loginTarget'))).toBe('/product-detail?id=5');

    await logInWithAccount(page);
    await expect(page).toHaveURL(/\/product-detail\?id=5$/);

    const fav = page.getByRole('button', { name: 'Favourite' });
    await fav.click();
    await expect(page.getByText('Collected', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Collected' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favorites?index=0');
    await expect(page.getByRole('heading', { level: 1, name: 'Wish List' })).toBeVisible();
    await expect(wishItems(page, 'Collections')).toHaveCount(1);
    await expect(wishItems(page, 'Collections').first()).toContainText(name);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Select all' }).click();
    await page.getByRole('button', { name: 'Remove (1)' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Confirmed to clear all favorites？');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(wishItems(page, 'Collections')).toHaveCount(1);

    await page.getByRole('button', { name: 'Remove (1)' }).click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Success', { exact: true })).toBeVisible();
    await expect(page.getByText('No Favorites Yet')).toBeVisible();
    const user = await sim.signIn();
    const left = await (await sim.api(user.access_user_token)).call('getProductFavList', { body: {} });
    expect(left.ok && left.data.total).toBe(0);
  });

  test('a long press enters edit mode with the item selected; removing one needs no confirmation; Finish clears', async ({
    page,
    sim,
  }) => {
    const info = await storeUser(page, sim);
    const api = await sim.api(info.access_user_token);
    for (const id of [7, 8, 9]) await api.call('productFav', { body: { product_id: String(id) } });
    await api.call('caseFav', { body: { case_id: '2' } });

    await page.goto('/favorites?index=0');
    const items = wishItems(page, 'Collections');
    await expect(items).toHaveCount(3);
    const box = (await items.first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    await page.mouse.down();
    await page.waitForTimeout(1100);
    await page.mouse.up();
    await expect(page).toHaveURL(/\/favorites\?index=0$/);
    await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
    await expect(items.first().getByRole('checkbox')).toBeChecked();
    await expect(items.nth(1).getByRole('checkbox')).not.toBeChecked();

    await page.getByRole('button', { name: 'Remove (1)' }).click();
    await expect(page.getByText('Success', { exact: true })).toBeVisible();
    await expect(items).toHaveCount(2);

    // Keyboard equivalent of the long press, then Finish clears the selection.
    await items.first().getByRole('link').focus();
    await page.keyboard.press('Shift+F10');
    await expect(items.first().getByRole('checkbox')).toBeChecked();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(items.first().getByRole('checkbox')).not.toBeChecked();

    await page.getByRole('tab', { name: 'Cases' }).first().click();
    await expect(wishItems(page, 'Cases')).toHaveCount(1);
  });

  test('the wish list itself needs login', async ({ page }) => {
    await page.goto('/favorites?index=1');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('sf.loginTarget'))).toBe('/favorites?index=1');
  });
});
