import { rules } from '@storefront/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf } from '../state/catalogue.js';
import { namespaceSession } from '../test-support/accounts.js';
import { startTestSimulator, type Answer } from '../test-support/harness.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;
interface SideView {
  id: number;
  side_name: string;
  box: number;
  length: number;
  p_total_price: number;
  side_product_list: {
    id: number;
    product_id: number;
    box: number;
    product_percentage: number;
    price_box: number;
    p_total_price: number;
    is_edit: string;
  }[];
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
    (op: string, body: unknown = {}, group = 'calculator'): Promise<Answer> =>
      sim.post(`/api/v1/${group}/${op}`, body, headers);
  return {
    s,
    call: as(s.asUser(await s.signIn(userName))),
    guest: as(s.asGuest),
    as: async (name: string) => as(s.asUser(await s.signIn(name))),
  };
}
const sides = async (call: (op: string, body?: unknown) => Promise<Answer>) =>
  (await call('getCalculatorList')).data.list as SideView[];

/** A product of the seed with a known spec, found by its size. */
function productOfSize(s: Awaited<ReturnType<typeof signedIn>>['s'], size: string) {
  const product = catalogueOf(s.world(), s.world().regions['dc-eu']!).products.find(
    (p) => p.spec.spec_name === `${size} mm`,
  );
  if (!product) throw new Error(`no ${size} product in the seed`);
  return product;
}

describe('calculator calls need a signed-in user', () => {
  it.each([
    'getCalculatorList',
    'addCalculatorSideByProduct',
    'addToShoppinglist',
    'getShoppinglist',
    'getDelCalculatorList',
  ])('%s: a guest gets 401', async (op) => {
    const { guest } = await signedIn(`calc-auth-${op}`);
    const body =
      op === 'addCalculatorSideByProduct' ? { product_id: '1' } : op === 'addToShoppinglist' ? { side_id: '1' } : {};
    expect(await guest(op, body)).toMatchObject({ status: 401 });
  });
});

