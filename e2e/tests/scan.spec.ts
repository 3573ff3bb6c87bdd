import type { Page } from '@playwright/test';
// The QR encoder of @zxing/library (installed with the ui's @zxing/browser); the `qrcode` package is not installed.
import zxing from '@zxing/library';
import { expect, test, type SimulatorFixture } from '../support/fixtures';

const { BarcodeFormat, EncodeHintType, QRCodeWriter } = zxing;

/** A PNG of the QR code of `text`, drawn by the browser from zxing's matrix (8 px a module, 4 modules of margin). */
async function qrPng(page: Page, text: string): Promise<Buffer> {
  const matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0, new Map([[EncodeHintType.MARGIN, 4]]));
  const rows: boolean[][] = [];
  for (let y = 0; y < matrix.getHeight(); y += 1) {
    const row: boolean[] = [];
    for (let x = 0; x < matrix.getWidth(); x += 1) row.push(matrix.get(x, y));
    rows.push(row);
  }
  return pngFromCells(page, rows);
}

async function pngFromCells(page: Page, rows: boolean[][]): Promise<Buffer> {
  const dataUrl = await page.evaluate((cells) => {
    const scale = 8;
    const canvas = document.createElement('canvas');
    canvas.width = (cells[0]?.length ?? 0) * scale;
    canvas.height = cells.length * scale;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#000';
    cells.forEach((row, y) => row.forEach((dark, x) => dark && context.fillRect(x * scale, y * scale, scale, scale)));
    return canvas.toDataURL('image/png');
  }, rows);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

async function qrText(
  sim: SimulatorFixture,
  target: { type: number; id?: string; site?: string; datacenter_uuid?: string },
): Promise<string> {
  const answer = await sim.control('qrText', { origin: 'https://tiles.example.com', ...target });
  return (answer.data as { text: string }).text;
}

const albumButton = (page: Page) => page.getByRole('button', { name: 'Choose from album' }).and(page.locator('button'));

/** Picks an image from the album through the scanner's own button. */
async function pickFromAlbum(page: Page, png: Buffer, name = 'code.png') {
  const chooser = page.waitForEvent('filechooser');
  // The visible button (the hidden file input it opens carries the same name).
  await albumButton(page).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: png });
}

async function openScanner(page: Page) {
  await page.goto('/');
  await page.goto('/scan');
  await expect(page.getByText('Recognize the QR Code')).toBeVisible();
}

