import type { Page } from '@playwright/test';
import type { SimulatorFixture } from './fixtures';

/** Puts a signed-in user into storage the way the app keeps it (session/state.ts setUserInfo), before the page loads. */
export async function storeUser(page: Page, sim: SimulatorFixture, userName?: string) {
  const info = await sim.signIn(userName);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('sf.userInfo')) {
      localStorage.setItem('sf.userInfo', JSON.stringify({ value, expiresAt: Date.now() + 7 * 24 * 3600 * 1000 }));
      localStorage.setItem('sf.datacenter', JSON.stringify({ value: 'dc-eu', expiresAt: null }));
    }
  }, info);
  return info;
}

/** From /login: 'Log in with account', the agreement, a seeded account's phone and password, then Login. */
export async function logInWithAccount(page: Page, account = '600111222', password = 'Tile2026') {
  await page.getByRole('button', { name: 'Log in with account' }).click();
  await page.getByRole('checkbox', { name: /I have read and agree to/ }).check();
  await page.getByRole('textbox', { name: 'Account' }).fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
