// @ts-check
/**
 * The simulator's stand-in for the 3D display host (docs/display-protocol.md, the frame side): a room seen from
 * its open front, its floor and walls laid with the display's tiles at real scale, drawn by hand on a 2D canvas.
 *
 * Rendering: each surface (floor, back, left and right wall) is first painted flat on an offscreen canvas — the
 * tiles of its products in the side's laying pattern, with grout and baked light — and then projected onto the
 * view in perspective: the surface is cut into a grid of small triangles, each drawn with the affine transform
 * that maps its texture triangle onto its projected triangle, clipped to it. Faces turned away are culled and the
 * rest painted back to front (floor, back wall, side walls), so no depth buffer is needed.
 *
 * Loading: painting the four surfaces and drawing the first fine frame take a phone's main thread for a third of a
 * second, which the page embedding this frame (same origin, same thread) would feel as a frozen screen. That work is
 * written as steps (a row of tiles, a row of the mesh) and, while the room loads, run in slices of a few
 * milliseconds with a turn for the browser (input, the page's own rendering and paint) between them.
 */

/** @typedef {{side_uuid: string, side_name: string, pave_mode_uuid: string, pave_mode_name: string, product_id_str: string, type: 1 | 2}} PlanSide */
/** @typedef {{id: number, product_name: string, preview: string, width_mm: number, height_mm: number}} SceneProduct */
/**
 * @typedef {{template_uuid: string, template_name: string, template_plan_id: number | null, side_list: PlanSide[],
 *   products: Record<string, SceneProduct>, choices: {floor: number[], wall: number[]}}} Scene
 */
/** @typedef {[number, number, number]} Vec */
/** @typedef {{eye: Vec, fwd: Vec, right: Vec, up: Vec, focal: number, cx: number, cy: number}} Camera */
/**
 * @typedef {{key: 'floor' | 'back' | 'left' | 'right', origin: Vec, u: Vec, v: Vec, normal: Vec, widthM: number,
 *   heightM: number, wall: boolean, edges: {top?: number, bottom?: number, left?: number, right?: number},
 *   canvas: HTMLCanvasElement, average: string}} Surface
 */
/** @typedef {{min: Vec, max: Vec, colour: Vec, surface: Surface['key'], inner: [number, number]}} Box */

// ---------------------------------------------------------------------------------------------------------------
// The room (metres): x to the right, y up, z away from the viewer; the open front is at z = -ROOM_D / 2.

const ROOM_W = 4;
const ROOM_D = 4;
const ROOM_H = 2.7;
const WALL_T = 0.12;
const SLAB_T = 0.16;
const HW = ROOM_W / 2;
const HD = ROOM_D / 2;
/** Texture resolution of the surfaces. */
const PX_PER_M = 200;
/** Cells per side of the grid a surface is projected with; a coarser one while the view moves. */
const GRID = 10;
const GRID_MOVING = 6;
/** How long after the last move the view is drawn again finely (ms). */
const SETTLE_MS = 160;
const DEG = Math.PI / 180;
const LIMITS = { yaw: 55 * DEG, pitchMin: 5 * DEG, pitchMax: 35 * DEG, zoomMin: 0.6, zoomMax: 2.5 };
const HOME = { yaw: -8 * DEG, pitch: 20 * DEG, zoom: 1 };
/** The camera orbits this point at a fixed distance; zoom changes the focal length, so nothing nears the eye. */
const ORBIT_CENTRE = /** @type {Vec} */ ([0, 1.05, 0.2]);
const DISTANCE = 9;
/** Where the light comes from (front, left, above). */
const LIGHT = normalize([-0.35, 0.85, -0.4]);

/** @type {Omit<Surface, 'canvas' | 'average'>[]} */
const SURFACE_SHAPES = [
  {
    key: 'floor',
    origin: [-HW, 0, HD],
    u: [ROOM_W, 0, 0],
    v: [0, 0, -ROOM_D],
    normal: [0, 1, 0],
    widthM: ROOM_W,
    heightM: ROOM_D,
    wall: false,
    edges: { top: 0.26, left: 0.2, right: 0.2 },
  },
  {
    key: 'back',
    origin: [-HW, ROOM_H, HD],
    u: [ROOM_W, 0, 0],
    v: [0, -ROOM_H, 0],
    normal: [0, 0, -1],
    widthM: ROOM_W,
    heightM: ROOM_H,
    wall: true,
    edges: { bottom: 0.24, left: 0.18, right: 0.18 },
  },
  {
    key: 'left',
    origin: [-HW, ROOM_H, -HD],
    u: [0, 0, ROOM_D],
    v: [0, -ROOM_H, 0],
    normal: [1, 0, 0],
    widthM: ROOM_D,
    heightM: ROOM_H,
    wall: true,
    edges: { bottom: 0.24, right: 0.18 },
  },
  {
    key: 'right',
    origin: [HW, ROOM_H, HD],
    u: [0, 0, -ROOM_D],
    v: [0, -ROOM_H, 0],
    normal: [-1, 0, 0],
    widthM: ROOM_D,
    heightM: ROOM_H,
    wall: true,
    edges: { bottom: 0.24, left: 0.18 },
  },
];
/** @type {Surface[]} */
const SURFACES = SURFACE_SHAPES.map((s) => ({ ...s, canvas: document.createElement('canvas'), average: '#ddd' }));
const surfaceByKey = Object.fromEntries(SURFACES.map((s) => [s.key, s]));

/**
 * The solid parts, in painting order: the floor slab, the back wall, the side walls. `inner` is the face a surface
 * covers (axis, side); a wall whose inner face is turned away is left out, so the room stays open to the eye.
 * @type {Box[]}
 */
const BOXES = [
  {
    min: [-HW - WALL_T, -SLAB_T, -HD],
    max: [HW + WALL_T, 0, HD + WALL_T],
    colour: [214, 207, 197],
    surface: 'floor',
    inner: [1, 1],
  },
  {
    min: [-HW - WALL_T, 0, HD],
    max: [HW + WALL_T, ROOM_H, HD + WALL_T],
    colour: [243, 240, 235],
    surface: 'back',
    inner: [2, -1],
  },
  { min: [-HW - WALL_T, 0, -HD], max: [-HW, ROOM_H, HD], colour: [243, 240, 235], surface: 'left', inner: [0, 1] },
  { min: [HW, 0, -HD], max: [HW + WALL_T, ROOM_H, HD], colour: [243, 240, 235], surface: 'right', inner: [0, -1] },
];

