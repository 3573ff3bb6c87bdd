import type { Frame, Page } from '@playwright/test';
import type { rules } from '@storefront/sdk';
import { describeViolations, seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

// The simulator's stand-in for the 3D display host (docs/display-protocol.md), on its own: the room it draws,
// the controls that move it, and the messages it exchanges with the page that embeds it.

const TEMPLATE = 'tpl-dc-eu-001';

type Side = rules.PlanSide;
interface Scene {
  template_uuid: string;
  template_name: string;
  template_plan_id: number | null;
  side_list: Side[];
  products: Record<string, { id: number; product_name: string; preview: string }>;
  choices: { floor: number[]; wall: number[] };
}
interface Received {
  origin: string;
  fromDisplay: boolean;
  data: { type: string; [field: string]: unknown };
}

async function sceneOf(url: string, uuid = TEMPLATE): Promise<Scene> {
  const response = await fetch(`${url}/stand-in/display/scene.json?template_uuid=${uuid}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Scene;
}

/** The background colour of a tile's picture (the CDN stand-in draws each tile on one of a few colours). */
async function tileColour(url: string, preview: string): Promise<string> {
  const svg = await (await fetch(`${url}${preview}`)).text();
  return /<rect width="300" height="300" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1] ?? svg;
}

const viewerPath = (uuid: string, userId = '0') =>
  `/stand-in/display/?template_uuid=${uuid}&user_type=1&user_id=${userId}`;

/** A 24 × 24 sample of the canvas's pixels, and how many colours (5 bits a channel) it holds. */
function sample(target: Page | Frame) {
  return target.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas#room')!;
    const { width, height } = canvas;
    const data = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
    const pixels: number[] = [];
    const colours = new Set<string>();
    for (let y = 0; y < 24; y++) {
      for (let x = 0; x < 24; x++) {
        const i = (Math.floor(((y + 0.5) * height) / 24) * width + Math.floor(((x + 0.5) * width) / 24)) * 4;
        pixels.push(data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!);
        colours.add(`${data[i]! >> 3},${data[i + 1]! >> 3},${data[i + 2]! >> 3}`);
      }
    }
    return { width, height, pixels, colours: colours.size };
  });
}

/** Keeps the canvas's pixels now, in the page, under a name. */
function snapshot(target: Page | Frame, name: string) {
  return target.evaluate((key) => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas#room')!;
    const holder = window as unknown as { snapshots?: Record<string, Uint8ClampedArray> };
    holder.snapshots ??= {};
    holder.snapshots[key] = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
  }, name);
}

/** How many pixels of the canvas differ clearly from a snapshot. */
function changedSince(target: Page | Frame, name: string): Promise<number> {
  return target.evaluate((key) => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas#room')!;
    const before = (window as unknown as { snapshots: Record<string, Uint8ClampedArray> }).snapshots[key]!;
    const now = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    if (now.length !== before.length) return now.length;
    let count = 0;
    for (let i = 0; i < now.length; i += 4) {
      if (
        Math.abs(now[i]! - before[i]!) +
          Math.abs(now[i + 1]! - before[i + 1]!) +
          Math.abs(now[i + 2]! - before[i + 2]!) >
        16
      )
        count++;
    }
    return count;
  }, name);
}

/** Waits until the canvas shows something else than the snapshot (it redraws on the next animation frame). */
async function expectChangedFrom(target: Page | Frame, name: string, what: string) {
  await expect
    .poll(() => changedSince(target, name), { message: `${what} changes the picture` })
    .toBeGreaterThan(2_000);
}

/** A parent page at the simulator's origin that embeds the display and records every message it gets. */
function harnessPage(frameSrc: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Display harness</title>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    const display = document.getElementById('display');
    window.received.push({ origin: event.origin, fromDisplay: !!display && event.source === display.contentWindow, data: event.data });
  });
  window.ask = (message) => document.getElementById('display').contentWindow.postMessage(message, location.origin);
</script></head>
<body style="margin:0">
<iframe id="display" title="3D display" src="${frameSrc}" style="display:block;width:375px;height:420px;border:0"></iframe>
</body></html>`;
}

async function openHarness(page: Page, simUrl: string, frameSrc: string): Promise<Frame> {
  await page.route(`${simUrl}/__harness`, (route) =>
    route.fulfill({ contentType: 'text/html', body: harnessPage(frameSrc) }),
  );
  await page.goto(`${simUrl}/__harness`);
  await expect.poll(() => types(page), { message: 'the display says it has loaded' }).toContain('loaded');
  const frame = page.frames().find((f) => f.url().includes('/stand-in/display/'));
  if (!frame) throw new Error('The display frame is missing');
  return frame;
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received[] }).received);
const types = async (page: Page) => (await received(page)).map((m) => m.data?.type);
const ask = (page: Page, message: unknown) =>
  page.evaluate((m) => (window as unknown as { ask(m: unknown): void }).ask(m), message);

/** The messages of a type the display has sent so far. */
async function messagesOf(page: Page, type: string): Promise<Received[]> {
  return (await received(page)).filter((m) => m.data?.type === type);
}