describe('sides and boxes', () => {
  it('adds a side per product, counts boxes with the shared rule as the size changes, and saves them', async () => {
    const { s, call } = await signedIn('calc-boxes');
    const product = productOfSize(s, '600x600');
    const added = await call('addCalculatorSideByProduct', { product_id: String(product.id) });
    expect(added).toMatchObject({ status: 200, msg: 'Adding succeeded' });
    const [side] = await sides(call);
    expect(side).toMatchObject({
      side_name: '',
      pave_mode_name: rules.DEFAULT_PAVE_MODE,
      unit: '1',
      box: 0,
      currency: 'EUR',
    });
    expect(side!.side_product_list[0]).toMatchObject({
      product_id: product.id,
      product_percentage: 100,
      box: 0,
      is_edit: '2',
    });

    // 1.2 × 3.6 m of 600×600 tiles, 4 a box: exactly 3 boxes (floating point would say 4).
    const edited = await call('editCalculatorSide', {
      side_id: side!.id,
      side_name: 'Kitchen Floor',
      length: 1.2,
      width: 3.6,
    });
    expect(edited.status).toBe(200);
    const saved = edited.data.side as SideView;
    const expected = rules.boxesFor(
      {
        ...saved,
        unit: '1',
        side_name: 'Kitchen Floor',
        door_height: 0,
        door_width: 0,
        door_num: 0,
        window_height: 0,
        window_width: 0,
        window_num: 0,
        width: 3.6,
        length: 1.2,
      },
      product.spec,
      100,
    );
    expect(saved.box).toBe(expected);
    expect(saved.side_product_list[0]!.p_total_price).toBeCloseTo(expected * product.price_box, 2);
    expect((await sides(call))[0]!.box).toBe(expected);
  });

  it('subtracts a wall’s openings and never goes below 0', async () => {
    const { s, call } = await signedIn('calc-wall');
    const product = productOfSize(s, '600x600');
    await call('addCalculatorSideByProduct', { product_id: String(product.id) });
    const [side] = await sides(call);
    const wall = (
      await call('editCalculatorSide', {
        side_id: side!.id,
        side_name: 'Bathroom Wall',
        length: 3,
        width: 2.5,
        door_height: 2,
        door_width: 0.9,
        door_num: 1,
        window_height: 1.2,
        window_width: 1,
        window_num: 2,
      })
    ).data.side as SideView;
    // 3.3 m² net of 1.44 m² boxes: 3.
    expect(wall.box).toBe(3);
    const covered = (await call('editCalculatorSide', { side_id: side!.id, door_num: 10 })).data.side as SideView;
    expect(covered.box).toBe(0);
  });

  it('refuses bad sizes with a 400 naming the field, and changes nothing', async () => {
    const { call } = await signedIn('calc-bad');
    await call('addCalculatorSideByProduct', { product_id: '1' });
    const [side] = await sides(call);
    await call('editCalculatorSide', { side_id: side!.id, length: 4 });
    for (const [field, value, rule] of [
      ['length', -1, 'minimum'],
      ['width', 1000.5, 'maximum'],
      ['length', 'four', 'type'],
      ['door_num', 1.5, 'type'],
      ['window_num', 101, 'maximum'],
    ] as const) {
      const answer = await call('editCalculatorSide', { side_id: side!.id, width: 2, [field]: value });
      expect(answer.status, `${field} ${value}`).toBe(400);
      expect(answer.data.errors[0]).toMatchObject({ field, rule });
    }
    expect((await sides(call))[0]).toMatchObject({ length: 4, width: 0 });
    const share = await call('editCalculatorSideProduct', {
      side_product_id: side!.side_product_list[0]!.id,
      box: 0,
      product_percentage: 120,
    });
    expect(share.data.errors[0]).toMatchObject({ field: 'product_percentage', rule: 'maximum' });
  });

  it('keeps sides to their owner: another user gets not found and never the data', async () => {
    const { call, as } = await signedIn('calc-owner');
    await call('addCalculatorSideByProduct', { product_id: '1' });
    const [side] = await sides(call);
    const other = await as('34600111333');
    expect(await other('editCalculatorSide', { side_id: side!.id, length: 9 })).toMatchObject({
      status: 404,
      msg: 'This calculation does not exist.',
      data: null,
    });
    expect(await other('copyCalculatorSide', { side_id: side!.id })).toMatchObject({ status: 404 });
    expect(await other('addToShoppinglist', { side_id: String(side!.id) })).toMatchObject({ status: 404 });
    expect(await sides(other)).toEqual([]);
  });

  it('adds the sides of a saved matching by their own names, with its products sharing each side evenly', async () => {
    const { call } = await signedIn('calc-plans');
    type PlanSide = { side_name: string; type: number; product_id_str: string };
    const plans = (await call('getTemplatePlanList', {}, 'template')).data.list as {
      id: number;
      space_name: string;
      side_list: PlanSide[];
    }[];
    expect(plans.length).toBe(2);
    expect(await call('addCalculatorSideByTemplatePlan', { template_plan_id: String(plans[0]!.id) })).toMatchObject({
      status: 200,
    });
    const list = await sides(call);
    // Two walls of one room stay apart by name ('Splashback Wall', 'Side Walls'), and each still reads as a wall.
    expect(list.map((s) => s.side_name).sort()).toEqual(plans[0]!.side_list.map((s) => s.side_name).sort());
    const walls = list.filter((s) => rules.isWallSpace(s.side_name));
    expect(walls).toHaveLength(plans[0]!.side_list.filter((s) => s.type === 2).length);
    expect(walls.map((wall) => wall.side_product_list.map((p) => p.product_percentage))).toContainEqual([50, 50]);
    const others = (await (await signedIn('calc-plans-2', '34600111333')).call('getTemplatePlanList', {}, 'template'))
      .data.list as { id: number }[];
    expect(await call('addCalculatorSideByTemplatePlan', { template_plan_id: String(others[0]!.id) })).toMatchObject({
      status: 404,
      msg: 'This plan does not exist.',
    });
  });
});