// ---------------------------------------------------------------------------------------------------------------
// Vectors

/** @param {Vec} a @param {Vec} b @returns {Vec} */
function sub(a, b) {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}
/** @param {Vec} a @param {Vec} b */
function dot(a, b) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
/** @param {Vec} a @param {Vec} b @returns {Vec} */
function cross(a, b) {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}
/** @param {Vec} a @returns {Vec} */
function normalize(a) {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
}
/** @param {Vec} o @param {Vec} u @param {Vec} v @param {number} s @param {number} t @returns {Vec} */
function along(o, u, v, s, t) {
  return [o[0] + u[0] * s + v[0] * t, o[1] + u[1] * s + v[1] * t, o[2] + u[2] * s + v[2] * t];
}
/** Light on a face of this normal, 0.78 (turned from the light) to 1. @param {Vec} n */
const lightOn = (n) => 0.78 + 0.22 * Math.max(0, dot(n, LIGHT));
/** A number 0-1 from integers, the same every time. @param {number[]} n */
function hash(...n) {
  let h = 2166136261;
  for (const x of n) h = Math.imul(h ^ (x | 0), 16777619) ^ (h >>> 13);
  return ((h >>> 0) % 10007) / 10007;
}
const clamp = (/** @type {number} */ x, /** @type {number} */ lo, /** @type {number} */ hi) =>
  Math.min(hi, Math.max(lo, x));

/**
 * How long one slice of loading work may hold the main thread (ms). A phone's CPU is about four times slower than
 * this machine's, and a task over 50 ms there is one the customer feels.
 */
const SLICE_MS = 5;

/** Resolves in a new task, after the browser has had its turn (a message, unlike setTimeout, is not clamped). */
function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(undefined);
    channel.port2.postMessage(null);
  });
}

/** Runs steps to the end at once (a customer's own change, a picture of the view). @param {Iterable<unknown>} steps */
function runAll(steps) {
  for (const _ of steps);
}

/**
 * Runs steps in slices of SLICE_MS, the browser taking a turn between slices. A step yields the canvas it drew on:
 * reading a pixel of it makes the browser draw now what the step asked for, where it would otherwise keep every
 * drawing call of a canvas for the moment the canvas is next read or shown, all in one long task.
 * @param {Iterable<CanvasRenderingContext2D | undefined>} steps
 */
