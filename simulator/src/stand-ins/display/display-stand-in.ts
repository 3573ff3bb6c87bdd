import { fileURLToPath } from 'node:url';
import express, { type Request, type Response } from 'express';
import { rules, type components } from '@storefront/sdk';
import { catalogueOf, suitsSide } from '../../state/catalogue.js';
import { calculatorOf } from '../../groups/calculator.js';
import { NAMESPACE_PATTERN } from '../../state/namespaces.js';
import { sameSecret } from '../../state/secrets.js';
import type { ProductRecord } from '../../seed/products.js';
import type { TemplateSeed } from '../../seed/showcase.js';
import { createWorld, type Region, type World } from '../../state/world.js';

/**
 * The stand-in for the company's 3D display host (docs/display-protocol.md): the room viewer page the app embeds
 * on /template-detail, its script and style, and the scene the viewer loads (a display's sides, their products
 * and the products a customer may lay instead). Everything is read from the namespace's world; nothing is saved.
 */

type PlanSide = components['schemas']['PlanSide'];

export interface SceneProduct {
  id: number;
  product_name: string;
  /** A same-origin path of the tile's picture (/cdn/img/tile/….svg). */
  preview: string;
  width_mm: number;
  height_mm: number;
}

export interface Scene {
  template_uuid: string;
  template_name: string;
  template_plan_id: number | null;
  side_list: PlanSide[];
  products: Record<string, SceneProduct>;
  choices: { floor: number[]; wall: number[] };
}

/** Products offered per side type in the viewer's panel. */
export const CHOICES_PER_TYPE = 24;

const PLAN_ID_PATTERN = /^[1-9]\d{0,9}$/;

const asset = (name: string) => fileURLToPath(new URL(`../../../display/${name}`, import.meta.url));
const ASSETS: Record<string, string> = {
  '/stand-in/display/viewer.js': 'viewer.js',
  '/stand-in/display/viewer.css': 'viewer.css',
};

class SceneError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function single(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new SceneError(400, `${name} must be given once, as text`);
  return value;
}

const productIds = (side: PlanSide) =>
  side.product_id_str
    .split(',')
    .map((id) => Number(id))
    .filter((id) => Number.isInteger(id) && id > 0);

const sceneProduct = (p: ProductRecord): SceneProduct => ({
  id: p.id,
  product_name: p.product_name,
  preview: `/cdn/${p.preview.replace(/^\/+/, '')}`,
  width_mm: p.spec.width,
  height_mm: p.spec.height,
});

/** The products laid on sides of a type first, then others that suit the type, spread over the catalogue. */
function choicesFor(
  type: 1 | 2,
  sides: PlanSide[],
  products: ProductRecord[],
  byId: Map<number, ProductRecord>,
): number[] {
  const laid = [...new Set(sides.filter((s) => s.type === type).flatMap(productIds))].filter((id) => byId.has(id));
  const suiting = products.filter((p) => suitsSide(p, type) && !laid.includes(p.id));
  const room = Math.max(0, CHOICES_PER_TYPE - laid.length);
  const step = suiting.length / Math.max(1, room);
  const spread = Array.from({ length: Math.min(room, suiting.length) }, (_, k) => suiting[Math.floor(k * step)]!.id);
  return [...laid, ...spread].slice(0, Math.max(CHOICES_PER_TYPE, laid.length));
}

function findTemplate(world: World, uuid: string): { region: Region; template: TemplateSeed } | null {
  for (const region of Object.values(world.regions)) {
    const template = catalogueOf(world, region).templates.find((t) => t.uuid === uuid);
    if (template) return { region, template };
  }
  return null;
}

/**
 * The scene of a display (and of one of its saved plans) in a world. Throws SceneError for a bad request. A plan is
 * restored only with its share key, compared in constant time: plan ids count up, so an id alone would let anyone
 * walk through every customer's plans. Without the right key the display's own products show, as for no plan.
 */
export function sceneOf(world: World, templateUuid: string, planIdText?: string, shareKey?: string): Scene {
  const found = findTemplate(world, templateUuid);
  if (!found) throw new SceneError(404, rules.DISPLAY_NOT_FOUND_TEXT);
  const { region, template } = found;
  const catalogue = catalogueOf(world, region);
  const datacenter = region.datacenter.datacenter_uuid;

  const planId = planIdText !== undefined && PLAN_ID_PATTERN.test(planIdText) ? Number(planIdText) : null;
  const candidate =
    planId === null
      ? undefined
      : calculatorOf(world).plans.find(
          (p) => p.id === planId && p.template_id === template.id && p.datacenter_uuid === datacenter,
        );
  const plan =
    candidate &&
    candidate.share_key !== undefined &&
    shareKey !== undefined &&
    sameSecret(shareKey, candidate.share_key)
      ? candidate
      : undefined;
  const side_list: PlanSide[] = (plan ? plan.side_list : template.sides).map((s) => ({ ...s }));

  const choices = {
    floor: choicesFor(1, side_list, catalogue.products, catalogue.productById),
    wall: choicesFor(2, side_list, catalogue.products, catalogue.productById),
  };
  const products: Record<string, SceneProduct> = {};
  for (const id of [...side_list.flatMap(productIds), ...choices.floor, ...choices.wall]) {
    const product = catalogue.productById.get(id);
    if (product) products[String(id)] = sceneProduct(product);
  }
  return {
    template_uuid: template.uuid,
    template_name: template.template_name,
    template_plan_id: plan ? plan.id : null,
    side_list,
    products,
    choices,
  };
}

