import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// The app under its Content-Security-Policy (issue 14): every page that embeds or loads something from elsewhere
// (3D frame, chat frame, map tiles, product pictures) works with no CSP violation reported.

/** Collects CSP violations both ways a browser reports them: the event in each frame, and its console line. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (t: string) => void }).__reportCspViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI} in ${location.pathname}`);
    });
  });
  return seen;
}

test.describe('the app under its CSP', () => {
  test('is served with the security headers', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('home, a product, the 3D frame, the chat frame and the store map report no CSP violation', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 40.4168, longitude: -3.7038 });
    const violations = await recordViolations(page);

    // The store map first (tiles are pictures of the configured tile server, the geocoder is a call).
    await page.goto('/appointment');
    await expect(page.locator('img[src*="/stand-in/tiles/15/"]').first()).toBeVisible();
    await expect(page.getByText('You are near Madrid')).toBeVisible();

    await page.goto('/');
    await expect(page.locator('main img').first()).toBeVisible();

    await page.goto('/product-detail?id=4');
    await expect(page.locator('main img').first()).toBeVisible();

    await page.goto('/template-detail?id=tpl-dc-eu-001&name=3D%20room%3A%20Nordic%20Living');
    // The page shows its Products button once the framed viewer has said it is ready.
    await expect(page.getByRole('button', { name: 'Products' })).toBeVisible({ timeout: 15_000 });

    await page.goto('/service');
    const chat = page.frameLocator('iframe[title="Customer service chat"]');
    await expect(page.locator('iframe[title="Customer service chat"]')).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-forms',
    );
    await chat.getByLabel('Message', { exact: true }).fill('Hello');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByText('Thank you! A consultant will reply shortly.')).toBeVisible();

    expect(violations).toEqual([]);
  });

  test('the login page cannot be framed by another site', async ({ page, sim }) => {
    // about:blank is no origin of the app: frame-ancestors 'self' (and X-Frame-Options) must stop the frame.
    await page.goto('about:blank');
    await page.setContent(`<iframe id="victim" src="${sim.url}/login"></iframe>`);
    await expect
      .poll(() => page.frames().map((f) => f.url()), { timeout: 5_000 })
      .toContain('chrome-error://chromewebdata/');
    expect(page.frames().some((f) => f.url().startsWith(sim.url))).toBe(false);
  });
});
