import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf } from '../state/catalogue.js';
import { namespaceSession } from '../test-support/accounts.js';
import { startTestSimulator, type Answer } from '../test-support/harness.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;
interface PlanView {
  id: number;
  template_uuid: string;
  preview: string;
  side_list: { side_uuid: string; product_id_str: string; type: number }[];
  share_key: string;
}

let sim: Sim;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

async function signedIn(ns: string, userName = '34600111222') {
  const s = await namespaceSession(sim, ns);
  const as =
    (headers: Record<string, string>) =>
    (op: string, body: unknown = {}): Promise<Answer> =>
      sim.post(`/api/v1/template/${op}`, body, headers);
  const template = catalogueOf(s.world(), s.world().regions['dc-eu']!).templates[0]!;
  return {
    s,
    template,
    call: as(s.asUser(await s.signIn(userName))),
    guest: as(s.asGuest),
    as: async (name: string) => as(s.asUser(await s.signIn(name))),
  };
}
const plans = async (call: (op: string, body?: unknown) => Promise<Answer>) =>
  (await call('getTemplatePlanList')).data.list as PlanView[];

describe('template plans', () => {
  it('saves a matching, lists it first, answers its info, and deletes it for good', async () => {
    const { call, template } = await signedIn('plans-save');
    const before = await plans(call);
    const sides = template.sides.map((side) => ({ ...side, product_id_str: '3,5' }));
    const saved = await call('saveTemplatePlan', {
      template_uuid: template.uuid,
      side_list: JSON.stringify(sides),
      screenshot: 'uploads/h5_img/abc123.jpg',
    });
    expect(saved).toMatchObject({ status: 200, msg: 'Saved', data: { plan_id: expect.any(Number) } });
    const id = saved.data.plan_id as number;

    const after = await plans(call);
    expect(after.length).toBe(before.length + 1);
    expect(after[0]).toMatchObject({
      id,
      template_uuid: template.uuid,
      preview: 'uploads/h5_img/abc123.jpg',
      side_list: sides,
    });
    expect((await call('getTemplatePlanInfo', { template_plan_id: id })).data).toEqual(after[0]);
    // The owner is told the plan's share key, the same wherever she reads it; a link carries it.
    expect(saved.data.share_key).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(after[0]!.share_key).toBe(saved.data.share_key);

    expect(await call('delTemplatePlan', { plan_id: id })).toMatchObject({ status: 200, msg: 'Deleted' });
    expect(await call('delTemplatePlan', { plan_id: id })).toMatchObject({
      status: 404,
      msg: 'This plan does not exist.',
    });
    expect(await call('getTemplatePlanInfo', { template_plan_id: id })).toMatchObject({ status: 404 });
    expect((await plans(call)).map((p) => p.id)).toEqual(before.map((p) => p.id));
  });

  it("uses the display's picture when no screenshot is sent", async () => {
    const { call, template } = await signedIn('plans-preview');
    const saved = await call('saveTemplatePlan', {
      template_uuid: template.uuid,
      side_list: JSON.stringify(template.sides),
    });
    expect((await call('getTemplatePlanInfo', { template_plan_id: saved.data.plan_id })).data.preview).toBe(
      template.preview,
    );
  });

  it('refuses bad side lists with the field and the rule, and saves nothing', async () => {
    const { call, template } = await signedIn('plans-bad');
    const count = (await plans(call)).length;
    const [floor, wall] = template.sides;
    const cases: [unknown, string, string][] = [
      ['[{"side_uuid":', 'side_list', 'json'],
      ['{}', 'side_list', 'side_list'],
      ['[]', 'side_list', 'side_list'],
      [JSON.stringify([{ ...floor, type: 3 }]), 'side_list', 'side_list'],
      [JSON.stringify([floor, floor]), 'side_list', 'duplicate_side'],
      [JSON.stringify([floor, { ...wall, product_id_str: '4,999999' }]), 'side_list', 'unknown_product'],
    ];
    for (const [sideList, field, rule] of cases) {
      const answer = await call('saveTemplatePlan', { template_uuid: template.uuid, side_list: sideList });
      expect(answer.status, String(sideList)).toBe(400);
      expect(answer.data.errors).toEqual([expect.objectContaining({ field, rule })]);
    }
    expect(
      await call('saveTemplatePlan', { template_uuid: 'tpl-nowhere', side_list: JSON.stringify([floor]) }),
    ).toMatchObject({ status: 404, msg: 'This display does not exist.' });
    expect(
      (
        await call('saveTemplatePlan', {
          template_uuid: template.uuid,
          side_list: JSON.stringify([floor]),
          screenshot: 'https://evil.example/x.png',
        })
      ).data.errors,
    ).toEqual([expect.objectContaining({ field: 'screenshot', rule: 'pattern' })]);
    expect((await plans(call)).length).toBe(count);
  });

  it("never shows or deletes another user's plan, and a guest is told to log in", async () => {
    const { call, as, guest, template } = await signedIn('plans-owner');
    const id = (
      await call('saveTemplatePlan', { template_uuid: template.uuid, side_list: JSON.stringify(template.sides) })
    ).data.plan_id as number;
    const other = await as('34600111333');
    const info = await other('getTemplatePlanInfo', { template_plan_id: id });
    expect(info).toMatchObject({ status: 404, msg: 'This plan does not exist.', data: null });
    expect(await other('delTemplatePlan', { plan_id: id })).toMatchObject({ status: 404 });
    expect((await plans(other)).some((p) => p.id === id)).toBe(false);
    expect((await call('getTemplatePlanInfo', { template_plan_id: id })).status).toBe(200);
    expect(
      await guest('saveTemplatePlan', { template_uuid: template.uuid, side_list: JSON.stringify(template.sides) }),
    ).toMatchObject({ status: 401 });
  });

  it('seeds each display with a floor and two walls laid with products made for them', async () => {
    const { s } = await signedIn('plans-seed');
    const catalogue = catalogueOf(s.world(), s.world().regions['dc-eu']!);
    for (const template of catalogue.templates) {
      expect(template.sides.map((side) => side.type)).toEqual([1, 2, 2]);
      for (const side of template.sides) {
        for (const id of side.product_id_str.split(',').map(Number)) expect(catalogue.productById.has(id)).toBe(true);
      }
    }
  });
});
