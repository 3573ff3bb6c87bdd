import { expect, test } from '../support/fixtures';

// Online service (/service) and the map test (/test): the service and location pages of the account issue.

test.describe('online service', () => {
  test('without a chat page it says so and offers the representative’s phone', async ({ page }) => {
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
        body: "window.__STOREFRONT_CONFIG__ = { apiBaseUrl: '', cdnBaseUrl: '/cdn/', chatUrl: '/chat-stand-in' };",
      }),
    );
    await page.route('**/chat-stand-in', (route) =>
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
    await expect(page.getByText('A real map is not shown on this test page')).toBeVisible();
    await expect(page.getByText('This device')).toBeVisible();
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