async function lastOf(page: Page, type: string, count: number): Promise<Received['data']> {
  await expect
    .poll(async () => (await messagesOf(page, type)).length, { message: `${type} arrives` })
    .toBeGreaterThanOrEqual(count);
  return (await messagesOf(page, type)).at(-1)!.data;
}

test.describe('the 3D display stand-in', () => {
  test('opened on its own, it draws the room and moves it by drag, buttons and keys', async ({ page, sim }) => {
    const scene = await sceneOf(sim.url);
    await page.goto(viewerPath(scene.template_uuid));
    const floor = scene.side_list.find((s) => s.type === 1)!;
    const room = page.getByRole('img', { name: new RegExp(`^3D view of the ${scene.template_name} room`) });
    await expect(room).toBeVisible();
    await expect(room).toHaveAttribute(
      'aria-label',
      new RegExp(`Floor: ${scene.products[floor.product_id_str]!.product_name}`),
    );
    await expect(page.getByRole('heading', { level: 1, name: scene.template_name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in to save favourites' })).toBeVisible();
    await expect(page.getByRole('button', { name: /favourites/ })).toHaveCount(1);

    const first = await sample(page);
    await snapshot(page, 'first');
    expect(first.width).toBe(750); // 375 CSS pixels at a device pixel ratio of 2
    expect(first.pixels.filter((_, i) => i % 4 === 3).every((alpha) => alpha === 255)).toBe(true);
    expect(first.colours, 'the room has many colours: tiles, grout, shading').toBeGreaterThan(15);

    // Dragging turns the room.
    const box = (await room.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 + 20, { steps: 8 });
    await page.mouse.up();
    await expectChangedFrom(page, 'first', 'dragging');

    await snapshot(page, 'dragged');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expectChangedFrom(page, 'dragged', 'Zoom in');

    await snapshot(page, 'zoomed');
    await room.focus();
    await page.keyboard.press('ArrowLeft');
    await expectChangedFrom(page, 'zoomed', 'ArrowLeft');

    await snapshot(page, 'turned');
    await page.keyboard.press('-');
    await expectChangedFrom(page, 'turned', 'the - key');

    // The wheel zooms, and so does a pinch of two fingers.
    await snapshot(page, 'keys');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await expectChangedFrom(page, 'keys', 'the wheel');

    await snapshot(page, 'wheel');
    const touch = await page.context().newCDPSession(page);
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    const fingers = (spread: number) => [
      { x: cx - spread, y: cy, id: 1 },
      { x: cx + spread, y: cy, id: 2 },
    ];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
    for (const spread of [40, 55, 70, 85])
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expectChangedFrom(page, 'wheel', 'a pinch');

    // Reset view brings the first picture back, pixel for pixel.
    await page.getByRole('button', { name: 'Reset view' }).click();
    await expect.poll(() => changedSince(page, 'first'), { message: 'Reset view' }).toBe(0);

    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('a signed-in customer gets the favourite button; an unknown display shows an error', async ({ page, sim }) => {
    await page.goto(viewerPath(TEMPLATE, 'cu_1'));
    await expect(page.getByRole('img', { name: /^3D view of the / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add this room to favourites' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in to save favourites' })).toBeHidden();

    // The tiles panel: a dialog that takes the focus and gives it back.
    await page.getByRole('button', { name: 'Change tiles' }).click();
    const panel = page.getByRole('dialog', { name: 'Change tiles' });
    await expect(panel.getByRole('heading', { name: 'Change tiles' })).toBeVisible();
    await panel.getByRole('button', { name: 'Side Walls' }).click();
    await expect(panel.getByRole('list', { name: 'Wall tiles' }).getByRole('button')).toHaveCount(24);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Change tiles' })).toBeFocused();

    await page.goto(`${sim.url}${viewerPath('tpl-dc-eu-999')}`);
    await expect(page.getByRole('alert')).toContainText('This display could not be loaded.');
    await expect(page.getByRole('button', { name: 'Change tiles' })).toBeHidden();
  });

  test('in a parent page it says loaded, answers info and image, and reports changes, fullscreen and login', async ({
    page,
    sim,
  }) => {
    const scene = await sceneOf(sim.url);
    const frame = await openHarness(page, sim.url, viewerPath(scene.template_uuid));
    for (const message of await received(page)) {
      expect(message.origin).toBe(sim.url);
      expect(message.fromDisplay).toBe(true);
    }
    expect(await messagesOf(page, 'loaded')).toHaveLength(1);

    await ask(page, { type: 'getTemplateInfo' });
    const info = (await lastOf(page, 'returnTemplateInfo', 1)).info as {
      template_uuid: string;
      template_plan_id: number | null;
      side_list: Side[];
    };
    expect(info.template_uuid).toBe(scene.template_uuid);
    expect(info.template_plan_id).toBeNull();
    expect(info.side_list).toHaveLength(3);
    expect(info.side_list).toEqual(scene.side_list);

    await ask(page, { type: 'getTemplateImage' });
    const image = (await lastOf(page, 'returnTemplateImage', 1)).image as string;
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    const bytes = Buffer.from(image.slice('data:image/png;base64,'.length), 'base64');
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([750, 840]);
    const decoded = await page.evaluate(async (src) => {
      const picture = new Image();
      picture.src = src;
      await picture.decode();
      return [picture.naturalWidth, picture.naturalHeight];
    }, image);
    expect(decoded[0]).toBeGreaterThan(0);
    expect(decoded[1]).toBeGreaterThan(0);

    // Another tile on the floor, of another colour, chosen in the frame's panel.
    const floor = scene.side_list.find((s) => s.type === 1)!;
    const laidColour = await tileColour(sim.url, scene.products[floor.product_id_str]!.preview);
    let next = 0;
    for (const id of scene.choices.floor) {
      if (
        String(id) !== floor.product_id_str &&
        (await tileColour(sim.url, scene.products[String(id)]!.preview)) !== laidColour
      ) {
        next = id;
        break;
      }
    }
    expect(next).toBeGreaterThan(0);
    await snapshot(frame, 'before');
    await frame.getByRole('button', { name: 'Change tiles' }).click();
    const panel = frame.getByRole('dialog', { name: 'Change tiles' });
    await expect(panel).toBeVisible();
    expect((await lastOf(page, 'panelDisplayed', 1)).display).toBe(true);
    await expect(panel.getByRole('button', { name: floor.side_name, exact: true })).toBeFocused();
    await expect(panel.getByRole('button', { name: floor.side_name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await panel.locator(`button.choice[data-product-id="${next}"]`).click();
    expect((await lastOf(page, 'productChanged', 1)).side_uuid).toBe(floor.side_uuid);
    expect((await messagesOf(page, 'productChanged')).at(-1)!.data.product_id).toBe(next);
    await expect(panel.locator(`button.choice[data-product-id="${next}"]`)).toHaveAttribute('aria-pressed', 'true');
    await expect(frame.locator('canvas#room')).toHaveAttribute(
      'aria-label',
      new RegExp(`Floor: ${scene.products[String(next)]!.product_name}\\.`),
    );

    await ask(page, { type: 'getTemplateInfo' });
    const changedInfo = (await lastOf(page, 'returnTemplateInfo', 2)).info as { side_list: Side[] };
    expect(changedInfo.side_list).toEqual(
      scene.side_list.map((s) => (s.side_uuid === floor.side_uuid ? { ...s, product_id_str: String(next) } : s)),
    );

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    expect((await lastOf(page, 'panelDisplayed', 2)).display).toBe(false);
    await expect(frame.getByRole('button', { name: 'Change tiles' })).toBeFocused();
    await expectChangedFrom(frame, 'before', 'laying another floor tile');

    const fullscreen = frame.getByRole('button', { name: 'Full screen' });
    await fullscreen.click();
    expect((await lastOf(page, 'opModeChanged', 1)).opMode).toBe('fullscreen');
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
    await fullscreen.click();
    expect((await lastOf(page, 'opModeChanged', 2)).opMode).toBe('normal');

    await frame.getByRole('button', { name: 'Log in to save favourites' }).click();
    expect(await lastOf(page, 'loginprompt', 1)).toEqual({ type: 'loginprompt' });
    expect(await messagesOf(page, 'collectFolder')).toHaveLength(0);
    for (const message of await received(page)) expect(message.origin).toBe(sim.url);
  });

  test('a message from another origin, or malformed, is ignored', async ({ page, sim }) => {
    await openHarness(page, sim.url, viewerPath(TEMPLATE));
    const port = new URL(sim.url).port;
    const forger = `http://localhost:${port}/__forger`;
    await page.route(forger, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Forger</title></head><body><script>
          parent.frames[0].postMessage({ type: 'getTemplateInfo' }, '*');
          parent.frames[0].postMessage({ type: 'getTemplateImage' }, '*');
          parent.postMessage({ type: 'forgerSent' }, '*');
        </script></body></html>`,
      }),
    );
    await page.evaluate((src) => {
      const other = document.createElement('iframe');
      other.title = 'Another site';
      other.src = src;
      document.body.append(other);
    }, forger);
    await expect.poll(() => types(page)).toContain('forgerSent');
    expect((await messagesOf(page, 'forgerSent'))[0]!.origin).toBe(`http://localhost:${port}`);

    // Malformed messages from the right window and origin are ignored too.
    for (const malformed of [
      'getTemplateInfo',
      null,
      42,
      [],
      { type: 7 },
      { type: 'getTemplateinfo' },
      { kind: 'getTemplateInfo' },
    ])
      await ask(page, malformed);
    await page.waitForTimeout(1_000);
    expect(await types(page)).not.toContain('returnTemplateInfo');
    expect(await types(page)).not.toContain('returnTemplateImage');

    // The same request from the parent is answered, once.
    await ask(page, { type: 'getTemplateInfo' });
    await lastOf(page, 'returnTemplateInfo', 1);
    await page.waitForTimeout(300);
    expect(await messagesOf(page, 'returnTemplateInfo')).toHaveLength(1);
  });
});
