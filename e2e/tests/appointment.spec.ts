import { rules } from '@storefront/sdk';
import zxing from '@zxing/library';
import { describeViolations, seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { bookVisitAndPurchase, chooseDate, nextOpening } from '../support/appointments';
import { storeUser } from '../support/session';

const { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = zxing;
const MADRID = { latitude: 40.4168, longitude: -3.7038 };

/** The text of the simulator's QR picture (an SVG of 8-unit modules drawn as runs 'M x y h w'), read with zxing. */
function decodeQrSvg(svg: string): string {
  const size = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1] ?? 0) / 8;
  const scale = 4;
  const pixels = new Uint8ClampedArray(size * scale * size * scale).fill(255);
  for (const [, x, y, w] of svg.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let mx = Number(x) / 8; mx < (Number(x) + Number(w)) / 8; mx += 1) {
      for (let py = 0; py < scale; py += 1)
        for (let px = 0; px < scale; px += 1)
          pixels[((Number(y) / 8) * scale + py) * size * scale + mx * scale + px] = 0;
    }
  }
  const source = new RGBLuminanceSource(pixels, size * scale, size * scale);
  return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
}

test.describe('store appointments', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(MADRID);
  });

  test('the store map: tiles, Nearby and Other stores on a 12-hour clock, search that chooses a store', async ({
    page,
    sim,
  }) => {
    const tile = page.waitForResponse((r) => r.url().includes('/stand-in/tiles/15/'));
    await page.goto('/appointment');
    await expect(page.getByRole('heading', { level: 1, name: 'Store Appointment' })).toBeVisible();
    // A real map at zoom 15: tiles come from the configured provider (the simulator's offline street map).
    expect((await tile).headers()['content-type']).toMatch(/^image\/svg\+xml/);
    await expect(page.locator('img[src*="/stand-in/tiles/15/"]').first()).toBeVisible();
    // The configured reverse geocoder names the place (the simulator's stand-in: the nearest city).
    await expect(page.getByText('You are near Madrid')).toBeVisible();
    const stores = page.locator('main').getByRole('listitem');
    await expect(stores).toHaveCount(5);
    await expect(page.getByText('Open 6:00 p.m. - 2:00 a.m.')).toBeVisible();
    await expect(page.getByText(/Open 9:00 a\.m\. - 7:00 p\.m\./).first()).toBeVisible();
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.getByRole('button', { name: 'Search for a store' }).click();
    await expect(page).toHaveURL(/\/search-store$/);
    // The search row is the top of this page (no page header above it), not a row left under an empty band.
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByText('Please enter content')).toBeVisible();
    const last = (sim.region() as unknown as { stores: { store_name: string; adds: string }[] }).stores[4]!;
    await page.getByRole('searchbox').fill(last.adds.split(',')[0]!);
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('list', { name: 'Stores found' }).getByRole('button').first().click();
    await expect(page).toHaveURL(/\/appointment$/);
    await expect(page.locator('main [aria-current="true"]')).toContainText(last.store_name);
  });

  test('a guest books: the required messages, a phone code, the QR after 5 s reads back; past its hour it expires', async ({
    page,
    sim,
  }) => {
    test.setTimeout(60_000);
    const { date, time } = nextOpening(sim, 1);
    await page.goto('/appointment-info?id=1');
    await expect(page.getByRole('radio', { name: rules.timeText(time) })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Required fields not selected.').first()).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Required fields not selected.');
    await expect(page.getByRole('button', { name: /^Date/ })).toHaveAccessibleDescription(
      'Required fields not selected.',
    );

    await chooseDate(page, date);
    await page.getByRole('radio', { name: rules.timeText(time), exact: true }).check();
    await page.getByLabel('First name').fill('Noa');
    await page.getByLabel('Last name').fill('Serrano');
    await page.getByRole('radio', { name: 'Female', exact: true }).check();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('600777055');
    await page.getByRole('button', { name: 'Obtain' }).click();
    await expect(page.getByRole('button', { name: '59s' })).toBeVisible();
    await page.getByLabel('Verification code').fill(await sim.lastCode('34600777055', 1));
    await page.getByRole('radio', { name: 'Renovation' }).check();
    await page.getByRole('checkbox', { name: 'Kitchen' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Booking…' })).toBeVisible();
    await expect(page).toHaveURL(/\/appointment-success\?id=\d+$/);

    await expect(page.getByText('Preparing your appointment code…')).toBeVisible();
    const qr = page.getByRole('img', { name: /^Appointment code SFAPPT-/ });
    await expect(qr).toHaveCount(0);
    await expect(qr).toBeVisible({ timeout: 7000 });
    const value = (await qr.getAttribute('alt'))!.replace('Appointment code ', '');
    const svg = await (await page.request.get((await qr.getAttribute('src'))!)).text();
    expect(decodeQrSvg(svg)).toBe(value);

    // The simulator's clock moves past the slot's hour: the unvisited appointment has expired.
    await sim.control('setClock', { epoch_ms: rules.slotStartMs(date, time) + rules.SLOT_MS });
    await page.goto('/appointment-record');
    const mine = page.getByRole('list', { name: 'My Appointment' }).getByRole('listitem');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Expired');
    await mine.getByRole('button').click();
    await expect(page.getByRole('button', { name: 'Appointment Code Expired' })).toBeDisabled();
  });

  test('visited with a purchase: the review prompt, every evaluation message, then the visit and the purchase', async ({
    page,
    sim,
  }) => {
    test.setTimeout(60_000);
    const info = await storeUser(page, sim, '34600111444');
    const api = await sim.api(info.access_user_token);
    await page.goto('/appointment-info?id=1');
    await expect(page.getByLabel('First name')).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveCount(0);

    await bookVisitAndPurchase(sim, api, info, '34600111444');

    await page.goto('/appointment-record');
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toContainText('You have a store visit waiting for your review. Write it now?');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('tab', { name: /^Store Record/ })).toHaveAttribute('aria-selected', 'true');
    const sheet = page.getByRole('dialog', { name: 'Evaluate your visit' });
    const submit = () => sheet.getByRole('button', { name: 'Submit' }).click();
    await submit();
    await expect(page.getByText('The evaluate is not filled')).toBeVisible();
    const stars = sheet.getByRole('slider', { name: 'Your rating' });
    await stars.focus();
    for (let n = 0; n < 4; n += 1) await stars.press('ArrowRight');
    await submit();
    await expect(page.getByText('Was your adviser helpful is not filled')).toBeVisible();
    await sheet.getByRole('radio', { name: 'Very helpful' }).check();
    await submit();
    await expect(page.getByText('What did you like is not filled')).toBeVisible();
    await sheet.getByRole('checkbox', { name: 'The displays' }).check();
    await submit();
    await expect(page.getByText('What could we do better is not filled')).toBeVisible();
    await sheet.getByLabel('What could we do better').fill('More samples to take home');
    await submit();
    await expect(page.getByText('The remark is not filled')).toBeVisible();
    await sheet.getByLabel('Remark').fill('Marta knew every collection');
    await submit();
    await expect(page.getByText('Thank you for your evaluation')).toBeVisible();
    await expect(sheet).toHaveCount(0);
    const visit = page.getByRole('list', { name: 'Store Record' }).getByRole('listitem');
    await expect(visit.getByRole('img', { name: /^Your rating: 4/ })).toBeVisible();
    await expect(visit.getByRole('button', { name: 'Evaluate' })).toHaveCount(0);

    await visit.getByRole('button', { name: 'Browse Records' }).click();
    await expect(page).toHaveURL(/\/appointment-browse\?id=\d+$/);
    await expect(page.getByRole('list', { name: 'Collections' }).getByRole('listitem')).toHaveCount(3);
    await page.getByRole('tab', { name: 'Cases' }).click();
    await expect(page.getByRole('list', { name: 'Cases' }).getByRole('listitem')).toHaveCount(2);
    await page.goBack();

    await page.getByRole('tab', { name: 'Purchase History' }).click();
    await page.getByRole('list', { name: 'Purchase History' }).getByRole('button').first().click();
    await expect(page).toHaveURL(/\/appointment-detail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Purchase History Detail' })).toBeVisible();
    await expect(page.getByText(/^Ksh [\d.,]+$/).first()).toBeVisible();
    await expect(page.getByText(/\d+ boxes/).first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Deal picture 1' })).toBeVisible();

    await page.goto('/appointment-record');
    await expect(page.getByRole('list', { name: 'My Appointment' }).getByRole('listitem')).toContainText('Completed');
  });
});
