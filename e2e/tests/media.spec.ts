import type { Locator, Page } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/axe';
import { builtFile } from '../support/build';
import { expect, test } from '../support/fixtures';

/** The built files pdf.js brings (its library chunk and its worker). */
function pdfjsFiles(): { library: string; worker: string } {
  return { library: builtFile('pdfjs-dist/build/pdf.mjs'), worker: builtFile('pdfjs-dist/build/pdf.worker.min.mjs') };
}

/** Plays a <video> (muted, so no user gesture is needed) and waits until it has really played half a second. */
async function playsHalfASecond(video: Locator) {
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(
      () =>
        video.evaluate((v: HTMLVideoElement) => ({
          playing: v.currentTime > 0.5,
          ready: v.readyState >= 2,
          error: v.error?.code ?? 0,
        })),
      { timeout: 10_000 },
    )
    .toEqual({ playing: true, ready: true, error: 0 });
}

/** What the PDF canvas shows: its size in pixels and on the page, how many pixels are not blank, and a digest. */
function canvasState(page: Page) {
  return page.locator('.sf-pdf__canvas').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    let digest = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i]! < 240 || data[i + 1]! < 240 || data[i + 2]! < 240) {
        inked += 1;
        digest = (digest * 31 + i) % 1_000_000_007;
      }
    }
    const box = canvas.getBoundingClientRect();
    return {
      width: canvas.width,
      height: canvas.height,
      cssWidth: Math.round(box.width),
      cssHeight: Math.round(box.height),
      inked,
      digest,
    };
  });
}

const settled = (page: Page) => expect(page.locator('.sf-pdf__viewport')).toHaveAttribute('aria-busy', 'false');

