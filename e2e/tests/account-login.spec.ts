import type { Page } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import { settleAnimations } from '../support/animations';
import { expect, test } from '../support/fixtures';
import { storedValue } from '../support/storage';

const PASSWORD = 'Tile2026';
/** The first seeded account of dc-eu: +34 600111222. */
const EU_PHONE = '600111222';

const stored = storedValue;

async function fillLogin(page: Page, phone: string, password: string) {
  await page.getByRole('textbox', { name: 'Account' }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

const agreement = (page: Page) => page.getByRole('checkbox', { name: /I have read and agree to/ });

test.describe('session and login', () => {
  test('a guest gets a token at start-up and a new one after it expires', async ({ page, sim }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect.poll(() => stored<{ access_guest_token: string }>(page, 'sf.guestInfo')).toBeTruthy();
    const first = (await stored<{ access_guest_token: string; datacenter_uuid: string }>(page, 'sf.guestInfo'))!;
    expect(first.access_guest_token).toMatch(/^g_/);
    expect(first.datacenter_uuid).toBe('dc-eu');

    // Two hours and a minute pass on the server: the stored token is now expired there (status 100).
    await sim.control('advanceClock', { ms: 2 * 60 * 60 * 1000 + 60_000 });
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    // The app clears the session and reloads; start-up fetches a fresh guest token.
    const freshToken = async () => {
      const token = (await stored<{ access_guest_token: string }>(page, 'sf.guestInfo'))?.access_guest_token;
      return token && token !== first.access_guest_token ? token : null;
    };
    await expect.poll(freshToken, { timeout: 10_000 }).toMatch(/^g_/);
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.locator('.sf-account__policy')).not.toBeEmpty();
  });

  test('a visit to login asks for the data centres once: start-up and the page share the list', async ({ page }) => {
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/getDateCenterList')) asked += 1;
    });
    await page.goto('/login');
    await expect(page.getByText('Current country:')).toContainText('Europe');
    expect(asked).toBe(1);
    // A later visit has its region stored: only the page asks.
    asked = 0;
    await page.reload();
    await expect(page.getByText('Current country:')).toContainText('Europe');
    expect(asked).toBe(1);
  });

  test('the login button waits for both fields, the agreement and a well-formed password', async ({ page }) => {
    await page.goto('/login-text');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await expect(login).toBeDisabled();
    await page.getByRole('textbox', { name: 'Account' }).fill(EU_PHONE);
    await expect(login).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill('tile');
    await expect(login).toBeEnabled();

    await login.click();
    await expect(
      page.getByText('Please read and agree to the Privacy Policy and Service Agreement first.'),
    ).toBeVisible();

    await agreement(page).check();
    await login.click();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('upper letter, small letter, number, at least 6 characters');
  });

  test("a wrong password opens 'Login failed'; the right one signs in and goes home", async ({ page }) => {
    await page.goto('/login-text');
    await agreement(page).check();
    await fillLogin(page, EU_PHONE, 'Wrong2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Login failed' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('The account or password is incorrect. Please enter it again');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const user = await stored<{ access_user_token: string; phone: string; area_code: string }>(page, 'sf.userInfo');
    expect(user?.phone).toBe(EU_PHONE);
    expect(user?.area_code).toBe('34');
    expect(user?.access_user_token).toBeTruthy();
  });

  test('five wrong passwords lock the account: status 203 shows the server message in an info box', async ({
    page,
  }) => {
    await page.goto('/login-text');
    await agreement(page).check();
    await fillLogin(page, '600111444', 'Wrong2026');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    for (let i = 0; i < 4; i += 1) {
      await login.click();
      const failed = page.getByRole('alertdialog', { name: 'Login failed' });
      await failed.getByRole('button', { name: 'Confirm' }).click();
      await expect(failed).toHaveCount(0);
    }
    await login.click();
    const info = page
      .getByRole('alertdialog')
      .filter({ hasText: 'Too many failed attempts. Try again in 15 minutes.' });
    await expect(info).toBeVisible();
  });

  test('a guest opening a page that needs login is sent to login and brought back after it', async ({ page }) => {
    await page.goto('/complete-info');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Log in with account' }).click();
    await expect(page).toHaveURL(/\/login-text$/);
    await agreement(page).check();
    await fillLogin(page, EU_PHONE, PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/complete-info$/);
    await expect(page.getByRole('heading', { name: 'Complete Info', level: 1 })).toBeVisible();
  });

  test('the policy and the rules show the server HTML without anything executable', async ({ page }) => {
    await page.route('**/api/v1/common/getPrivacyPolicy', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          status: 200,
          msg: 'ok',
          data: {
            html_content:
              '<h2>Our policy</h2><p>Plain words.</p><script>window.__hacked = 1</script>' +
              '<img src="/nothing.png" onerror="window.__hacked = 2"><a href="javascript:window.__hacked=3">click</a>',
          },
        }),
      }),
    );
    await page.goto('/login-text?type=policy');
    const policy = page.locator('.sf-account__policy');
    await expect(policy.getByRole('heading', { name: 'Our policy' })).toBeVisible();
    await expect(policy.locator('script')).toHaveCount(0);
    await expect(policy.locator('[onerror]')).toHaveCount(0);
    await expect(policy.getByText('click')).not.toHaveAttribute('href', /javascript/);
    expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();

    await page.goto('/login-text?type=rules');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Service Rules' })).toBeVisible();
    await expect(page.locator('.sf-account__policy')).not.toBeEmpty();
  });

  test('the login pages pass the accessibility check and fit 320 px', async ({ page }) => {
    for (const path of ['/login', '/login-text', '/login-email']) {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      await expect(page.getByRole('checkbox', { name: /I have read and agree to/ })).toBeVisible();
      await settleAnimations(page);
      const violations = await seriousViolations(page);
      expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
  });
});
