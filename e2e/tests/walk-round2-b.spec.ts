import type { Locator, Page } from '@playwright/test';
import type { rules } from '@storefront/sdk';
import { expect, test, type SimulatorFixture } from '../support/fixtures';
import { bookVisitAndPurchase } from '../support/appointments';
import { storeUser } from '../support/session';

// Defects of the second customer walk at 375 x 812 (each test failed before its fix).

const MADRID = { latitude: 40.4168, longitude: -3.7038 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

type SeedStore = rules.StoreSchedule & { id: number; store_name: string; latitude: number; longitude: number };

/** The app's dates as the region's country writes them: one date format, one date-time format. */
function regionFormats(sim: SimulatorFixture) {
  const country = (sim.region() as unknown as { datacenter: { country_code: string } }).datacenter.country_code;
  const locale = `en-${country}`;
  return {
    date: (value: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value)),
  };
}

/** Every path the app's router moves to (push or replace), recorded from before the page loads. */
async function recordRoutes(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { routesSeen: string[] }).routesSeen = seen;
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url) seen.push(new URL(String(url), location.href).pathname);
        original(state, unused, url);
      };
    }
  });
}

test.describe('what a customer sees, round two', () => {
  test('/appointment opens its map with the nearest store in view (no device position: the region centre)', async ({
    page,
    sim,
  }) => {
    const api = await sim.api();
    const spot = await api.call('getPosition', { body: {} });
    if (!spot.ok) throw new Error('getPosition failed');
    const { latitude, longitude } = spot.data.position;
    const list = await api.call('getAppointmentStoreList', { body: { latitude, longitude } });
    if (!list.ok) throw new Error('getAppointmentStoreList failed');
    const nearest = list.data.list.find((s) => s.latitude !== 0 || s.longitude !== 0)!;

    await page.goto('/appointment');
    await expect(page.getByText(nearest.store_name).first()).toBeVisible();
    const map = page.getByRole('region', { name: /^Map of/ });
    const marker = map.locator(`.sf-appointment__marker--store-${nearest.id} svg`);
    await expect(marker).toBeVisible();
    await expect
      .poll(async () => {
        const [area, pin] = await Promise.all([boxOf(map), boxOf(marker)]);
        const tip = { x: pin.x + pin.width / 2, y: pin.y + pin.height - 2 };
        return tip.x > area.x && tip.x < area.x + area.width && tip.y > area.y && tip.y < area.y + area.height;
      })
      .toBe(true);
  });

  test('/search-store lists the stores nearest first with a visible hint before anything is typed', async ({
    page,
    context,
    sim,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(MADRID);
    const stores = (sim.region() as unknown as { stores: SeedStore[] }).stores;
    await page.goto('/search-store');
    await expect(page.getByText('Type a store name or address, or choose a store below.')).toBeVisible();
    const shown = page.getByRole('list', { name: 'Stores', exact: true }).getByRole('listitem');
    await expect(shown).toHaveCount(stores.length);
    const metres = await shown.evaluateAll((items) =>
      items.map((item) => Number((/([\d,]+) m\b/.exec(item.textContent ?? '')?.[1] ?? 'NaN').replace(/,/g, ''))),
    );
    expect(metres.every(Number.isFinite)).toBe(true);
    expect(metres).toEqual([...metres].sort((a, b) => a - b));

    // The empty-search rule stays: no placeholder to fall back on, so an empty search asks for content.
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByText('Please enter content')).toBeVisible();
    await page.getByRole('searchbox').fill('zzzz');
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByText('Unfortunately, there are no 「zzzz」 relevant results')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Stores', exact: true })).toHaveCount(0);
  });

  test('Log Out keeps the settings page behind its message until the move home', async ({ page, sim }) => {
    await storeUser(page, sim);
    await recordRoutes(page);
    await page.goto('/setting');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('You have logged out. Going to the home page…')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
    const routes = await page.evaluate(() => (window as unknown as { routesSeen?: string[] }).routesSeen ?? []);
    expect(routes).not.toContain('/login');
  });

  test.describe('dates', () => {
    test.use({ timezoneId: 'UTC' });

    test('every date reads in the one format of the region', async ({ page, sim }) => {
      test.setTimeout(45_000);
      const format = regionFormats(sim);
      const info = await storeUser(page, sim, '34600111444');
      const api = await sim.api(info.access_user_token);
      const { date } = await bookVisitAndPurchase(sim, api, info, '34600111444');
      const visits = await api.call('getClientRecordList', { body: {} });
      const bought = await api.call('getMyTransactionList', { body: {} });
      const viewed = await api.call('getRecentlyViewedList', {
        body: { sort_type: 1, browsing_type: 2, is_product: 1, is_case: 1, is_display: 1 },
      });
      if (!visits.ok || !bought.ok || !viewed.ok) throw new Error('seed calls failed');

      await page.goto('/appointment-record');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('list', { name: 'My Appointment' })).toContainText(format.date(date));
      await page.getByRole('tab', { name: /^Store Record/ }).click();
      await expect(page.getByRole('list', { name: 'Store Record' })).toContainText(
        format.date(visits.data.list[0]!.create_time),
      );
      await page.getByRole('tab', { name: /^Purchase History/ }).click();
      await expect(page.getByRole('list', { name: 'Purchase History' })).toContainText(
        format.date(bought.data.list[0]!.create_time),
      );

      await page.goto('/person-recently');
      const first = viewed.data.list[0]!;
      await expect(page.getByRole('link', { name: new RegExp(first.content_name) }).first()).toContainText(
        format.date(first.last_time),
      );
    });
  });

  test('store distance reads in metres on home and on /appointment alike', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(MADRID);
    await page.goto('/');
    const card = page.locator('section[aria-labelledby="home-store-title"]');
    await expect(card).toBeVisible();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const homeDistance = (await card.locator('.sf-home__store-meta span').last().textContent()) ?? '';
    expect(homeDistance).toMatch(/^\d{1,3}(,\d{3})* m$/);

    await page.goto('/appointment');
    const listed = page
      .locator('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(listed).toContainText(homeDistance);
  });

  test('/template-detail: the floating buttons leave "In this room" clear, and Back to top stays away from an unscrolled page', async ({
    page,
  }) => {
    await page.goto('/template-detail?id=2&uuid=tpl-dc-eu-002&name=Warm%20Minimal%20Living&is_fav=2');
    await expect(page.getByRole('button', { name: 'Products' })).toBeVisible({ timeout: 15_000 });
    const panel = page.getByRole('region', { name: 'In this room' });
    await expect(panel).toBeVisible();
    const quick = page.getByRole('group', { name: 'Quick actions' });
    await expect(quick.getByRole('button', { name: 'Calculator' })).toBeVisible();
    await expect(quick.getByRole('button', { name: 'Back to top' })).toHaveCount(0);

    const panelBox = await boxOf(panel);
    for (const button of await quick.getByRole('button').all()) {
      const box = await boxOf(button);
      expect(overlaps(panelBox, box), `${JSON.stringify(panelBox)} under ${JSON.stringify(box)}`).toBe(false);
    }
  });

  test('an empty booking form takes the customer to its first missing field, the date', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(MADRID);
    await page.goto('/appointment-info?id=1');
    await expect(page.getByRole('region', { name: 'Store' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    await expect(page.getByText('Required fields not selected.').first()).toBeVisible();
    const date = page.getByRole('button', { name: /^Date/ });
    await expect(date).toBeFocused();
    await expect(date).toBeInViewport({ ratio: 1 });
  });
});