const VIEWER_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="light">
<title>3D room viewer</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/stand-in/display/viewer.css">
<script type="module" src="/stand-in/display/viewer.js"></script>
</head>
<body>
<main id="viewer" class="viewer" data-state="loading">
  <div class="stage" id="stage">
    <canvas id="room" tabindex="0" role="img" aria-label="Loading the room…" aria-describedby="help"></canvas>
    <p id="help" class="visually-hidden">Drag, or use the arrow keys, to turn the room. Pinch, scroll or press plus and minus to zoom.</p>
  </div>
  <div class="status" id="status" role="status" aria-live="polite">
    <span class="spinner" aria-hidden="true"></span><span id="status-text">Loading the room…</span>
    <span id="status-detail" class="status-detail" hidden>Check the link, or try again in a moment.</span>
    <button type="button" class="pill" id="retry" hidden>Try again</button>
  </div>
  <p id="announce" class="visually-hidden" aria-live="polite"></p>
  <header class="topbar" id="topbar" hidden>
    <h1 id="room-name" class="room-name">3D room</h1>
    <button type="button" class="icon-button" id="favourite" aria-label="Add this room to favourites" hidden></button>
    <button type="button" class="icon-button" id="fullscreen" aria-label="Full screen" aria-pressed="false"></button>
  </header>
  <div class="bottombar" id="bottombar" hidden>
    <div class="actions">
      <button type="button" class="pill" id="login">Log in to save favourites</button>
      <button type="button" class="pill primary" id="change-tiles" aria-haspopup="dialog" aria-controls="panel" aria-expanded="false">Change tiles</button>
    </div>
    <div class="controls" role="group" aria-label="View controls">
      <button type="button" class="icon-button" data-action="turn-left" aria-label="Turn left"></button>
      <button type="button" class="icon-button" data-action="turn-right" aria-label="Turn right"></button>
      <button type="button" class="icon-button" data-action="tilt-up" aria-label="Tilt up"></button>
      <button type="button" class="icon-button" data-action="tilt-down" aria-label="Tilt down"></button>
      <button type="button" class="icon-button" data-action="zoom-in" aria-label="Zoom in"></button>
      <button type="button" class="icon-button" data-action="zoom-out" aria-label="Zoom out"></button>
      <button type="button" class="icon-button" data-action="reset" aria-label="Reset view"></button>
    </div>
  </div>
  <section class="panel" id="panel" role="dialog" aria-modal="true" aria-labelledby="panel-title" tabindex="-1" hidden>
    <div class="panel-head">
      <h2 id="panel-title">Change tiles</h2>
      <button type="button" class="icon-button" id="panel-close" aria-label="Close"></button>
    </div>
    <div class="sides" id="sides" role="group" aria-label="Surface"></div>
    <p class="panel-note" id="panel-note"></p>
    <ul class="choices" id="choices" aria-label="Tiles"></ul>
  </section>
</main>
</body>
</html>
`;

/** The 3D display host's stand-in: GET /stand-in/display/ (the viewer), its script and style, and scene.json. */
export function displayStandIn(worlds: Map<string, World>, seed: number): express.Router {
  const router = express.Router({ strict: false });
  let pristine: World | undefined;
  /** A namespace's world; one not used yet reads as it will start, without being created. */
  const worldOf = (namespace: string) => worlds.get(namespace) ?? (pristine ??= createWorld(seed));

  router.get('/stand-in/display/scene.json', (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store');
    try {
      const namespace = single(req.query.namespace, 'namespace') ?? 'default';
      if (!NAMESPACE_PATTERN.test(namespace))
        throw new SceneError(400, "namespace: letters, digits, '-' and '_' only, at most 64");
      const uuid = single(req.query.template_uuid, 'template_uuid');
      if (!uuid) throw new SceneError(400, 'template_uuid is required');
      const planId = single(req.query.template_plan_id, 'template_plan_id');
      res.json(sceneOf(worldOf(namespace), uuid, planId, single(req.query.share_key, 'share_key')));
    } catch (error) {
      const status = error instanceof SceneError ? error.status : 500;
      res.status(status).json({ error: error instanceof SceneError ? error.message : 'The scene could not be made.' });
    }
  });

  router.get(Object.keys(ASSETS), (req: Request, res: Response) => {
    const file = ASSETS[req.path]!;
    res.set('Cache-Control', 'no-cache');
    res.set('X-Content-Type-Options', 'nosniff');
    res.sendFile(asset(file), (error) => {
      if (error && !res.headersSent) res.status(404).json({ error: `${file} is missing from the simulator.` });
    });
  });

  router.get('/stand-in/display', (_req: Request, res: Response) => {
    res.set('Cache-Control', 'no-store').type('html').send(VIEWER_PAGE);
  });

  return router;
}
