import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namespaceSession } from '../test-support/accounts.js';
import { startTestSimulator, type Answer } from '../test-support/harness.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;

let sim: Sim;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

type Item = {
  content_id: number;
  type: number;
  time: number;
  browsing_type: number;
  last_time: string;
  is_fav: number;
  product_number: string;
  size: string;
};
const items = (answer: Answer) => answer.data.list as Item[];
const keys = (answer: Answer) => items(answer).map((i) => `${i.type}:${i.content_id}`);

describe('getRecentlyViewedList', () => {
  it("orders a guest's three visits by time and by views, and applies the content flags", async () => {
    const s = await namespaceSession(sim, 'recent-guest');
    const call = (group: string, op: string, body: unknown = {}) => sim.post(`/api/v1/${group}/${op}`, body, s.asGuest);
    const step = () => s.control('advanceClock', { ms: 60_000 });
    await call('product', 'getProductDetail', { product_id: 10 });
    await step();
    await call('cases', 'getCaseDetail', { case_id: 2 });
    await step();
    await call('product', 'getProductDetail', { product_id: 10 });

    const list = (body: object) => call('store', 'getRecentlyViewedList', body);
    const newest = await list({ sort_type: 1 });
    expect(keys(newest)).toEqual(['1:10', '2:2']);
    expect(items(newest)[0]).toMatchObject({ time: 2, browsing_type: 1, is_fav: 2 });
    expect(items(newest)[0]!.product_number).not.toBe('');
    expect(items(newest)[0]!.size).toMatch(/ mm$/);
    expect(items(newest)[1]).toMatchObject({ time: 1, product_number: '', size: '' });
    expect(new Date(items(newest)[0]!.last_time).getTime()).toBeGreaterThan(
      new Date(items(newest)[1]!.last_time).getTime(),
    );
    expect(keys(await list({ sort_type: 2 }))).toEqual(['2:2', '1:10']);
    expect(keys(await list({ sort_type: 3 }))).toEqual(['1:10', '2:2']);
    expect(keys(await list({ sort_type: 4 }))).toEqual(['2:2', '1:10']);
    expect(keys(await list({ is_case: 2 }))).toEqual(['1:10']);
    expect(keys(await list({ is_product: 2 }))).toEqual(['2:2']);
    expect(keys(await list({ is_product: 2, is_case: 2 }))).toEqual([]);
    expect(keys(await list({ browsing_type: 2 }))).toEqual([]);

    // Another guest token has its own (empty) list.
    const other = await sim.guestToken('dc-eu', 'recent-guest');
    expect(
      (await sim.post('/api/v1/store/getRecentlyViewedList', {}, sim.asGuest(other, 'recent-guest'))).data,
    ).toEqual({ list: [], total: 0 });
  });

  it('counts only an opening: a detail call marked as a look-up (record_view 2) adds no view and no trending count', async () => {
    const s = await namespaceSession(sim, 'recent-lookup');
    const call = (group: string, op: string, body: unknown = {}) => sim.post(`/api/v1/${group}/${op}`, body, s.asGuest);
    const views = () => ({ ...s.world().catalogue?.viewCounts });
    const before = views();
    expect(await call('product', 'getProductDetail', { product_id: 10, record_view: 2 })).toMatchObject({
      status: 200,
      data: { id: 10 },
    });
    expect(await call('cases', 'getCaseDetail', { case_id: 2, record_view: 2 })).toMatchObject({
      status: 200,
      data: { id: 2 },
    });
    expect(keys(await call('store', 'getRecentlyViewedList', {}))).toEqual([]);
    expect(views()).toEqual(before);
    await call('product', 'getProductDetail', { product_id: 11, record_view: 1 });
    await call('cases', 'getCaseDetail', { case_id: 3 });
    expect(keys(await call('store', 'getRecentlyViewedList', {})).sort()).toEqual(['1:11', '2:3']);
  });

  it("shows a seeded user's offline views, keeps online ones apart, and marks favourites", async () => {
    const s = await namespaceSession(sim, 'recent-user');
    const token = await s.signIn('34600111222');
    const call = (group: string, op: string, body: unknown = {}) =>
      sim.post(`/api/v1/${group}/${op}`, body, s.asUser(token));
    const offline = await call('store', 'getRecentlyViewedList', { browsing_type: 2 });
    expect(offline.data.total).toBe(4);
    expect(items(offline).every((i) => i.browsing_type === 2)).toBe(true);
    expect(new Set(items(offline).map((i) => i.type))).toEqual(new Set([1, 2, 3]));
    expect(keys(await call('store', 'getRecentlyViewedList', { browsing_type: 2, is_display: 2 }))).not.toContain(
      keys(offline).find((k) => k.startsWith('3:')),
    );
    expect((await call('store', 'getRecentlyViewedList', { browsing_type: 1 })).data.total).toBe(0);

    const product = items(offline).find((i) => i.type === 1)!.content_id;
    await call('product', 'productFav', { product_id: String(product) });
    await call('product', 'getProductDetail', { product_id: product });
    const all = await call('store', 'getRecentlyViewedList', {});
    expect(all.data.total).toBe(5);
    expect(items(all)[0]).toMatchObject({ content_id: product, type: 1, browsing_type: 1, time: 1, is_fav: 1 });
    expect(
      items(all)
        .filter((i) => i.content_id === product && i.type === 1)
        .map((i) => i.browsing_type)
        .sort(),
    ).toEqual([1, 2]);

    // The guest that signed in keeps nothing of the user's list, and the user nothing of the guest's.
    expect((await sim.post('/api/v1/store/getRecentlyViewedList', {}, s.asGuest)).data.total).toBe(0);
  });
});

