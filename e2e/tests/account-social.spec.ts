import type { Page } from '@playwright/test';
import { expect, test, type SimulatorFixture } from '../support/fixtures';

const AGREE = 'Please read and agree to the Privacy Policy and Service Agreement first.';

function storedUser(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('sf.userInfo');
    return raw ? (JSON.parse(raw) as { value: Record<string, unknown> }).value : null;
  });
}

/** Opens the social sheet on /login, ticks its own agreement and picks a provider. */
async function startSocial(page: Page, provider: 'Facebook' | 'Google') {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in with Facebook or Google' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sign in with a social account' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: `Continue with ${provider}` }).click();
  await expect(page.getByText(AGREE)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await sheet.getByRole('checkbox', { name: /I have read and agree to/ }).check();
  await sheet.getByRole('button', { name: `Continue with ${provider}` }).click();
  await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
}

async function completeDetails(page: Page, sim: SimulatorFixture, phone: string) {
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Obtain' }).click();
  await expect(page.getByRole('button', { name: '59s' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await sim.lastCode(`34${phone}`, 3));
  await page.getByRole('button', { name: 'Next' }).click();
}

test.describe('social sign-in', () => {
  test('a new Facebook account is completed with a phone (thirdFill) and signs in directly next time', async ({
    page,
    sim,
  }) => {
    await startSocial(page, 'Facebook');
    await page.getByRole('link', { name: /fb-100002/ }).click();
    // A full page load back from the provider, start-up and thirdLogin: allow for a busy machine.
    await expect(page).toHaveURL(/\/register-email\?id=[^&]+&type=2$/, { timeout: 15_000 });
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Complete Your Account' })).toBeVisible();
    await expect(page.getByText('You signed in with Facebook.')).toBeVisible();

    await completeDetails(page, sim, '600999010');
    await expect(page.getByRole('heading', { name: /^Step 2 of 3/ })).toBeFocused();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password', { exact: true }).fill('Playa2026');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/register-success$/);
    const user = await storedUser(page);
    expect(user).toMatchObject({ phone: '600999010', first_name: 'Sam', is_bind_facebook: 1 });

    // Signed out, the same Facebook account now signs in straight away.
    await page.evaluate(() => localStorage.removeItem('sf.userInfo'));
    await startSocial(page, 'Facebook');
    await page.getByRole('link', { name: /fb-100002/ }).click();
    await expect(page.getByText('Login Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedUser(page)).toMatchObject({ phone: '600999010' });
  });

  test('a provider answer this browser did not start (a pasted link) signs nobody in', async ({ page }) => {
    const refused = 'This sign-in was not started in this browser. Please try again.';
    // Someone else went through the Google page and sent the link it returned (credential included).
    await page.goto(
      `/stand-in/google/login?${new URLSearchParams({ client_id: 'storefront-web', redirect_uri: '/google?provider=google' })}`,
    );
    await page.getByRole('link', { name: /robin\.alvarez/ }).click();
    await expect(page.getByText(refused)).toBeVisible();
    await expect(page).toHaveURL(/\/google$/);
    expect(await storedUser(page)).toBeNull();

    // A hand-made answer with a bare uid is no answer at all: the app passes a uid on only with the credential proving it.
    await page.goto('/login?provider=facebook&uid=fb-100001&state=0123456789abcdef0123456789abcdef');
    await expect(page.getByRole('button', { name: 'Log in with Facebook or Google' })).toBeVisible();
    await expect(page.getByText('Login Successfully')).toHaveCount(0);
    expect(await storedUser(page)).toBeNull();
  });

  test('a credential already used is refused by the server, even with a state this browser started', async ({
    page,
  }) => {
    await startSocial(page, 'Facebook');
    const used = await page.getByRole('link', { name: /fb-100001/ }).getAttribute('href');
    await page.getByRole('link', { name: /fb-100001/ }).click();
    await expect(page.getByText('Login Successfully')).toBeVisible();

    // Signed out, a new sign-in is started here, but the old credential is sent back instead of a fresh one.
    await page.evaluate(() => localStorage.removeItem('sf.userInfo'));
    await startSocial(page, 'Facebook');
    const fresh = new URL((await page.getByRole('link', { name: /fb-100001/ }).getAttribute('href'))!, 'http://x');
    const old = new URL(used!, 'http://x').searchParams;
    const replay = new URLSearchParams({
      provider: 'facebook',
      state: fresh.searchParams.get('state')!,
      uid: old.get('uid')!,
      credential: old.get('credential')!,
    });
    await page.goto(`/login?${replay}`);
    await expect(page.getByText('The Facebook sign-in could not be verified. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedUser(page)).toBeNull();
  });

  test('a pasted /?token= link signs nobody in, even with a real token', async ({ page, sim }) => {
    const someone = await sim.signIn();
    await page.goto(`/?token=${encodeURIComponent(someone.access_user_token)}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await storedUser(page)).toBeNull();
    expect(page.url()).not.toContain(someone.access_user_token);
  });

  test('a linked Google account signs in at once from the Google test page', async ({ page }) => {
    await page.goto('/google');
    await page.getByRole('checkbox', { name: /I have read and agree to/ }).check();
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('link', { name: /robin\.alvarez/ }).click();
    await expect(page.getByText('Login Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedUser(page)).toMatchObject({ phone: '600111333', is_bind_google: 1 });
  });

  test('a phone that already has an account is offered a merge, confirmed with its password', async ({ page, sim }) => {
    await startSocial(page, 'Google');
    await page.getByRole('link', { name: /kim\.novak/ }).click();
    await expect(page).toHaveURL(/\/register-email\?id=[^&]+&type=3$/, { timeout: 15_000 });

    await completeDetails(page, sim, '600111444');
    const offer = page.getByRole('alertdialog', { name: 'Merge accounts' });
    await expect(offer).toContainText(
      'This phone number is already registered. Link your Google sign-in to that account?',
    );
    await offer.getByRole('button', { name: 'Cancel' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Step 1 of 3/ })).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('alertdialog', { name: 'Merge accounts' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: /^Step 2 of 3/ })).toBeFocused();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: /^Step 3 of 3: Confirm your password/ })).toBeFocused();
    await page.getByLabel('Password of your existing account').fill('Tile2026');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/register-success$/);
    // Merged: the existing account, its profile kept, now linked to Google.
    expect(await storedUser(page)).toMatchObject({ phone: '600111444', is_bind_google: 1 });
  });
});

test.describe('complete info', () => {
  test('a signed-in client completes the profile and is taken to the appointment page after 5 s', async ({ page }) => {
    await page.goto('/login-text');
    await page.getByRole('checkbox', { name: /I have read and agree to/ }).check();
    await page.getByRole('textbox', { name: 'Account' }).fill('600111444');
    await page.getByLabel('Password', { exact: true }).fill('Tile2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login Successfully')).toBeVisible();

    await page.clock.install();
    await page.goto('/complete-info');
    await page.getByLabel('First name').fill('');
    await page.getByLabel('E-mail').fill('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Information is not complete').first()).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Information is not complete');
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Information is not complete');

    await page.getByLabel('First name').fill('Marta');
    await page.getByLabel('E-mail').fill('marta@example.com');
    await page.getByRole('button', { name: /^Location/ }).click();
    const location = page.getByRole('dialog', { name: 'Location' });
    const countries = location.getByRole('listbox', { name: 'Country' });
    const country = (await countries.getByRole('option').nth(1).textContent()) ?? '';
    await countries.getByRole('option').nth(1).click();
    const city =
      (await location.getByRole('listbox', { name: 'City' }).getByRole('option', { selected: true }).textContent()) ??
      '';
    await location.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: /^Location/ })).toHaveAccessibleName(
      new RegExp(`^Location ${country} / .+ / ${city}$`),
    );

    await page.getByRole('button', { name: /^Gender/ }).click();
    const gender = page.getByRole('dialog', { name: 'Gender' });
    await gender.getByRole('option', { name: 'Female' }).click();
    await gender.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: /^Gender/ })).toHaveAccessibleName('Gender Female');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('heading', { name: 'Your information is saved' })).toBeFocused();
    await expect(page.getByText('Going to store appointment in 5 s')).toBeVisible();
    expect(await storedUser(page)).toMatchObject({ first_name: 'Marta', email: 'marta@example.com', gender: '2' });
    await page.clock.runFor(5_100);
    await expect(page).toHaveURL(/\/appointment$/);
  });
});
