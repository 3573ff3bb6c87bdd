import type { Page } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import { settleAnimations } from '../support/animations';
import { expect, test, type SimulatorFixture } from '../support/fixtures';

const REQUIRED = 'Required fields not selected.';
const CODE_ERROR = 'verification code error';
const NEW_PASSWORD_TEXT =
  'The password must contain uppercase and lowercase letters and numbers, and cannot have special symbols.';

const stepHeading = (page: Page, step: number) => page.getByRole('heading', { name: new RegExp(`^Step ${step} of 3`) });

async function fillDetails(page: Page, phone: string) {
  await page.getByLabel('First name').fill('Lucía');
  await page.getByLabel('Last name').fill('García');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
}

/** Step 1 with a real code from the simulator, step 2, step 3; ends on /register-success. */
async function registerPhone(page: Page, sim: SimulatorFixture, phone: string, password: string, areaCode = '34') {
  await page.goto('/register-email');
  await fillDetails(page, phone);
  await expect(page.getByRole('combobox', { name: 'Area code' })).toHaveValue(areaCode);
  await page.getByRole('button', { name: 'Obtain' }).click();
  await expect(page.getByRole('button', { name: '59s' })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await sim.lastCode(`${areaCode}${phone}`, 1));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 2)).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 3)).toBeFocused();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/register-success$/);
}

async function login(page: Page, phone: string, password: string) {
  await page.goto('/login-text');
  await page.getByRole('checkbox', { name: /I have read and agree to/ }).check();
  await page.getByRole('textbox', { name: 'Account' }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('registration and regions', () => {
  test('an account registered in one region signs in there and is absent after switching country', async ({
    page,
    sim,
  }) => {
    await registerPhone(page, sim, '600999001', 'Casa2026');
    await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
    await page.getByRole('button', { name: 'Log in now' }).click();

    await login(page, '600999001', 'Casa2026');
    await expect(page.getByText('Login Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await expect(page.getByText('Current country:')).toContainText('Europe');
    await page.getByRole('button', { name: 'Change' }).click();
    await expect(page.getByRole('heading', { name: 'Country Selection' })).toBeVisible();
    await page.getByRole('radio', { name: /North America/ }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    // Signed in, the switch asks first: it signs the user out.
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('Accounts belong to one country: changing it signs you out. Change the country?');
    await ask.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/^Country changed to North America.*\. Please sign in again\.$/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Current country:')).toContainText('North America');
    const session = await page.evaluate(() => ({
      user: localStorage.getItem('sf.userInfo'),
      guest: JSON.parse(localStorage.getItem('sf.guestInfo') ?? 'null') as {
        value: { datacenter_uuid: string };
      } | null,
    }));
    expect(session.user).toBeNull();
    expect(session.guest?.value.datacenter_uuid).toBe('dc-us');

    // Same phone with Spain's area code: no such account in North America.
    await page.goto('/login-text');
    await page.getByRole('combobox', { name: 'Area code' }).selectOption('34');
    await page.getByRole('checkbox', { name: /I have read and agree to/ }).check();
    await page.getByRole('textbox', { name: 'Account' }).fill('600999001');
    await page.getByLabel('Password', { exact: true }).fill('Casa2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'Login failed' })).toBeVisible();
  });

  test('each validation message of registration', async ({ page, sim }) => {
    await page.goto('/register-email');
    await page.getByRole('button', { name: 'Next' }).click();
    for (const name of ['First name', 'Last name', 'Verification code']) {
      await expect(page.getByLabel(name)).toHaveAccessibleDescription(REQUIRED);
    }
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(REQUIRED);
    await expect(page.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription(REQUIRED);

    await fillDetails(page, '600999002');
    await page.getByRole('button', { name: 'Obtain' }).click();
    await expect(page.getByRole('button', { name: '59s' })).toBeVisible();
    const code = await sim.lastCode('34600999002', 1);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 2)).toBeFocused();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Verification code')).toHaveAccessibleDescription(CODE_ERROR);

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password', { exact: true }).fill('abc-123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      new RegExp(NEW_PASSWORD_TEXT.replace(/\./g, '\\.')),
    );

    // Back walks the steps, then leaves.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 2)).toBeFocused();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 1)).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveValue('Lucía');
  });

  test('the code button counts down 59 s before another code can be asked', async ({ page }) => {
    await page.clock.install();
    await page.goto('/register-email');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('600999003');
    await page.getByRole('button', { name: 'Obtain' }).click();
    await expect(page.getByRole('button', { name: '59s' })).toBeDisabled();
    await page.clock.runFor(30_000);
    await expect(page.getByRole('button', { name: '29s' })).toBeDisabled();
    await page.clock.runFor(28_000);
    await expect(page.getByRole('button', { name: '1s' })).toBeDisabled();
    await page.clock.runFor(1_100);
    await expect(page.getByRole('button', { name: 'Obtain' })).toBeEnabled();
  });

  test('the success page counts 5 s down to login; after a reset it offers no Home button', async ({ page }) => {
    await page.clock.install();
    await page.goto('/register-success');
    await expect(page.getByText('Going to login in 5 s')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Home' })).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(page).toHaveURL(/\/register-success$/);
    await page.clock.runFor(1_100);
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/register-success?type=reset');
    await expect(page.getByRole('button', { name: 'Log in now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Home' })).toHaveCount(0);
  });

  test('the registration pages pass the accessibility check and fit 320 px', async ({ page }) => {
    for (const path of ['/register', '/login-register', '/register-email', '/retrieve', '/countrys']) {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('heading')).toBeVisible();
      await settleAnimations(page);
      const violations = await seriousViolations(page);
      expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });
});

test.describe('password retrieve', () => {
  test('a new password set with a reset code signs in, the old one no longer does', async ({ page, sim }) => {
    await page.goto('/login-text');
    await page.getByRole('link', { name: 'Retrieve Password' }).click();
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Retrieve Password' })).toBeVisible();
    const progress = page.getByRole('progressbar');
    await expect(progress).toHaveAttribute('value', '1');
    await expect(progress).toHaveAttribute('max', '3');

    await page.getByRole('textbox', { name: 'Phone number' }).fill('600111444');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 2)).toBeFocused();
    await expect(progress).toHaveAttribute('value', '2');
    await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();

    await page.getByLabel('Verification code').fill('999999');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Verification code')).toHaveAccessibleDescription(CODE_ERROR);
    await page.getByLabel('Verification code').fill(await sim.lastCode('34600111444', 2));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page, 3)).toBeFocused();

    await page.getByLabel('New password').fill('Nueva2027');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Password reset succeeded').first()).toBeVisible();
    await expect(page).toHaveURL(/\/register-success\?type=reset$/);

    await login(page, '600111444', 'Tile2026');
    const failed = page.getByRole('alertdialog', { name: 'Login failed' });
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: 'Confirm' }).click();
    await expect(failed).toHaveCount(0);
    await page.getByLabel('Password', { exact: true }).fill('Nueva2027');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login Successfully')).toBeVisible();
  });

  test('type=1 is Change Password', async ({ page }) => {
    await page.goto('/retrieve?type=1');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Change Password' })).toBeVisible();
  });
});