describe('recently deleted', () => {
  it('soft-deletes, lists the last deleted first 20 a page, restores, and removes for good', async () => {
    const { call } = await signedIn('calc-deleted');
    await call('addCalculatorSideByProduct', { product_id: '1,2,3' });
    const [a, b] = await sides(call);
    expect(await call('delCalculatorSide', { side_id: a!.id })).toMatchObject({ status: 200, data: { count: 1 } });
    expect(await call('delCalculatorSide', { side_id: a!.id })).toMatchObject({ status: 404 });
    expect(await call('delCalculatorAllSide')).toMatchObject({ status: 200, data: { count: 2 } });
    expect(await sides(call)).toEqual([]);
    const deleted = await call('getDelCalculatorList', { page: 1 });
    expect(deleted.data.total).toBe(3);
    expect((deleted.data.list as SideView[]).map((s) => s.id)).toContain(a!.id);
    expect(await call('restoreDelCalculatorSide', { side_id: `${a!.id},99999` })).toMatchObject({ status: 404 });
    expect(await sides(call)).toEqual([]);
    expect(await call('restoreDelCalculatorSide', { side_id: `${a!.id},${b!.id}` })).toMatchObject({
      status: 200,
      data: { count: 2 },
    });
    expect((await sides(call)).map((s) => s.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(await call('delMustCalculatorSide', { side_id: `${a!.id}` })).toMatchObject({ status: 404 });
    const remaining = ((await call('getDelCalculatorList')).data.list as SideView[]).map((s) => s.id);
    expect(await call('delMustCalculatorSide', { side_id: remaining.join(',') })).toMatchObject({
      status: 200,
      data: { count: 1 },
    });
    expect((await call('getDelCalculatorList')).data).toEqual({ list: [], total: 0 });
  });
});

describe('shopping lists', () => {
  it('refuses an empty selection and zero boxes, makes one list for a double tap, and shows it read-only to anyone with the id', async () => {
    const { s, call, guest } = await signedIn('calc-shopping');
    const product = productOfSize(s, '600x600');
    await call('addCalculatorSideByProduct', { product_id: String(product.id) });
    const [side] = await sides(call);
    expect((await call('addToShoppinglist', { side_id: '' })).data.errors[0]).toMatchObject({ field: 'side_id' });
    expect(await call('addToShoppinglist', { side_id: String(side!.id) })).toMatchObject({
      status: 400,
      msg: `side_id: ${rules.ZERO_BOXES_TEXT}`,
      data: { errors: [{ field: 'side_id', rule: 'zero_boxes' }] },
    });
    await call('editCalculatorSide', { side_id: side!.id, side_name: 'Hall Floor', length: 3, width: 4 });
    const [first, second] = await Promise.all([
      call('addToShoppinglist', { side_id: String(side!.id), unit: '1' }),
      call('addToShoppinglist', { side_id: String(side!.id), unit: '1' }),
    ]);
    expect(first.status).toBe(200);
    expect(second.data.shopping_list_id).toBe(first.data.shopping_list_id);
    const id = first.data.shopping_list_id as string;
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const lists = (await call('getShoppinglist')).data.list as { id: string; box: number }[];
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ id, box: 9 });

    const shared = await guest('getClientShoppingInfo', { shopping_list_id: id });
    const owner = s.world().accounts.users.find((u) => u.phone === '600111222')!;
    expect(shared.data).toMatchObject({
      shopping_list_id: id,
      client_name: `${owner.first_name} ${owner.last_name}`,
      currency: 'EUR',
      box: 9,
    });
    expect(shared.data.p_total_price).toBeCloseTo(9 * product.price_box, 2);

    // After the double-tap window a new list is a new entry, with an id unrelated to the first.
    await s.control('advanceClock', { ms: 6000 });
    const third = await call('addToShoppinglist', { side_id: String(side!.id) });
    expect(third.data.shopping_list_id).not.toBe(id);
    expect(await call('addCalculatorSideByShoppingList', { shopping_list_id: id })).toMatchObject({ status: 200 });
    expect((await sides(call)).filter((x) => x.side_name === 'Hall Floor').map((x) => x.box)).toEqual([9, 9]);
    expect(await call('delShoppinglist', { id })).toMatchObject({ status: 200 });
    expect(await guest('getClientShoppingInfo', { shopping_list_id: id })).toMatchObject({
      status: 404,
      msg: 'This shopping list does not exist.',
    });
  });
});
