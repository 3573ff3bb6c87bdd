import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rules } from '@storefront/sdk';
import { catalogueOf } from '../state/catalogue.js';
import { namespaceSession } from '../test-support/accounts.js';
import { startTestSimulator, type Answer } from '../test-support/harness.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;

let sim: Sim;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

/** A namespace with a signed-in user (the first seeded account of dc-eu unless told). */
async function signedIn(ns: string, userName = '34600111222') {
  const s = await namespaceSession(sim, ns);
  const token = await s.signIn(userName);
  const as =
    (headers: Record<string, string>) =>
    (group: string, op: string, body: unknown = {}): Promise<Answer> =>
      sim.post(`/api/v1/${group}/${op}`, body, headers);
  return {
    s,
    token,
    call: as(s.asUser(token)),
    guest: as(s.asGuest),
    other: async (name: string) => as(s.asUser(await s.signIn(name))),
  };
}
const ids = (answer: Answer) => (answer.data.list as { id: number }[]).map((x) => x.id);

describe('favouriting needs a signed-in user', () => {
  it.each([
    ['product', 'productFav', { product_id: '1' }],
    ['product', 'getProductFavList', {}],
    ['cases', 'caseFav', { case_id: '1' }],
    ['cases', 'getCaseFavList', {}],
    ['template', 'templateFav', { template_id: '1' }],
    ['template', 'getTemplateFavList', {}],
  ])('%s/%s: a guest is told to log in (401), no token or an expired one is 100', async (group, op, body) => {
    const { s, call, guest } = await signedIn(`fav-auth-${op}`);
    expect(await guest(group, op, body)).toMatchObject({ status: 401, msg: 'Please log in first.' });
    expect((await sim.post(`/api/v1/${group}/${op}`, body, s.ns)).status).toBe(100);
    await s.control('advanceClock', { ms: rules.USER_TOKEN_TTL_MS });
    expect((await call(group, op, body)).status).toBe(100);
  });
});

describe('productFav', () => {
  it('toggles: collected (1, "Collected"), listed, shown in lists and details, then removed (2)', async () => {
    const { call } = await signedIn('fav-toggle');
    expect(await call('product', 'productFav', { product_id: '12' })).toMatchObject({
      status: 200,
      msg: 'Collected',
      data: { is_fav: 1 },
    });
    const list = await call('product', 'getProductFavList');
    expect(list.data).toMatchObject({ total: 1, list: [{ id: 12, is_fav: 1 }] });
    expect((await call('product', 'getProductDetail', { product_id: 12 })).data.is_fav).toBe(1);
    const page = await call('product', 'getProductList', {
      search_txt: (list.data.list[0] as { product_number: string }).product_number,
    });
    expect(page.data.list[0]).toMatchObject({ id: 12, is_fav: 1 });
    expect(await call('product', 'productFav', { product_id: '12' })).toMatchObject({
      status: 200,
      data: { is_fav: 2 },
    });
    expect((await call('product', 'getProductFavList')).data).toEqual({ list: [], total: 0 });
    expect((await call('product', 'getProductDetail', { product_id: 12 })).data.is_fav).toBe(2);
  });

  it('lists the last collected first and narrows by brand', async () => {
    const { s, call } = await signedIn('fav-order');
    const catalogue = catalogueOf(s.world(), s.world().regions['dc-eu']!);
    const picks = [catalogue.products[0]!, catalogue.products[150]!, catalogue.products[260]!];
    for (const p of picks) {
      await call('product', 'productFav', { product_id: String(p.id) });
      await s.control('advanceClock', { ms: 1000 });
    }
    expect(ids(await call('product', 'getProductFavList'))).toEqual(picks.map((p) => p.id).reverse());
    const brand = picks[1]!.brand_id;
    expect(ids(await call('product', 'getProductFavList', { brand_id: String(brand) }))).toEqual(
      picks
        .filter((p) => p.brand_id === brand)
        .map((p) => p.id)
        .reverse(),
    );
  });

  it('removes every id of a comma list, ignores ids not collected, and never adds', async () => {
    const { call } = await signedIn('fav-batch');
    for (const id of ['3', '5', '9', '20']) await call('product', 'productFav', { product_id: id });
    expect(await call('product', 'productFav', { product_id: '3,5,9,44' })).toMatchObject({
      status: 200,
      data: { is_fav: 2 },
    });
    expect(ids(await call('product', 'getProductFavList'))).toEqual([20]);
    expect(await call('product', 'productFav', { product_id: '7,8' })).toMatchObject({
      status: 200,
      data: { is_fav: 2 },
    });
    expect(ids(await call('product', 'getProductFavList'))).toEqual([20]);
  });

  it('answers 404 for one id that names no product, and 400 naming the field for a malformed list', async () => {
    const { call } = await signedIn('fav-invalid');
    expect(await call('product', 'productFav', { product_id: '99999' })).toMatchObject({
      status: 404,
      msg: 'This product does not exist.',
    });
    const bad = await call('product', 'productFav', { product_id: '3,,5' });
    expect(bad.status).toBe(400);
    expect(bad.data.errors[0].field).toBe('product_id');
  });

  it("keeps each user's favourites apart", async () => {
    const { call, other } = await signedIn('fav-isolation');
    await call('product', 'productFav', { product_id: '30' });
    await call('cases', 'caseFav', { case_id: '4' });
    const second = await other('34600111333');
    expect((await second('product', 'getProductFavList')).data.total).toBe(0);
    expect((await second('cases', 'getCaseFavList')).data.total).toBe(0);
    expect((await second('product', 'getProductDetail', { product_id: 30 })).data.is_fav).toBe(2);
    await second('product', 'productFav', { product_id: '31' });
    expect(ids(await call('product', 'getProductFavList'))).toEqual([30]);
  });

  it('survives a restart with a state file', async () => {
    const stateFile = path.join(mkdtempSync(path.join(tmpdir(), 'sim-fav-')), 'state.json');
    const first = await startTestSimulator({ stateFile });
    const guest = await first.guestToken();
    const login = await first.post(
      '/api/v1/user/login',
      { user_name: '34600111222', password: 'Tile2026' },
      first.asGuest(guest),
    );
    const headers = { 'X-User-Token': login.data.access_user_token as string };
    await first.post('/api/v1/product/productFav', { product_id: '8' }, headers);
    await first.post('/api/v1/cases/caseFav', { case_id: '2' }, headers);
    await first.post('/api/v1/template/templateFav', { template_id: '3' }, headers);
    await first.close();

    const second = await startTestSimulator({ stateFile });
    expect(ids(await second.post('/api/v1/product/getProductFavList', {}, headers))).toEqual([8]);
    expect(ids(await second.post('/api/v1/cases/getCaseFavList', {}, headers))).toEqual([2]);
    expect(ids(await second.post('/api/v1/template/getTemplateFavList', {}, headers))).toEqual([3]);
    await second.close();
  });
});

