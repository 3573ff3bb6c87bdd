import { expect, test } from '../support/fixtures';
import { storeUser } from '../support/session';

test.describe('the language of this device', () => {
  test('is chosen in Settings: the page reloads in Chinese, the choice survives a reload, and English comes back', async ({
    page,
    sim,
  }) => {
    await storeUser(page, sim);
    await page.goto('/setting');
    const languages = page.getByRole('group', { name: 'Language' });
    await expect(languages.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(languages.getByRole('radio', { name: '简体中文' })).not.toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // By keyboard: the arrow moves the choice to the next language, which reloads the page in it.
    await languages.getByRole('radio', { name: 'English' }).focus();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('ArrowDown')]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
    const chinese = page.getByRole('group', { name: '语言' });
    await expect(chinese.getByRole('radio', { name: '简体中文' })).toBeChecked();
    await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('storefront.language'))).toBe('zh-CN');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();

    await Promise.all([page.waitForEvent('load'), chinese.getByRole('radio', { name: 'English' }).click()]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'English' })).toBeChecked();
  });
});

test.describe('a browser that prefers Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('shows the app in Chinese until another language is chosen', async ({ page, sim }) => {
    await storeUser(page, sim);
    await page.goto('/setting');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('group', { name: '语言' }).getByRole('radio', { name: '简体中文' })).toBeChecked();
  });
});