describe('sharing', () => {
  it('counts shares per item, shows them in details and in the stats, for guests too', async () => {
    const s = await namespaceSession(sim, 'shares');
    const call = (group: string, op: string, body: unknown = {}) => sim.post(`/api/v1/${group}/${op}`, body, s.asGuest);
    expect(await call('share', 'shareProduct', { product_id: 5 })).toMatchObject({
      status: 200,
      data: { share_count: 1 },
    });
    expect(await call('share', 'shareProduct', { product_id: 5 })).toMatchObject({
      status: 200,
      data: { share_count: 2 },
    });
    expect((await call('share', 'shareCase', { case_id: 3 })).data.share_count).toBe(1);
    expect((await call('share', 'shareTemplate', { template_id: 2 })).data.share_count).toBe(1);
    expect((await call('share', 'shareTemplatePlan', { template_plan_id: 1 })).data.share_count).toBe(1);
    expect((await call('product', 'getProductDetail', { product_id: 5 })).data.share_count).toBe(2);
    expect((await call('product', 'getProductDetail', { product_id: 6 })).data.share_count).toBe(0);
    expect((await call('cases', 'getCaseDetail', { case_id: 3 })).data.share_count).toBe(1);

    const stats = await s.control('getStats', {});
    expect(stats.data.shares).toEqual([
      { datacenter_uuid: 'dc-eu', kind: 'product', id: 5, count: 2 },
      { datacenter_uuid: 'dc-eu', kind: 'case', id: 3, count: 1 },
      { datacenter_uuid: 'dc-eu', kind: 'template', id: 2, count: 1 },
      { datacenter_uuid: 'dc-eu', kind: 'template_plan', id: 1, count: 1 },
    ]);
    expect((await s.control('getStats', { datacenter_uuid: 'dc-us' })).data.shares).toEqual([]);
  });

  it('answers 404 for items that do not exist and records nothing', async () => {
    const s = await namespaceSession(sim, 'shares-missing');
    const call = (op: string, body: unknown) => sim.post(`/api/v1/share/${op}`, body, s.asGuest);
    expect(await call('shareProduct', { product_id: 9999 })).toMatchObject({
      status: 404,
      msg: 'This product does not exist.',
    });
    expect(await call('shareCase', { case_id: 9999 })).toMatchObject({ status: 404 });
    expect(await call('shareTemplate', { template_id: 9999 })).toMatchObject({ status: 404 });
    expect(await call('shareTemplatePlan', { template_plan_id: 99 })).toMatchObject({
      status: 404,
      msg: 'This plan does not exist.',
    });
    expect((await s.control('getStats', {})).data.shares).toEqual([]);
  });
});
