import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf, suitsSide } from '../../state/catalogue.js';
import { calculatorOf } from '../../groups/calculator.js';
import { planShareKey } from '../../groups/template.js';
import { startTestSimulator } from '../../test-support/harness.js';
import type { World } from '../../state/world.js';
import { CHOICES_PER_TYPE, type Scene } from './display-stand-in.js';

const SIDE_KEYS = ['side_uuid', 'side_name', 'pave_mode_uuid', 'pave_mode_name', 'product_id_str', 'type'];

describe('the 3D display stand-in', () => {
  let sim: Awaited<ReturnType<typeof startTestSimulator>>;
  let world: World;
  beforeAll(async () => {
    sim = await startTestSimulator();
    await sim.guestToken(); // makes the default namespace
    world = sim.simulator.worlds.get('default')!;
  });
  afterAll(() => sim.close());

  const scene = async (query: string) => {
    const response = await fetch(`${sim.url}/stand-in/display/scene.json?${query}`);
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Scene & { error?: string },
    };
  };

  it("answers a display's scene: its sides, their products at real size and the products that may replace them", async () => {
    const { status, headers, body } = await scene('template_uuid=tpl-dc-eu-001');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const region = world.regions['dc-eu']!;
    const catalogue = catalogueOf(world, region);
    const template = catalogue.templates.find((t) => t.uuid === 'tpl-dc-eu-001')!;
    expect(body.template_uuid).toBe('tpl-dc-eu-001');
    expect(body.template_name).toBe(template.template_name);
    expect(body.template_plan_id).toBeNull();
    expect(body.side_list).toEqual(template.sides);
    expect(body.side_list.map((s) => s.type)).toEqual([1, 2, 2]);
    for (const side of body.side_list) expect(Object.keys(side).sort()).toEqual([...SIDE_KEYS].sort());

    for (const side of body.side_list) {
      for (const id of side.product_id_str.split(',').map(Number)) {
        const product = catalogue.productById.get(id)!;
        expect(body.products[String(id)]).toEqual({
          id,
          product_name: product.product_name,
          preview: `/cdn/${product.preview}`,
          width_mm: product.spec.width,
          height_mm: product.spec.height,
        });
        expect(body.choices[side.type === 1 ? 'floor' : 'wall']).toContain(id);
      }
    }
    for (const [key, type] of [
      ['floor', 1],
      ['wall', 2],
    ] as const) {
      const ids = body.choices[key];
      expect(ids.length).toBe(CHOICES_PER_TYPE);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        expect(body.products[String(id)]).toBeDefined();
        expect(suitsSide(catalogue.productById.get(id)!, type)).toBe(true);
      }
    }
    // The picture is served by the CDN stand-in.
    const picture = await fetch(
      `${sim.url}${body.products[body.side_list[0]!.product_id_str.split(',')[0]!]!.preview}`,
    );
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('finds displays of every region', async () => {
    const { status, body } = await scene('template_uuid=tpl-dc-us-002');
    expect(status).toBe(200);
    expect(body.template_uuid).toBe('tpl-dc-us-002');
    expect(body.side_list.every((s) => s.side_uuid.startsWith('tpl-dc-us-002-'))).toBe(true);
  });

  it("restores a saved plan by id and share key in the default namespace, and ignores an id that is not one of the display's plans", async () => {
    const plan = calculatorOf(world).plans[0]!;
    const uuid = `tpl-${plan.datacenter_uuid}-${String(plan.template_id).padStart(3, '0')}`;
    const key = planShareKey(plan);
    const restored = await scene(`template_uuid=${uuid}&template_plan_id=${plan.id}&share_key=${key}`);
    expect(restored.status).toBe(200);
    expect(restored.body.template_plan_id).toBe(plan.id);
    expect(restored.body.side_list).toEqual(plan.side_list);
    for (const id of plan.side_list.flatMap((s) => s.product_id_str.split(',')))
      expect(restored.body.products[id]).toBeDefined();

    const own = (await scene(`template_uuid=${uuid}`)).body.side_list;
    for (const bad of ['99999', 'abc', '-1', '0', '1.5']) {
      const answer = await scene(`template_uuid=${uuid}&template_plan_id=${bad}`);
      expect(answer.status, bad).toBe(200);
      expect(answer.body.template_plan_id, bad).toBeNull();
      expect(answer.body.side_list, bad).toEqual(own);
    }
    const other = calculatorOf(world).plans.find(
      (p) => p.template_id !== plan.template_id || p.datacenter_uuid !== plan.datacenter_uuid,
    )!;
    const mismatched = await scene(
      `template_uuid=${uuid}&template_plan_id=${other.id}&share_key=${planShareKey(other)}`,
    );
    expect(mismatched.body.template_plan_id).toBeNull();
    expect(mismatched.body.side_list).toEqual(own);
  });

  it('restores no plan from its id alone, nor with a key guessed or of another plan: a stranger cannot walk the ids', async () => {
    const plans = calculatorOf(world).plans;
    const plan = plans[0]!;
    const uuid = `tpl-${plan.datacenter_uuid}-${String(plan.template_id).padStart(3, '0')}`;
    const key = planShareKey(plan);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(new Set(plans.map(planShareKey)).size).toBe(plans.length);
    const own = (await scene(`template_uuid=${uuid}`)).body.side_list;
    const sibling = plans.find(
      (p) => p !== plan && p.template_id === plan.template_id && p.datacenter_uuid === plan.datacenter_uuid,
    )!;
    for (const query of [
      `template_plan_id=${plan.id}`,
      `template_plan_id=${plan.id}&share_key=${key.slice(0, -1)}A`,
      `template_plan_id=${plan.id}&share_key=${planShareKey(sibling)}`,
      `template_plan_id=${sibling.id}&share_key=${key}`,
    ]) {
      const answer = await scene(`template_uuid=${uuid}&${query}`);
      expect(answer.status, query).toBe(200);
      expect(answer.body.template_plan_id, query).toBeNull();
      expect(answer.body.side_list, query).toEqual(own);
    }
  });

  it('reads plans from the namespace asked for, and a namespace not used yet as it will start', async () => {
    const plan = calculatorOf(world).plans[0]!;
    const uuid = `tpl-${plan.datacenter_uuid}-${String(plan.template_id).padStart(3, '0')}`;
    await sim.guestToken('dc-eu', 'display-ns');
    const other = sim.simulator.worlds.get('display-ns')!;
    const saved = {
      ...plan,
      id: 500,
      share_key: 'k'.repeat(32),
      side_list: plan.side_list.map((s) => ({ ...s, product_id_str: '5' })),
    };
    calculatorOf(other).plans.push(saved);

    const mine = await scene(
      `template_uuid=${uuid}&template_plan_id=500&share_key=${saved.share_key}&namespace=display-ns`,
    );
    expect(mine.body.template_plan_id).toBe(500);
    expect(mine.body.side_list.map((s) => s.product_id_str)).toEqual(['5', '5', '5']);
    expect(
      (await scene(`template_uuid=${uuid}&template_plan_id=500&share_key=${saved.share_key}`)).body.template_plan_id,
    ).toBeNull();

    // A namespace not used yet has shown no plan to its owner, so none of its plans has a key to open it with.
    const fresh = await scene(
      `template_uuid=${uuid}&template_plan_id=${plan.id}&share_key=${planShareKey(plan)}&namespace=never-used`,
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.template_plan_id).toBeNull();
    expect(sim.simulator.worlds.has('never-used')).toBe(false);
  });

  it('answers 404 for an unknown display and 400 for a bad request, as JSON', async () => {
    const unknown = await scene('template_uuid=tpl-dc-eu-999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: expect.any(String) });
    for (const query of [
      'template_uuid=tpl-dc-eu-001&namespace=bad%20name',
      `template_uuid=tpl-dc-eu-001&namespace=${'x'.repeat(65)}`,
      'namespace=default',
      'template_uuid=a&template_uuid=b',
    ]) {
      const answer = await scene(query);
      expect(answer.status, query).toBe(400);
      expect(answer.headers.get('content-type'), query).toMatch(/^application\/json/);
      expect(answer.body, query).toEqual({ error: expect.any(String) });
      expect(JSON.stringify(answer.body), query).not.toMatch(/\bat \S+:\d+/);
    }
  });

  it('serves the viewer page, its script and its style', async () => {
    for (const path of [
      '/stand-in/display/?template_uuid=tpl-dc-eu-001&user_type=1&user_id=0',
      '/stand-in/display?template_uuid=tpl-dc-eu-001',
    ]) {
      const page = await fetch(`${sim.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain('<canvas id="room" tabindex="0" role="img"');
      expect(html).toContain('src="/stand-in/display/viewer.js"');
      expect(html).toContain('href="/stand-in/display/viewer.css"');
    }
    const script = await fetch(`${sim.url}/stand-in/display/viewer.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const code = await script.text();
    expect(code).toContain('postMessage(message, parentOrigin)');
    expect(code).not.toMatch(/postMessage\([^)]*'\*'\)/);
    const style = await fetch(`${sim.url}/stand-in/display/viewer.css`);
    expect(style.status).toBe(200);
    expect(style.headers.get('content-type')).toMatch(/^text\/css/);
  });
});