describe('caseFav and templateFav', () => {
  it('toggle cases, list them by brand, and mark them in case lists', async () => {
    const { s, call } = await signedIn('fav-cases');
    const cases = s.world().regions['dc-eu']!.cases;
    expect((await call('cases', 'caseFav', { case_id: '6' })).data.is_fav).toBe(1);
    expect((await call('cases', 'getCaseDetail', { case_id: 6 })).data.is_fav).toBe(1);
    const listed = (await call('cases', 'getCaseList', { limit: 100 })).data.list as { id: number; is_fav: number }[];
    expect(listed.filter((c) => c.is_fav === 1).map((c) => c.id)).toEqual([6]);
    const brand = cases.find((c) => c.id === 6)!.brand_id;
    expect(ids(await call('cases', 'getCaseFavList', { brand_id: String(brand) }))).toEqual([6]);
    expect(ids(await call('cases', 'getCaseFavList', { brand_id: String((brand % 3) + 1) }))).toEqual([]);
    expect((await call('cases', 'caseFav', { case_id: '6' })).data.is_fav).toBe(2);
    expect(await call('cases', 'caseFav', { case_id: '999' })).toMatchObject({ status: 404 });
  });

  it('toggle displays, list them by space, and batch-remove them', async () => {
    const { call } = await signedIn('fav-templates');
    for (const id of ['1', '4', '6'])
      expect((await call('template', 'templateFav', { template_id: id })).data.is_fav).toBe(1);
    const all = await call('template', 'getTemplateFavList', { space_id: 0 });
    expect(ids(all).sort()).toEqual([1, 4, 6]);
    const kitchen = await call('template', 'getTemplateFavList', { space_id: 2 });
    expect(kitchen.data.list.every((t: { space_id: number }) => t.space_id === 2)).toBe(true);
    expect(
      (await call('template', 'getTemplateList', {})).data.list.filter((t: { is_fav: number }) => t.is_fav === 1),
    ).toHaveLength(3);
    await call('template', 'templateFav', { template_id: '1,4,6' });
    expect((await call('template', 'getTemplateFavList')).data.total).toBe(0);
  });
});
