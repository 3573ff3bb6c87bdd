import { expect, test } from '../support/fixtures';

// Online service (/service), the map test (/test) and the city chooser: the service and location pages of the
// session, regions and account entry issue.

test.describe('online service', () => {
  test("embeds the simulator's stand-in chat by default, which answers a message", async ({ page }) => {
    await page.goto('/service');
    const frame = page.frameLocator('iframe[title="Customer service chat"]');
    await expect(frame.getByRole('heading', { name: 'Chat with us' })).toBeVisible();
    await frame.getByLabel('Message', { exact: true }).fill('Do you have Calacatta in 120x260?');
    await frame.getByRole('button', { name: 'Send' }).click();
    await expect(frame.getByText('Thank you! A consultant will reply shortly.')).toBeVisible();
  });

  test('without a chat page it says so and offers the representative’s phone', async ({ page }) => {
    await page.route('**/config.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "window.__STOREFRONT_CONFIG__ = { apiBaseUrl: '', cdnBaseUrl: '/cdn/', chatUrl: '/stand-in/no-such-chat.html' };",
      }),
    );
    await page.goto('/service');
    await expect(page.getByRole('heading', { name: 'Customer service is not available right now' })).toBeVisible();
    const call = page.getByRole('link', { name: /^Call \+\d+/ });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', /^tel:\+\d+$/);
  });

  test('with a chat URL in the runtime config it embeds that page', async ({ page }) => {
    await page.route('**/config.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "window.__STOREFRONT_CONFIG__ = { apiBaseUrl: '', cdnBaseUrl: '/cdn/', chatUrl: '/chat-stand-in.html' };",
      }),
    );
    await page.route('**/chat-stand-in.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Chat</title><h1>Chat with us</h1>' }),
    );
    await page.goto('/service');
    const frame = page.frameLocator('iframe[title="Customer service chat"]');
    await expect(frame.getByRole('heading', { name: 'Chat with us' })).toBeVisible();
  });
});

test.describe('map test', () => {
  test('shows the device position when the browser gives one', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 41.38879, longitude: 2.15899 });
    await page.goto('/test');
    await expect(page.getByText('This device')).toBeVisible();
    // A real map at zoom 15 from the configured tile provider (the simulator's offline tiles).
    await expect(page.getByRole('region', { name: 'Map of 0 stores around you' })).toBeVisible();
    await expect(page.locator('img[src*="/stand-in/tiles/15/"]').first()).toBeVisible();
    await expect(page.getByText('41.38879')).toBeVisible();
    await expect(page.getByText('2.15899')).toBeVisible();
  });

  test("says 'Location Failed' and falls back to the network position when refused", async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/test');
    await expect(page.getByText('Location Failed')).toBeVisible();
    await expect(page.getByText('Estimated from the network')).toBeVisible();
  });
});

test.describe('city chooser', () => {
  test('lists the region’s cities A–Z, finds one by search and keeps it in the history', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 40.4168, longitude: -3.7038 });
    await page.goto('/');
    await page.goto('/city-chooser');
    const chooser = page.getByRole('region', { name: 'Choose a city' });
    await expect(chooser.getByRole('heading', { name: 'Current location' })).toBeVisible();
    const index = page.getByRole('navigation', { name: 'City index' });
    await expect(index).toBeVisible();
    // On a 375 x 812 screen every index letter is a 24 px touch target (WCAG 2.2 target size).
    const heights = await index
      .locator('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
    const first = chooser.locator('.sf-city-chooser__city').first();
    await expect(first).toBeVisible();
    const name = (await first.textContent()) ?? '';

    await chooser.getByRole('searchbox').fill(name.slice(0, 4));
    await chooser.getByRole('button', { name, exact: true }).click();
    await expect(page).not.toHaveURL(/city-chooser/);

    await page.goto('/city-chooser');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('button', { name, exact: true })).toBeVisible();
    const kept = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sf.cityHistory') ?? 'null') as { value: { name: string }[] },
    );
    expect(kept.value.map((c) => c.name)).toEqual([name]);
  });

  test("says 'Location Failed' when the position cannot be found", async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/city-chooser');
    await expect(page.getByRole('region', { name: 'Current location' }).getByText('Location Failed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Re-locate' })).toBeEnabled();
  });
});