async function runSliced(steps) {
  let sliceStart = performance.now();
  for (const drawnOn of steps) {
    drawnOn?.getImageData(0, 0, 1, 1);
    if (performance.now() - sliceStart < SLICE_MS) continue;
    await nextTask();
    sliceStart = performance.now();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The page

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
const root = $('viewer');
const canvas = /** @type {HTMLCanvasElement} */ ($('room'));
const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
const statusBox = $('status');
const statusText = $('status-text');
const announcer = $('announce');
const topbar = $('topbar');
const bottombar = $('bottombar');
const panel = $('panel');
const changeButton = $('change-tiles');
const favouriteButton = $('favourite');
const loginButton = $('login');
const fullscreenButton = $('fullscreen');

const params = new URLSearchParams(location.search);
const templateUuid = params.get('template_uuid') ?? '';
const userId = (params.get('user_id') ?? '0').trim();
const isGuest = userId === '' || userId === '0';

/** @type {Scene | null} */
let scene = null;
/** The sides as laid now (the customer may change them). @type {PlanSide[]} */
let sides = [];
let ready = false;
let loadedSent = false;
let opMode = /** @type {'normal' | 'fullscreen'} */ ('normal');
const view = { ...HOME };

// ---------------------------------------------------------------------------------------------------------------
// Messages (docs/display-protocol.md): only from the parent, at its origin; posted to that origin only.

const hasParent = window.parent !== window;
const parentOrigin = (() => {
  if (!hasParent) return null;
  let origin = null;
  const ancestors = location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) origin = ancestors[0] ?? null;
  else if (document.referrer) {
    try {
      origin = new URL(document.referrer).origin;
    } catch {
      origin = null;
    }
  }
  return origin && origin !== 'null' ? origin : null;
})();

/** @param {{type: string} & Record<string, unknown>} message */
function post(message) {
  if (parentOrigin) window.parent.postMessage(message, parentOrigin);
}

/** Requests that came before the room was ready, answered once it is. @type {(() => void)[]} */
let waiting = [];
/** @param {() => void} answer */
function whenReady(answer) {
  if (ready) answer();
  else waiting.push(answer);
}

/** @type {Record<string, () => void>} */
const HANDLERS = {
  getTemplateInfo: () => whenReady(() => post({ type: 'returnTemplateInfo', info: templateInfo() })),
  getTemplateImage: () => whenReady(() => post({ type: 'returnTemplateImage', image: pictureOfView() })),
};

window.addEventListener('message', (event) => {
  if (!parentOrigin || event.source !== window.parent || event.origin !== parentOrigin) return;
  const data = event.data;
  if (!data || typeof data !== 'object' || Array.isArray(data) || typeof data.type !== 'string') return;
  if (Object.prototype.hasOwnProperty.call(HANDLERS, data.type)) HANDLERS[data.type]?.();
});

function templateInfo() {
  return {
    template_uuid: scene?.template_uuid ?? templateUuid,
    template_plan_id: scene?.template_plan_id ?? null,
    side_list: sides.map((s) => ({
      side_uuid: s.side_uuid,
      side_name: s.side_name,
      pave_mode_uuid: s.pave_mode_uuid,
      pave_mode_name: s.pave_mode_name,
      product_id_str: s.product_id_str,
      type: s.type,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Products and their pictures

/** @param {PlanSide} side */
const idsOf = (side) =>
  side.product_id_str
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
/** @param {PlanSide} side */
const productsOf = (side) =>
  idsOf(side).flatMap((id) => {
    const product = scene?.products[String(id)];
    return product ? [product] : [];
  });
const nameOf = (/** @type {number} */ id) => scene?.products[String(id)]?.product_name ?? `Product ${id}`;

/** Tile pictures, rasterised once. @type {Map<number, Promise<HTMLCanvasElement | null>>} */
const pictures = new Map();
/** @type {Map<number, HTMLCanvasElement | null>} */
const pictureOf = new Map();

/** @param {number} id */
function loadPicture(id) {
  let picture = pictures.get(id);
  if (!picture) {
    const product = scene?.products[String(id)];
    picture = (async () => {
      if (!product) return null;
      try {
        const image = new Image();
        image.decoding = 'async';
        image.src = product.preview;
        await image.decode();
        const size = 320;
        const bitmap = document.createElement('canvas');
        bitmap.width = size;
        bitmap.height = size;
        /** @type {CanvasRenderingContext2D} */ (bitmap.getContext('2d')).drawImage(image, 0, 0, size, size);
        return bitmap;
      } catch {
        return null;
      }
    })().then((bitmap) => {
      pictureOf.set(id, bitmap);
      return bitmap;
    });
    pictures.set(id, picture);
  }
  return picture;
}

// ---------------------------------------------------------------------------------------------------------------
// Surfaces: tiles at real scale on an offscreen canvas

/** Which side each surface shows: the floor side; the first wall side at the back, the second on both sides. */
function sideIndexOf(/** @type {Surface['key']} */ key) {
  if (key === 'floor') return sides.findIndex((s) => s.type === 1);
  const walls = sides.flatMap((s, i) => (s.type === 2 ? [i] : []));
  return (key === 'back' ? walls[0] : (walls[1] ?? walls[0])) ?? -1;
}

/** @param {PlanSide} side @returns {'grid' | 'half' | 'third' | 'herringbone'} */
function layingOf(side) {
  const text = `${side.pave_mode_uuid} ${side.pave_mode_name}`.toLowerCase();
  if (text.includes('herringbone')) return 'herringbone';
  if (text.includes('third') || text.includes('1/3')) return 'third';
  if (text.includes('half') || text.includes('1/2')) return 'half';
  return 'grid';
}

/**
 * One tile: a crop of the product's picture (another part for every tile, as real stone varies), a little
 * lighter or darker, with its grout joint.
 * @param {CanvasRenderingContext2D} ctx @param {HTMLCanvasElement | null} picture @param {SceneProduct} product
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {boolean} turned @param {number} seed
 */
function drawTile(ctx, picture, product, x, y, w, h, turned, seed) {
  if (x > ctx.canvas.width || y > ctx.canvas.height || x + w < 0 || y + h < 0) return;
  ctx.save();
  if (picture) {
    const [dw, dh] = turned ? [h, w] : [w, h];
    const aspect = dw / dh;
    const size = picture.width;
    const sw = aspect >= 1 ? size : size * aspect;
    const sh = aspect >= 1 ? size / aspect : size;
    const sx = (size - sw) * hash(seed, 1);
    const sy = (size - sh) * hash(seed, 2);
    ctx.translate(x + w / 2, y + h / 2);
    if (turned) ctx.rotate(Math.PI / 2);
    if (hash(seed, 3) > 0.5) ctx.rotate(Math.PI);
    ctx.drawImage(picture, sx, sy, sw, sh, -dw / 2, -dh / 2, dw, dh);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  } else {
    const hue = Math.round(hash(product.id) * 50) + 20;
    ctx.fillStyle = `hsl(${hue} 18% ${62 + hash(product.id, 9) * 22}%)`;
    ctx.fillRect(x, y, w, h);
  }
  const shade = hash(seed, 4) - 0.5;
  ctx.fillStyle = shade > 0 ? `rgba(255,255,255,${shade * 0.12})` : `rgba(0,0,0,${-shade * 0.1})`;
  ctx.fillRect(x, y, w, h);
  // The joint: a dark line round the tile and a light bevel on its upper edges.
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(62,54,46,0.42)';
  ctx.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1);
  ctx.strokeStyle = 'rgba(255,255,255,0.35)';
  ctx.beginPath();
  ctx.moveTo(x + 1.5, y + h - 1.5);
  ctx.lineTo(x + 1.5, y + 1.5);
  ctx.lineTo(x + w - 1.5, y + 1.5);
  ctx.stroke();
  ctx.restore();
}

/**
 * The side's products, alternating tile by tile, laid from the middle (floors) or from the floor up (walls).
 * @param {CanvasRenderingContext2D} ctx @param {number} w @param {number} h @param {SceneProduct[]} products
 * @param {ReturnType<typeof layingOf>} laying @param {boolean} wall @param {number} salt
 */
function* layTiles(ctx, w, h, products, laying, wall, salt) {
  const first = /** @type {SceneProduct} */ (products[0]);
  const mm = PX_PER_M / 1000;
  const tw = Math.max(20, first.width_mm) * mm;
  const th = Math.max(20, first.height_mm) * mm;
  const pick = (/** @type {number} */ k) => {
    const product = /** @type {SceneProduct} */ (products[((k % products.length) + products.length) % products.length]);
    return { product, picture: pictureOf.get(product.id) ?? null };
  };
  if (laying === 'herringbone') {
    // 90° herringbone: zigzags of a horizontal and a vertical brick, a stepping (b, b) along a zigzag and (a, -a)
    // from one zigzag to the next.
    const a = Math.max(tw, th);
    const b = Math.min(tw, th);
    const nMax = Math.ceil((w + h + 2 * a) / (2 * b)) + 1;
    const mMin = Math.floor((-h - 2 * a) / (2 * a)) - 1;
    const mMax = Math.ceil((w + 2 * a) / (2 * a)) + 1;
    for (let m = mMin; m <= mMax; m++) {
      for (let n = -Math.ceil(a / b) - 2; n <= nMax; n++) {
        const x = n * b + m * a;
        const y = n * b - m * a;
        const horizontal = pick(2 * (n + m));
        const vertical = pick(2 * (n + m) + 1);
        drawTile(ctx, horizontal.picture, horizontal.product, x, y, a, b, false, salt + n * 131 + m * 977);
        drawTile(ctx, vertical.picture, vertical.product, x, y + b, b, a, true, salt + n * 131 + m * 977 + 61);
      }
      yield ctx;
    }
    return;
  }
  const shift = laying === 'half' ? 1 / 2 : laying === 'third' ? 1 / 3 : 0;
  const period = laying === 'half' ? 2 : laying === 'third' ? 3 : 1;
  const x0 = w / 2 - tw * Math.ceil(w / 2 / tw);
  const rows = Math.ceil(h / th) + 1;
  for (let row = 0; row < rows; row++) {
    const y = wall ? h - (row + 1) * th : h / 2 - th * Math.ceil(h / 2 / th) + row * th;
    const offset = (row % period) * shift * tw;
    for (let col = -1; x0 + col * tw - offset < w; col++) {
      const { picture, product } = pick(row + col);
      drawTile(ctx, picture, product, x0 + col * tw - offset, y, tw, th, false, salt + row * 7919 + col * 104729);
    }
    yield ctx;
  }
}

/** Light baked into a surface: the face's own light, a shadow in the corners and a soft sheen. @param {Surface} s */
function bakeLight(/** @type {CanvasRenderingContext2D} */ ctx, s) {
  const { width: w, height: h } = ctx.canvas;
  ctx.fillStyle = `rgba(24,18,12,${(1 - lightOn(s.normal)) * 0.9})`;
  ctx.fillRect(0, 0, w, h);
  const reach = 0.55 * PX_PER_M;
  /** @type {[keyof Surface['edges'], number, number, number, number][]} */
  const edges = [
    ['top', 0, 0, 0, reach],
    ['bottom', 0, h, 0, h - reach],
    ['left', 0, 0, reach, 0],
    ['right', w, 0, w - reach, 0],
  ];
  for (const [edge, x0, y0, x1, y1] of edges) {
    const strength = s.edges[edge];
    if (!strength) continue;
    const gradient = ctx.createLinearGradient(x0, y0, x1, y1);
    gradient.addColorStop(0, `rgba(30,22,14,${strength})`);
    gradient.addColorStop(0.35, `rgba(30,22,14,${strength * 0.35})`);
    gradient.addColorStop(1, 'rgba(30,22,14,0)');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, w, h);
  }
  const sheen = s.wall
    ? ctx.createLinearGradient(0, 0, 0, h)
    : ctx.createRadialGradient(w * 0.42, h * 0.62, 0, w * 0.42, h * 0.62, w * 0.7);
  sheen.addColorStop(0, 'rgba(255,252,246,0.16)');
  sheen.addColorStop(1, 'rgba(255,252,246,0)');
  ctx.fillStyle = sheen;
  ctx.fillRect(0, 0, w, h);
}

/** Paints a surface's canvas from the side it shows, a row of tiles a step. @param {Surface} s */
function* paintSurface(s) {
  const w = Math.round(s.widthM * PX_PER_M);
  const h = Math.round(s.heightM * PX_PER_M);
  s.canvas.width = w;
  s.canvas.height = h;
  const ctx = /** @type {CanvasRenderingContext2D} */ (s.canvas.getContext('2d'));
  const side = sides[sideIndexOf(s.key)];
  const products = side ? productsOf(side) : [];
  ctx.fillStyle = s.wall ? '#eeeae4' : '#cfc8bd';
  ctx.fillRect(0, 0, w, h);
  if (side && products.length > 0)
    yield* layTiles(ctx, w, h, products, layingOf(side), s.wall, SURFACES.indexOf(s) * 1_000_003);
  bakeLight(ctx, s);
  yield ctx;
  // Its average colour fills the face under the texture, so a hairline between two triangles never shows.
  const probe = document.createElement('canvas');
  probe.width = 1;
  probe.height = 1;
  const p = /** @type {CanvasRenderingContext2D} */ (probe.getContext('2d', { willReadFrequently: true }));
  p.drawImage(s.canvas, 0, 0, 1, 1);
  const [r, g, b] = p.getImageData(0, 0, 1, 1).data;
  s.average = `rgb(${r},${g},${b})`;
}

// ---------------------------------------------------------------------------------------------------------------
// Projection and drawing

/** @param {number} w @param {number} h @param {boolean} abovePanel fit the room above the open panel @returns {Camera} */
function cameraFor(w, h, abovePanel) {
  const cp = Math.cos(view.pitch);
  const eye = /** @type {Vec} */ ([
    ORBIT_CENTRE[0] + DISTANCE * Math.sin(view.yaw) * cp,
    ORBIT_CENTRE[1] + DISTANCE * Math.sin(view.pitch),
    ORBIT_CENTRE[2] - DISTANCE * Math.cos(view.yaw) * cp,
  ]);
  const fwd = normalize(sub(ORBIT_CENTRE, eye));
  const right = normalize(cross([0, 1, 0], fwd));
  const up = cross(fwd, right);
  if (abovePanel) {
    // With the panel open, the room is fitted into the part of the frame above it.
    const ratio = w / (canvas.clientWidth || w);
    const top = topbar.getBoundingClientRect().bottom * ratio;
    const bottom = Math.max(top + h * 0.2, panel.getBoundingClientRect().top * ratio);
    const room = bottom - top;
    return { eye, fwd, right, up, focal: view.zoom * Math.min(w * 1.18, room * 1.7), cx: w / 2, cy: top + room * 0.47 };
  }
  const focal = view.zoom * Math.min(w * 1.18, h * 1.3);
  return { eye, fwd, right, up, focal, cx: w / 2, cy: h * 0.44 };
}

/** @param {Camera} cam @param {Vec} p @returns {[number, number]} */
function project(cam, p) {
  const d = sub(p, cam.eye);
  const z = Math.max(0.01, dot(d, cam.fwd));
  return [cam.cx + (cam.focal * dot(d, cam.right)) / z, cam.cy - (cam.focal * dot(d, cam.up)) / z];
}

/** @param {CanvasRenderingContext2D} ctx @param {[number, number][]} points */
function polygon(ctx, points) {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

/**
 * Draws the part of `image` inside the texture triangle (s, t) onto the screen triangle (x, y): the affine map of
 * the one onto the other, clipped to the screen triangle grown by a fraction of a pixel to close the seams.
 * @param {CanvasRenderingContext2D} ctx @param {HTMLCanvasElement} image @param {[number, number, number, number]} src sx, sy, sw, sh
 * @param {[number, number, number, number, number, number, number, number, number, number, number, number]} tri s0, t0, x0, y0, s1, t1, x1, y1, s2, t2, x2, y2
 */
function drawTriangle(ctx, image, src, tri) {
  const [s0, t0, x0, y0, s1, t1, x1, y1, s2, t2, x2, y2] = tri;
  const ds1 = s1 - s0;
  const dt1 = t1 - t0;
  const ds2 = s2 - s0;
  const dt2 = t2 - t0;
  const det = ds1 * dt2 - ds2 * dt1;
  if (Math.abs(det) < 1e-9) return;
  const a = ((x1 - x0) * dt2 - (x2 - x0) * dt1) / det;
  const b = ((y1 - y0) * dt2 - (y2 - y0) * dt1) / det;
  const c = ((x2 - x0) * ds1 - (x1 - x0) * ds2) / det;
  const d = ((y2 - y0) * ds1 - (y1 - y0) * ds2) / det;
  const e = x0 - a * s0 - c * t0;
  const f = y0 - b * s0 - d * t0;
  const gx = (x0 + x1 + x2) / 3;
  const gy = (y0 + y1 + y2) / 3;
  const grow = (/** @type {number} */ x, /** @type {number} */ y) => {
    const l = Math.hypot(x - gx, y - gy) || 1;
    return /** @type {[number, number]} */ ([x + ((x - gx) / l) * 0.9, y + ((y - gy) / l) * 0.9]);
  };
  ctx.save();
  polygon(ctx, [grow(x0, y0), grow(x1, y1), grow(x2, y2)]);
  ctx.clip();
  ctx.setTransform(a, b, c, d, e, f);
  const [sx, sy, sw, sh] = src;
  ctx.drawImage(image, sx, sy, sw, sh, sx, sy, sw, sh);
  ctx.restore();
}

/**
 * Projects a surface's texture through a grid × grid mesh of triangles.
 * @param {CanvasRenderingContext2D} ctx @param {Camera} cam @param {Surface} s @param {number} grid
 */
function* drawSurface(ctx, cam, s, grid) {
  const image = s.canvas;
  const tw = image.width;
  const th = image.height;
  /** @type {[number, number][]} */
  const points = [];
  for (let j = 0; j <= grid; j++)
    for (let i = 0; i <= grid; i++) points.push(project(cam, along(s.origin, s.u, s.v, i / grid, j / grid)));
  const at = (/** @type {number} */ i, /** @type {number} */ j) =>
    /** @type {[number, number]} */ (points[j * (grid + 1) + i]);
  const cw = tw / grid;
  const ch = th / grid;
  for (let j = 0; j < grid; j++) {
    for (let i = 0; i < grid; i++) {
      const sx = Math.max(0, (i - 0.5) * cw);
      const sy = Math.max(0, (j - 0.5) * ch);
      /** @type {[number, number, number, number]} */
      const src = [sx, sy, Math.min(tw, (i + 1.5) * cw) - sx, Math.min(th, (j + 1.5) * ch) - sy];
      const [p00, p10, p11, p01] = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)];
      const [s0, s1, t0, t1] = [i * cw, (i + 1) * cw, j * ch, (j + 1) * ch];
      drawTriangle(ctx, image, src, [s0, t0, ...p00, s1, t0, ...p10, s1, t1, ...p11]);
      drawTriangle(ctx, image, src, [s0, t0, ...p00, s1, t1, ...p11, s0, t1, ...p01]);
    }
    yield ctx;
  }
}

/** The faces of a box turned towards the eye, as [corners, normal]. @param {Box} box @param {Camera} cam */
function visibleFaces(box, cam) {
  /** @type {[Vec[], Vec, boolean][]} */
  const faces = [];
  for (let axis = 0; axis < 3; axis++) {
    for (const sign of [-1, 1]) {
      const plane = sign > 0 ? box.max[axis] : box.min[axis];
      if (sign * /** @type {number} */ (cam.eye[axis] - /** @type {number} */ (plane)) <= 0) continue;
      const [p, q] = [(axis + 1) % 3, (axis + 2) % 3];
      const corner = (/** @type {number} */ a, /** @type {number} */ b) => {
        const v = /** @type {Vec} */ ([0, 0, 0]);
        v[axis] = /** @type {number} */ (plane);
        v[p] = /** @type {number} */ (a ? box.max[p] : box.min[p]);
        v[q] = /** @type {number} */ (b ? box.max[q] : box.min[q]);
        return v;
      };
      const normal = /** @type {Vec} */ ([0, 0, 0]);
      normal[axis] = sign;
      faces.push([
        [corner(0, 0), corner(1, 0), corner(1, 1), corner(0, 1)],
        normal,
        axis === box.inner[0] && sign === box.inner[1],
      ]);
    }
  }
  return faces;
}

/** A wall is drawn only while its tiled face is turned to the eye. @param {Box} box @param {Camera} cam */
function innerVisible(box, cam) {
  const [axis, sign] = box.inner;
  const plane = sign > 0 ? box.max[axis] : box.min[axis];
  return sign * /** @type {number} */ (cam.eye[axis] - /** @type {number} */ (plane)) > 0;
}

/** @param {CanvasRenderingContext2D} ctx @param {Camera} cam @param {number} w @param {number} h */
function drawBackdrop(ctx, cam, w, h) {
  const sky = ctx.createLinearGradient(0, 0, 0, h);
  sky.addColorStop(0, '#f4f2ee');
  sky.addColorStop(1, '#e2ded7');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  if (!ready) return;
  // A soft shadow of the room on the ground: the slab's outline, drawn far off the canvas with its shadow on it.
  const ground = [
    [-HW - 0.35, -SLAB_T, -HD - 0.2],
    [HW + 0.35, -SLAB_T, -HD - 0.2],
    [HW + 0.35, -SLAB_T, HD + 0.45],
    [-HW - 0.35, -SLAB_T, HD + 0.45],
  ].map((p) => project(cam, /** @type {Vec} */ (p)));
  const away = w + h + 1000;
  ctx.save();
  ctx.shadowColor = 'rgba(52,40,28,0.30)';
  ctx.shadowBlur = cam.focal * 0.03;
  ctx.shadowOffsetX = away;
  ctx.shadowOffsetY = cam.focal * 0.012;
  ctx.fillStyle = '#000';
  polygon(
    ctx,
    ground.map(([x, y]) => [x - away, y]),
  );
  ctx.fill();
  ctx.restore();
}

/** @param {Vec} colour @param {number} light */
const rgb = (colour, light) => `rgb(${colour.map((c) => Math.round(c * light)).join(',')})`;

/** Draws the room on the page's canvas as it is now, at once (coarser while the view is moving). */
function render() {
  frameRequested = false;
  framesDrawn += 1;
  runAll(draw(context, !moving, !panel.hidden));
}

/** Frames drawn on the page's canvas so far. */
let framesDrawn = 0;

/**
 * The room's first frame, drawn in slices on a canvas off the page and then shown whole, so no half-drawn room is
 * ever seen. A frame drawn on the page meanwhile (the view turned, the frame resized) makes it unneeded.
 */
async function renderSliced() {
  const drawnBefore = framesDrawn;
  const offscreen = document.createElement('canvas');
  offscreen.width = canvas.width;
  offscreen.height = canvas.height;
  const drawing = /** @type {CanvasRenderingContext2D} */ (offscreen.getContext('2d'));
  await runSliced(draw(drawing, true, !panel.hidden));
  if (framesDrawn !== drawnBefore || offscreen.width !== canvas.width || offscreen.height !== canvas.height) return;
  framesDrawn += 1;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.drawImage(offscreen, 0, 0);
}

/** The current view as a PNG data URL; drawn off screen at a phone's size when the frame has no size. */
function pictureOfView() {
  moving = false;
  if (canvas.width > 1 && canvas.height > 1) {
    render();
    return canvas.toDataURL('image/png');
  }
  const offscreen = document.createElement('canvas');
  offscreen.width = 750;
  offscreen.height = 840;
  runAll(draw(/** @type {CanvasRenderingContext2D} */ (offscreen.getContext('2d')), true, false));
  return offscreen.toDataURL('image/png');
}

/**
 * Draws the room: the backdrop, then each solid part (slab, back wall, side walls) with its faces turned to the
 * eye, each tiled surface over its face.
 * @param {CanvasRenderingContext2D} ctx @param {boolean} fine @param {boolean} abovePanel
 */
function* draw(ctx, fine, abovePanel) {
  const { width: w, height: h } = ctx.canvas;
  if (!w || !h) return;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const cam = cameraFor(w, h, abovePanel);
  drawBackdrop(ctx, cam, w, h);
  if (!ready) return;
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = fine ? 'medium' : 'low';
  ctx.lineJoin = 'round';
  for (const box of BOXES) {
    if (box.surface !== 'floor' && !innerVisible(box, cam)) continue;
    for (const [corners, normal, inner] of visibleFaces(box, cam)) {
      const points = corners.map((c) => project(cam, c));
      polygon(ctx, points);
      ctx.fillStyle = rgb(box.colour, lightOn(normal));
      ctx.fill();
      if (!inner) {
        ctx.strokeStyle = rgb(box.colour, lightOn(normal) * 0.97);
        ctx.lineWidth = 1;
        ctx.stroke();
      }
    }
    const s = /** @type {Surface} */ (surfaceByKey[box.surface]);
    polygon(
      ctx,
      [0, 1, 2, 3].map((k) => project(cam, along(s.origin, s.u, s.v, k === 1 || k === 2 ? 1 : 0, k >= 2 ? 1 : 0))),
    );
    ctx.fillStyle = s.average;
    ctx.fill();
    yield* drawSurface(ctx, cam, s, fine ? GRID : GRID_MOVING);
  }
}

let frameRequested = false;
let moving = false;
let settling = 0;
function requestRender() {
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(render);
}

/** Sizes the canvas to its box (at most 2 pixels a CSS pixel); answers whether its size changed. */
function fitCanvas() {
  const ratio = Math.min(2, window.devicePixelRatio || 1);
  const box = canvas.getBoundingClientRect();
  const w = Math.max(1, Math.round(box.width * ratio));
  const h = Math.max(1, Math.round(box.height * ratio));
  if (canvas.width === w && canvas.height === h) return false;
  canvas.width = w;
  canvas.height = h;
  return true;
}

function resize() {
  if (fitCanvas()) render();
}

// ---------------------------------------------------------------------------------------------------------------
// Moving the camera

/** @param {Partial<typeof view>} change */
function setView(change) {
  const next = {
    yaw: clamp(change.yaw ?? view.yaw, -LIMITS.yaw, LIMITS.yaw),
    pitch: clamp(change.pitch ?? view.pitch, LIMITS.pitchMin, LIMITS.pitchMax),
    zoom: clamp(change.zoom ?? view.zoom, LIMITS.zoomMin, LIMITS.zoomMax),
  };
  if (next.yaw === view.yaw && next.pitch === view.pitch && next.zoom === view.zoom) return;
  Object.assign(view, next);
  // While the view moves, frames are drawn with a coarser mesh; the still view is drawn finely again.
  moving = true;
  clearTimeout(settling);
  settling = window.setTimeout(() => {
    moving = false;
    requestRender();
  }, SETTLE_MS);
  requestRender();
}

/** @type {Record<string, () => void>} */
const ACTIONS = {
  'turn-left': () => setView({ yaw: view.yaw + 15 * DEG }),
  'turn-right': () => setView({ yaw: view.yaw - 15 * DEG }),
  'tilt-up': () => setView({ pitch: view.pitch - 6 * DEG }),
  'tilt-down': () => setView({ pitch: view.pitch + 6 * DEG }),
  'zoom-in': () => setView({ zoom: view.zoom * 1.2 }),
  'zoom-out': () => setView({ zoom: view.zoom / 1.2 }),
  reset: () => setView(HOME),
};

/** @type {Record<string, () => void>} */
const KEYS = {
  ArrowLeft: () => setView({ yaw: view.yaw + 5 * DEG }),
  ArrowRight: () => setView({ yaw: view.yaw - 5 * DEG }),
  ArrowUp: () => setView({ pitch: view.pitch - 3 * DEG }),
  ArrowDown: () => setView({ pitch: view.pitch + 3 * DEG }),
  '+': () => setView({ zoom: view.zoom * 1.1 }),
  '=': () => setView({ zoom: view.zoom * 1.1 }),
  '-': () => setView({ zoom: view.zoom / 1.1 }),
  _: () => setView({ zoom: view.zoom / 1.1 }),
  Home: () => setView(HOME),
};

/** Pointers down on the canvas. @type {Map<number, {x: number, y: number}>} */
const pointers = new Map();
let pinch = { distance: 0, zoom: 1 };
const spread = () => {
  const [a, b] = [...pointers.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
};

canvas.addEventListener('pointerdown', (event) => {
  if (!ready || (event.pointerType === 'mouse' && event.button !== 0)) return;
  try {
    canvas.setPointerCapture(event.pointerId);
  } catch {
    // A pointer the browser no longer tracks: it is followed without capture.
  }
  pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
  if (pointers.size === 2) pinch = { distance: spread(), zoom: view.zoom };
});
canvas.addEventListener('pointermove', (event) => {
  const last = pointers.get(event.pointerId);
  if (!last) return;
  const dx = event.clientX - last.x;
  const dy = event.clientY - last.y;
  pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
  if (pointers.size === 1) setView({ yaw: view.yaw - dx * 0.45 * DEG, pitch: view.pitch + dy * 0.3 * DEG });
  else if (pointers.size === 2 && pinch.distance > 0) setView({ zoom: (pinch.zoom * spread()) / pinch.distance });
});
for (const type of ['pointerup', 'pointercancel', 'lostpointercapture']) {
  canvas.addEventListener(type, (event) => {
    pointers.delete(/** @type {PointerEvent} */ (event).pointerId);
    if (pointers.size === 2) pinch = { distance: spread(), zoom: view.zoom };
  });
}
canvas.addEventListener(
  'wheel',
  (event) => {
    if (!ready) return;
    event.preventDefault();
    const lines = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
    setView({ zoom: view.zoom * Math.exp(-clamp(event.deltaY * lines, -200, 200) * 0.0018) });
  },
  { passive: false },
);
canvas.addEventListener('keydown', (event) => {
  const action = ready && !event.altKey && !event.ctrlKey && !event.metaKey ? KEYS[event.key] : undefined;
  if (!action) return;
  event.preventDefault();
  action();
});
for (const button of root.querySelectorAll('[data-action]')) {
  button.addEventListener('click', () => ACTIONS[/** @type {HTMLElement} */ (button).dataset.action ?? '']?.());
}

// ---------------------------------------------------------------------------------------------------------------
// Icons (24 × 24, stroked)

const ICONS = {
  'turn-left': '<path d="M3 12a9 9 0 1 0 2.64-6.36L3 8.3"/><path d="M3 3v5.3h5.3"/>',
  'turn-right': '<path d="M21 12a9 9 0 1 1-2.64-6.36L21 8.3"/><path d="M21 3v5.3h-5.3"/>',
  'tilt-up': '<path d="m6 15 6-6 6 6"/>',
  'tilt-down': '<path d="m6 9 6 6 6-6"/>',
  'zoom-in': '<circle cx="10.5" cy="10.5" r="6.5"/><path d="m20 20-4.9-4.9M10.5 7.5v6M7.5 10.5h6"/>',
  'zoom-out': '<circle cx="10.5" cy="10.5" r="6.5"/><path d="m20 20-4.9-4.9M7.5 10.5h6"/>',
  reset: '<path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"/><circle cx="12" cy="12" r="2.5"/>',
  fullscreen: '<path d="M8 3H3v5M16 3h5v5M3 16v5h5M21 16v5h-5"/>',
  normal: '<path d="M3 8h5V3M21 8h-5V3M3 16h5v5M21 16h-5v5"/>',
  heart:
    '<path d="M12 20s-7.2-4.4-9.3-8.7C1.2 8.2 3.1 4.8 6.5 4.8c2.1 0 3.6 1.2 5.5 3.3 1.9-2.1 3.4-3.3 5.5-3.3 3.4 0 5.3 3.4 3.8 6.5C19.2 15.6 12 20 12 20z"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  check: '<path d="m5 12.5 4.5 4.5L19 7.5"/>',
};
/** @param {keyof typeof ICONS} name */
const icon = (name) =>
  `<svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${ICONS[name]}</svg>`;

for (const button of root.querySelectorAll('[data-action]')) {
  const element = /** @type {HTMLElement} */ (button);
  element.innerHTML = icon(/** @type {keyof typeof ICONS} */ (element.dataset.action));
  element.title = element.getAttribute('aria-label') ?? '';
}
fullscreenButton.innerHTML = icon('fullscreen');
fullscreenButton.title = 'Full screen';
favouriteButton.innerHTML = icon('heart');
favouriteButton.title = 'Add to favourites';
$('panel-close').innerHTML = icon('close');

// ---------------------------------------------------------------------------------------------------------------
// Buttons of the frame

favouriteButton.hidden = isGuest;
loginButton.hidden = !isGuest;
favouriteButton.addEventListener('click', () => {
  favouriteButton.classList.add('done');
  announce('Added to your favourites.');
  post({ type: 'collectFolder' });
});
loginButton.addEventListener('click', () => post({ type: 'loginprompt' }));
fullscreenButton.addEventListener('click', () => {
  opMode = opMode === 'fullscreen' ? 'normal' : 'fullscreen';
  fullscreenButton.setAttribute('aria-pressed', String(opMode === 'fullscreen'));
  fullscreenButton.innerHTML = icon(opMode === 'fullscreen' ? 'normal' : 'fullscreen');
  root.dataset.mode = opMode;
  post({ type: 'opModeChanged', opMode });
});

/** @param {string} text */
function announce(text) {
  announcer.textContent = '';
  setTimeout(() => (announcer.textContent = text), 50);
}

/** What the canvas shows, in words. */
function describe() {
  if (!scene) return '3D room';
  const parts = sides.map((s) => {
    const names = idsOf(s).map(nameOf);
    const list =
      names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? 'no tiles');
    return `${s.side_name}: ${list}`;
  });
  return `3D view of the ${scene.template_name} room. ${parts.join('. ')}.`;
}

// ---------------------------------------------------------------------------------------------------------------
// The tiles panel

let panelSide = 0;
/** @type {HTMLElement | null} */
let panelReturn = null;
const sidesGroup = $('sides');
const choiceList = $('choices');
const note = $('panel-note');

function openPanel() {
  if (!ready || !panel.hidden) return;
  panelReturn = /** @type {HTMLElement | null} */ (document.activeElement) ?? changeButton;
  panelSide = Math.max(0, Math.min(panelSide, sides.length - 1));
  renderPanel();
  panel.hidden = false;
  for (const element of [$('stage'), topbar, bottombar]) element.inert = true;
  changeButton.setAttribute('aria-expanded', 'true');
  root.dataset.panel = 'open';
  render();
  /** @type {HTMLElement | null} */ (sidesGroup.querySelector('[aria-pressed="true"]') ?? panel)?.focus();
  post({ type: 'panelDisplayed', display: true });
}

function closePanel() {
  if (panel.hidden) return;
  panel.hidden = true;
  for (const element of [$('stage'), topbar, bottombar]) element.inert = false;
  changeButton.setAttribute('aria-expanded', 'false');
  delete root.dataset.panel;
  render();
  (panelReturn && panelReturn.isConnected && panelReturn !== document.body ? panelReturn : changeButton).focus();
  post({ type: 'panelDisplayed', display: false });
}

function renderPanel() {
  sidesGroup.replaceChildren(
    ...sides.map((side, index) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'side';
      button.setAttribute('aria-pressed', String(index === panelSide));
      button.textContent = side.side_name;
      button.addEventListener('click', () => {
        panelSide = index;
        renderPanel();
        /** @type {HTMLElement | null} */ (sidesGroup.children[index])?.focus();
      });
      return button;
    }),
  );
  const side = sides[panelSide];
  if (!side || !scene) return;
  const laid = new Set(idsOf(side));
  const ids = side.type === 1 ? scene.choices.floor : scene.choices.wall;
  note.textContent = `${side.type === 1 ? 'Floor' : 'Wall'} tiles: choose one to lay it on the ${side.side_name.toLowerCase()}.`;
  choiceList.setAttribute('aria-label', `${side.type === 1 ? 'Floor' : 'Wall'} tiles`);
  choiceList.replaceChildren(
    ...ids.flatMap((id) => {
      const product = scene?.products[String(id)];
      if (!product) return [];
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'choice';
      button.dataset.productId = String(id);
      button.setAttribute('aria-pressed', String(laid.has(id)));
      const image = document.createElement('img');
      image.src = product.preview;
      image.alt = '';
      image.loading = 'lazy';
      image.decoding = 'async';
      image.width = 96;
      image.height = 96;
      const name = document.createElement('span');
      name.className = 'choice-name';
      name.textContent = product.product_name;
      const size = document.createElement('span');
      size.className = 'choice-size';
      size.textContent = `${product.width_mm} × ${product.height_mm} mm`;
      const mark = document.createElement('span');
      mark.className = 'choice-mark';
      mark.innerHTML = icon('check');
      button.append(image, mark, name, size);
      button.addEventListener('click', () => lay(panelSide, id));
      item.append(button);
      return [item];
    }),
  );
}

/** Lays one product on a side, in place of what was there. @param {number} index @param {number} productId */
async function lay(index, productId) {
  const side = sides[index];
  if (!side || side.product_id_str === String(productId)) return;
  sides = sides.map((s, i) => (i === index ? { ...s, product_id_str: String(productId) } : s));
  for (const button of choiceList.querySelectorAll('.choice')) {
    const element = /** @type {HTMLElement} */ (button);
    element.setAttribute('aria-pressed', String(element.dataset.productId === String(productId)));
  }
  canvas.setAttribute('aria-label', describe());
  await loadPicture(productId);
  for (const s of SURFACES) if (sideIndexOf(s.key) === index) runAll(paintSurface(s));
  render();
  announce(`${nameOf(productId)} laid on the ${side.side_name.toLowerCase()}.`);
  post({ type: 'productChanged', side_uuid: side.side_uuid, product_id: productId });
}

changeButton.addEventListener('click', openPanel);
$('panel-close').addEventListener('click', closePanel);
panel.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') {
    event.preventDefault();
    closePanel();
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Loading

/** @param {unknown} value @returns {value is Scene} */
function isScene(value) {
  const s = /** @type {Partial<Scene> | null} */ (value);
  return (
    !!s &&
    typeof s.template_uuid === 'string' &&
    Array.isArray(s.side_list) &&
    s.side_list.every(
      (side) =>
        side &&
        typeof side.side_uuid === 'string' &&
        typeof side.product_id_str === 'string' &&
        (side.type === 1 || side.type === 2),
    ) &&
    !!s.products &&
    typeof s.products === 'object' &&
    !!s.choices &&
    Array.isArray(s.choices.floor) &&
    Array.isArray(s.choices.wall)
  );
}

/** @param {'loading' | 'ready' | 'error'} state @param {string} text */
function showState(state, text) {
  root.dataset.state = state;
  statusText.textContent = text;
  statusBox.hidden = state === 'ready';
  statusBox.setAttribute('role', state === 'error' ? 'alert' : 'status');
  topbar.hidden = state !== 'ready';
  bottombar.hidden = state !== 'ready';
  $('retry').hidden = state !== 'error';
  $('status-detail').hidden = state !== 'error';
  if (state !== 'ready') canvas.setAttribute('aria-label', text);
}

async function start() {
  showState('loading', 'Loading the room…');
  try {
    if (!templateUuid) throw new Error('No display was given.');
    const url = new URL('/stand-in/display/scene.json', location.href);
    for (const name of ['template_uuid', 'template_plan_id', 'share_key', 'namespace']) {
      const value = params.get(name);
      if (value) url.searchParams.set(name, value);
    }
    const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`scene.json answered ${response.status}`);
    const data = await response.json();
    if (!isScene(data)) throw new Error('scene.json is not a scene');
    scene = data;
    sides = data.side_list.map((s) => ({ ...s }));
    await Promise.all([...new Set(sides.flatMap(idsOf))].map(loadPicture));
    await runSliced(
      (function* paintAll() {
        for (const s of SURFACES) yield* paintSurface(s);
      })(),
    );
  } catch (error) {
    console.warn('The display could not be loaded:', error);
    showState('error', 'This display could not be loaded.');
    render();
    return;
  }
  const title = scene?.template_name ?? '3D room';
  $('room-name').textContent = title;
  document.title = `${title} · 3D room`;
  canvas.setAttribute('aria-label', describe());
  ready = true;
  showState('ready', '');
  fitCanvas();
  await renderSliced();
  if (!loadedSent) {
    loadedSent = true;
    post({ type: 'loaded' });
  }
  const answers = waiting;
  waiting = [];
  for (const answer of answers) answer();
}

$('retry').addEventListener('click', () => void start());
new ResizeObserver(() => resize()).observe(canvas);
window.addEventListener('resize', resize);
resize();
void start();
