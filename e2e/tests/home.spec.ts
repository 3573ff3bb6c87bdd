import type { Page } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import { builtFile } from '../support/build';
import { settleAnimations } from '../support/animations';
import { expect, test, type SimulatorFixture } from '../support/fixtures';
import { expectPopupStaysAway, withAdsSeen } from '../support/home';
import { storedValue } from '../support/storage';

async function guestToken(page: Page): Promise<string | null | undefined> {
  return (await storedValue<{ access_guest_token: string }>(page, 'sf.guestInfo'))?.access_guest_token;
}

type Region = ReturnType<SimulatorFixture['region']> & {
  brands: { brand_name: string; product_type_list: { type_name: string }[] }[];
  caseSubjects: { case_subject_name: string }[];
  banners: { id: number; title: string; type: number; content: string }[];
  hotwords: { hotword: string; type: number | null }[];
  ads: { id: number; title: string; content_type: number; content: string }[];
};

test.describe('home', () => {
  test('a first visit gets a guest token and shows every block from the simulator', async ({ page, sim }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    expect(await guestToken(page)).toMatch(/^g_/);
    const region = sim.region() as Region;

    // Popup first: it covers the page until closed.
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect(page.getByRole('group', { name: `1 of ${region.banners.length}` })).toBeVisible();
    for (const brand of region.brands) {
      await expect(page.getByRole('heading', { name: brand.brand_name, exact: true })).toBeVisible();
      const types = page.getByRole('list', { name: `${brand.brand_name} product types` });
      for (const type of brand.product_type_list)
        await expect(types.getByText(type.type_name, { exact: true })).toBeAttached();
    }
    for (const subject of region.caseSubjects)
      await expect(page.getByText(subject.case_subject_name, { exact: true })).toBeAttached();

    await expect(page.getByRole('heading', { name: 'Real Case' })).toBeVisible();
    const cases = page.locator('#home-case-list > li');
    await expect(cases).toHaveCount(2);
    await page.getByRole('button', { name: 'See All' }).click();
    await expect(cases).toHaveCount(6);

    await expect(page.getByRole('button', { name: 'Appointment', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeAttached();

    await settleAnimations(page);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('a first visit asks for each of the home blocks once', async ({ page }) => {
    // The calls start before the page renders (the route's start); the page must show those loads, not repeat them.
    const calls: string[] = [];
    page.on('request', (request) => {
      const operation = /\/api\/v1\/[^/]+\/([^/?]+)$/.exec(request.url())?.[1];
      if (operation) calls.push(operation);
    });
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Real Case' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Appointment', exact: true })).toBeVisible();
    const home = [
      'getMainPageInfo',
      'getMainPageBanner',
      'getSearchHotwordList',
      'getCaseList',
      'getAD',
      'getPosition',
      'getAppointmentStoreList',
      'getCustomerServiceInfo',
    ];
    for (const operation of home)
      expect(
        calls.filter((call) => call === operation),
        operation,
      ).toHaveLength(1);
  });

  test('the first banner picture is fetched as soon as the banner list is here, not after the slowest home call', async ({
    page,
    sim,
  }) => {
    await sim.control('injectFault', { operationId: 'getCaseList', kind: 'latency', latency_ms: 3000 });
    const region = sim.region() as Region & { banners: { img: string }[] };
    const file = region.banners[0]!.img.split('/').pop()!;
    await withAdsSeen(
      page,
      region.ads.map((ad) => ad.id),
    );
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(file)) events.push('banner picture requested');
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/getCaseList')) events.push('case list answered');
    });
    await page.goto('/');
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(2);
    expect(events).toEqual(['banner picture requested', 'case list answered']);
    await expect(
      page.getByRole('region', { name: 'Featured' }).getByRole('img', { name: region.banners[0]!.title }),
    ).toBeVisible();
  });

  test("an unseen ad's picture is fetched as soon as the ad list is here, while the popup's code is still coming", async ({
    page,
    sim,
  }) => {
    const ad = (sim.region() as Region & { ads: { img: string }[] }).ads[0]!;
    const file = ad.img.split('/').pop()!;
    const events: string[] = [];
    // The popup's own chunk is slow to come: its picture must not wait for it.
    await page.route(`**/${builtFile('ui/src/ad-popup/index.ts')}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      events.push('popup code answered');
      await route.continue();
    });
    page.on('request', (request) => {
      if (request.url().endsWith(file)) events.push('ad picture requested');
    });
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });
    expect(events).toEqual(['ad picture requested', 'popup code answered']);
  });

  test('the banner carousel advances by itself every 5 s', async ({ page, sim }) => {
    await withAdsSeen(
      page,
      (sim.region() as Region).ads.map((ad) => ad.id),
    );
    await page.clock.install();
    await page.goto('/');
    const dots = page.getByRole('button', { name: /Go to slide/ });
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    // From here the page's clock moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const current = () => dots.evaluateAll((all) => all.findIndex((d) => d.getAttribute('aria-current') === 'true'));

    // The first advance comes within 5 s (checked in 1 s steps)...
    let waited = 0;
    while ((await current()) === 0 && waited < 6000) {
      await page.clock.runFor(1000);
      waited += 1000;
    }
    expect(waited).toBeLessThanOrEqual(5000);
    await expect.poll(current).toBe(1);
    // ...and the next one 5 s after it: not after 3.9 s more, but within 5.1 s.
    await page.clock.runFor(3900);
    expect(await current()).toBe(1);
    await page.clock.runFor(1200);
    await expect.poll(current).toBe(2);
  });

  test('each banner type lands on its route with the id in the query', async ({ page, context, sim }) => {
    await context.route('https://example.com/**', (route) =>
      route.fulfill({ status: 200, body: 'outside page', contentType: 'text/plain' }),
    );
    const region = sim.region() as Region;
    await withAdsSeen(
      page,
      region.ads.map((ad) => ad.id),
    );
    await page.goto('/');
    const expected: Record<number, (content: string, title: string) => string> = {
      2: (id) => `/brand?id=${id}`,
      3: (id) => `/product-detail?id=${id}`,
      4: (id) => `/cases-detail?id=${id}`,
      5: (id) => `/cases-subject?id=${id}`,
      6: (id, title) => `/template-detail?${new URLSearchParams({ id, name: title })}`,
    };
    for (const [index, banner] of region.banners.entries()) {
      await page.getByRole('button', { name: `Go to slide ${index + 1}` }).click();
      const slide = page.getByRole('group', { name: `${index + 1} of ${region.banners.length}` });
      if (banner.type === 1) {
        const popup = context.waitForEvent('page');
        await slide.click();
        expect((await popup).url()).toBe(banner.content);
        await (await popup).close();
        continue;
      }
      await slide.click();
      await expect(page).toHaveURL(
        (url) => `${url.pathname}${url.search}` === expected[banner.type]!(banner.content, banner.title),
      );
      await page.goBack();
      await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    }
  });

  test('the popup shows unseen ads only, and an ad once viewed does not come back', async ({ page, sim }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    const region = sim.region() as Region;
    await popup.getByRole('button', { name: region.ads[0]!.title }).click();
    await expect(page).not.toHaveURL(/\/$/);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    if (region.ads.length > 1) {
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('button', { name: region.ads[0]!.title })).toHaveCount(0);
      await popup.getByRole('button', { name: region.ads[1]!.title }).click();
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    }
    await expectPopupStaysAway(page);
  });

  test('an ad popup closed with × does not come back on the next visit', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
    await expectPopupStaysAway(page);
  });

  test('tapping the hot word opens search with its type and the word as placeholder', async ({ page, sim }) => {
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: 'Close' }).click();
    const region = sim.region() as Region;
    const first = region.hotwords[0]!;
    await page
      .getByRole('button', { name: /Search/ })
      .first()
      .click();
    const type = first.type === 1 ? 'cases' : first.type === 2 ? 'product' : null;
    const url = new URL(page.url());
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('type')).toBe(type);
    expect(url.searchParams.get('placeholder')).toBe(first.hotword);
  });

  test('a status 100 clears the session and reloads with a new guest token', async ({ page, sim }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    const before = await guestToken(page);
    await sim.control('injectFault', { operationId: 'getMainPageInfo', kind: 'status', status: 100, msg: 'expired' });
    const reloaded = page.waitForEvent('load');
    await page.reload();
    await reloaded;
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect
      .poll(async () => {
        const token = await guestToken(page);
        return token && token !== before ? token : null;
      })
      .toMatch(/^g_/);
  });

  test("a transport failure shows 'request error', and Try again recovers", async ({ page, sim }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await sim.control('injectFault', { operationId: 'getMainPageInfo', kind: 'drop' });
    await page.reload();
    // The popup is modal, so the toast's live region is read by text rather than through the accessibility tree.
    await expect(page.getByText('request error', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  });

  test('an unknown address gets a real not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the header menu opens on the first tap, takes focus, closes on Escape and opens a section', async ({
    page,
    sim,
  }) => {
    await withAdsSeen(
      page,
      (sim.region() as Region).ads.map((ad) => ad.id),
    );
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const menu = page.getByRole('menu', { name: 'Main menu' });
    await expect(menu.getByRole('menuitem')).toHaveText(['Home', 'Collections', 'Display', 'Cases', 'Account']);
    await expect(menu.getByRole('menuitem', { name: 'Home' })).toBeFocused();
    await settleAnimations(page);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await menu.getByRole('menuitem', { name: 'Cases' }).click();
    await expect(page).toHaveURL(/\/cases$/);
  });
});

test.describe('browser notice', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  test('another browser is advised to use Chrome until the notice is dismissed for the session', async ({
    page,
    sim,
  }) => {
    await withAdsSeen(
      page,
      (sim.region() as Region).ads.map((ad) => ad.id),
    );
    await page.goto('/');
    const notice = page.getByRole('complementary', { name: 'Browser notice' });
    await expect(notice).toContainText('For the best experience, open this page in Google Chrome.');
    await notice.getByRole('button', { name: 'Dismiss browser notice' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Home' })).toBeAttached();
    await expect(notice).toHaveCount(0);
  });
});