test.describe('videos and PDFs', () => {
  test('a case video plays in a <video> with controls and the preview as poster, in a fixed 16:9 box, and seeks', async ({
    page,
    sim,
  }) => {
    const api = await sim.api();
    const cases = await api.call('getCaseList', { body: { page: 1, limit: 30, sort: '' } });
    if (!cases.ok) throw new Error('getCaseList failed');
    let item: { id: number; case_name: string; preview: string; video: string } | undefined;
    for (const summary of cases.data.list) {
      const detail = await api.call('getCaseDetail', { body: { case_id: summary.id } });
      if (detail.ok && detail.data.video) {
        item = detail.data;
        break;
      }
    }
    if (!item) throw new Error('No seeded case has a video');

    const videoRequests: { status: number; range: string }[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/cdn/video/'))
        videoRequests.push({ status: response.status(), range: (await response.request().allHeaders()).range ?? '' });
    });
    await page.goto(`/cases-detail?id=${item.id}`);
    const video = page.getByLabel(`Video of ${item.case_name}`);
    await expect(video).toBeVisible();
    expect(await video.evaluate((v) => v.tagName)).toBe('VIDEO');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video).toHaveAttribute('poster', new RegExp(`/cdn/${item.preview.replace(/[.]/g, '\\.')}$`));
    await expect(video).toHaveAttribute('src', new RegExp(`/cdn/${item.video.replace(/[.]/g, '\\.')}$`));
    const box = await page.locator('.sf-video').boundingBox();
    expect(box!.width).toBe(375);
    expect(Math.abs(box!.height - (375 * 9) / 16)).toBeLessThan(1);

    await playsHalfASecond(video);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(5);
    // Seeking near the end works (the CDN answers ranges).
    await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          v.addEventListener('seeked', () => resolve(), { once: true });
          v.currentTime = 4.5;
        }),
    );
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(4);
    expect(videoRequests.some((r) => r.status === 206)).toBe(true);
    // The box did not move while the video loaded and played.
    expect((await page.locator('.sf-video').boundingBox())!.height).toBe(box!.height);

    await video.evaluate((v: HTMLVideoElement) => v.pause());
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('a brand PDF renders with pdf.js: non-blank canvas, Next to page 2, zoom; pdf.js loads only then', async ({
    page,
    sim,
  }) => {
    const { library, worker } = pdfjsFiles();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const api = await sim.api();
    const list = await api.call('getBrandContentList', { body: { page: 1, limit: 100 } });
    if (!list.ok) throw new Error('getBrandContentList failed');
    const image = list.data.list.find((c) => c.type === 1)!;
    const pdf = list.data.list.find((c) => c.type === 4)!;

    // Home and an image piece of brand content do not fetch pdf.js.
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.goto(`/brand-detail?id=${image.id}`);
    await expect(page.getByRole('img', { name: image.title, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested.some((path) => path.endsWith(library) || path.endsWith(worker))).toBe(false);

    await page.goto(`/brand-detail?id=${pdf.id}`);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await settled(page);
    expect(requested.filter((path) => path === `/${library}`)).toHaveLength(1);
    expect(requested.filter((path) => path === `/${worker}`)).toHaveLength(1);
    const count = Number(/of (\d+)/.exec((await page.getByText(/^Page 1 of \d+$/).textContent())!)![1]);
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('img', { name: `Page 1 of ${count} of ${pdf.title}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const first = await canvasState(page);
    expect(first.inked).toBeGreaterThan(first.width * first.height * 0.05);
    // Fitted to the viewer, drawn at the screen's pixel ratio (2 in these tests).
    expect(first.cssWidth).toBeGreaterThan(300);
    expect(first.width).toBe(Math.floor(first.cssWidth * 2));

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Page 2 of ${count}`, { exact: true })).toBeVisible();
    await settled(page);
    const second = await canvasState(page);
    expect(second.inked).toBeGreaterThan(0);
    expect(second.digest).not.toBe(first.digest);
    expect(second.inked).not.toBe(first.inked);
    // The page's text, read by pdf.js from the compressed stream, is there for screen readers.
    await expect(page.locator('.sf-pdf .sf-visually-hidden')).toContainText('Sizes and packing');

    // Keyboard: focus Next and press Enter to reach the last page; Next is then disabled.
    for (let p = 3; p <= count; p += 1) {
      await page.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(`Page ${p} of ${count}`, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await settled(page);

    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByText('150%')).toBeVisible();
    await settled(page);
    const zoomed = await canvasState(page);
    expect(zoomed.cssWidth).toBeGreaterThan(first.cssWidth * 1.4);
    expect(zoomed.width).toBeGreaterThan(first.width * 1.4);
    // The page box keeps its size: the zoomed page scrolls inside it.
    const viewport = page.getByRole('region', { name: new RegExp(`${pdf.title}, page`) });
    expect(await viewport.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(page.getByText('75%')).toBeVisible();
    await settled(page);
    expect((await canvasState(page)).cssWidth).toBeLessThan(first.cssWidth);

    await expect(page.getByRole('link', { name: 'Open PDF' })).toHaveAttribute('href', /\/cdn\/doc\/.+\.pdf$/);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('a PDF that cannot be read says so and keeps the link to the file', async ({ page, sim }) => {
    const api = await sim.api();
    const list = await api.call('getBrandContentList', { body: { page: 1, limit: 100 } });
    if (!list.ok) throw new Error('getBrandContentList failed');
    const pdf = list.data.list.find((c) => c.type === 4)!;
    await page.route('**/cdn/doc/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/pdf', body: 'not a pdf at all' }),
    );
    await page.goto(`/brand-detail?id=${pdf.id}`);
    await expect(page.getByRole('alert')).toHaveText('This PDF cannot be shown here. Open it to read it.');
    await expect(page.getByRole('link', { name: 'Open PDF' })).toHaveAttribute('href', /\/cdn\/doc\/.+\.pdf$/);
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  });

  test('PDF covers on /brand are shown whole, not cropped to the card', async ({ page }) => {
    await page.goto('/brand');
    await page.getByRole('group', { name: 'Content type' }).getByRole('button', { name: 'Catalogues' }).click();
    const cards = page.getByRole('list', { name: 'Brand content' }).getByRole('listitem');
    await expect(cards.first()).toContainText('PDF');
    for (const card of await cards.all()) {
      await expect(card.locator('.sf-image')).toHaveAttribute('data-fit', 'contain');
      const fit = await card.locator('img').evaluate((img) => getComputedStyle(img).objectFit);
      expect(fit).toBe('contain');
    }
  });
});