/** The simulator's own QR picture (the SVG QA prints or shows), drawn into a PNG the way a photo of it would be. */
async function pngOfSvg(page: Page, svg: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(async (markup) => {
    const image = new Image();
    image.src = `data:image/svg+xml;base64,${btoa(markup)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return canvas.toDataURL('image/png');
  }, svg);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

test.describe('scan', () => {
  test("the simulator's QR picture for the product center (type 5, id 1) reads back in the scanner", async ({
    page,
    sim,
  }) => {
    await openScanner(page);
    const answer = await sim.control('qrText', { type: 5, id: '1', datacenter_uuid: 'dc-eu' });
    await pickFromAlbum(page, await pngOfSvg(page, (answer.data as { svg: string }).svg));
    await expect(page).toHaveURL(/\/product-center\?id=1$/);
  });

  test('a product code picked from the album opens the product after the loading delay', async ({ page, sim }) => {
    // The page notes when 'Waiting...' appears and when it leaves for the product: timed inside the page, the 1 s
    // delay (its timer is unit-tested) is checked without racing a busy machine from outside (a fake clock raced
    // the decoder's own timers; a wait from the test raced the assertion that saw 'Waiting...').
    await page.addInitScript(() => {
      const times: { waiting?: number; left?: number } = {};
      (window as unknown as { scanTimes: typeof times }).scanTimes = times;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (data, unused, url) => {
          if (String(url).includes('/product-detail')) times.left ??= performance.now();
          original(data, unused, url);
        };
      }
      new MutationObserver(() => {
        if (
          times.waiting === undefined &&
          [...document.querySelectorAll('[role="status"]')].some((e) => e.textContent?.includes('Waiting...'))
        ) {
          times.waiting = performance.now();
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await openScanner(page);
    // Headless Chromium has no camera: the scanner says so with its 'ERROR:' text and the album still works.
    await expect(page.getByRole('alert').filter({ hasText: /^ERROR:/ })).toBeVisible();
    await pickFromAlbum(page, await qrPng(page, await qrText(sim, { type: 1, id: '12', datacenter_uuid: 'dc-eu' })));
    await expect(page.getByRole('status').filter({ hasText: 'Waiting...' })).toBeVisible();
    await expect(page).toHaveURL(/\/product-detail\?id=12$/);
    const times = await page.evaluate(
      () => (window as unknown as { scanTimes: { waiting?: number; left?: number } }).scanTimes,
    );
    expect(times.waiting).toBeDefined();
    // At least the delay, less the few milliseconds between its timer starting and 'Waiting...' being drawn.
    expect(times.left! - times.waiting!).toBeGreaterThanOrEqual(900);
  });

  test('template and product-center codes, and a code without a data centre (read as dc-eu)', async ({ page, sim }) => {
    await openScanner(page);
    await pickFromAlbum(
      page,
      await qrPng(page, await qrText(sim, { type: 3, id: 'tpl-dc-eu-001', datacenter_uuid: 'dc-eu' })),
    );
    await expect(page).toHaveURL(/\/template-detail\?id=tpl-dc-eu-001$/);

    await openScanner(page);
    await pickFromAlbum(page, await qrPng(page, await qrText(sim, { type: 5, id: '7' })));
    await expect(page).toHaveURL(/\/product-center\?id=7$/);
  });

  test('an outside-page code opens that http(s) page', async ({ page, context, sim }) => {
    await context.route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Wet rooms guide</h1>' }),
    );
    await openScanner(page);
    await pickFromAlbum(
      page,
      await qrPng(page, await qrText(sim, { type: 4, site: 'https://example.com/guides/wet-rooms' })),
    );
    await expect(page).toHaveURL('https://example.com/guides/wet-rooms');
    await expect(page.getByRole('heading', { name: 'Wet rooms guide' })).toBeVisible();
  });

  test("an invalid code says '无效的二维码' and the scanner stays open", async ({ page }) => {
    await openScanner(page);
    await pickFromAlbum(page, await qrPng(page, 'https://tiles.example.com/qr?type=1'));
    await expect(page.getByText('无效的二维码')).toBeVisible();
    await expect(page).toHaveURL(/\/scan$/);
    await expect(albumButton(page)).toBeEnabled();

    await pickFromAlbum(page, await qrPng(page, 'hello'));
    await expect(page.getByText('无效的二维码')).toBeVisible();
    await expect(page).toHaveURL(/\/scan$/);
  });

  test("a code of another region says 'Do not know the current region.'", async ({ page, sim }) => {
    await openScanner(page);
    await pickFromAlbum(page, await qrPng(page, await qrText(sim, { type: 1, id: '12', datacenter_uuid: 'dc-us' })));
    await expect(page.getByText('Do not know the current region.')).toBeVisible();
    await expect(page).toHaveURL(/\/scan$/);
  });

  test("a picture without a code says '识别错误'", async ({ page }) => {
    await openScanner(page);
    const blank = Array.from({ length: 30 }, (_, y) => Array.from({ length: 30 }, (_, x) => (x + y) % 7 === 0));
    await pickFromAlbum(page, await pngFromCells(page, blank), 'photo.png');
    await expect(page.getByRole('alert').filter({ hasText: '识别错误' })).toBeVisible();
  });

  test('a code for signed-in features asks a guest to log in first, then goes to login', async ({ page, sim }) => {
    await openScanner(page);
    await pickFromAlbum(page, await qrPng(page, await qrText(sim, { type: 6, id: 'A-9', datacenter_uuid: 'dc-eu' })));
    const box = page.getByRole('alertdialog', { name: 'Login required' });
    await expect(box).toContainText('Please log in first.');
    await box.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
