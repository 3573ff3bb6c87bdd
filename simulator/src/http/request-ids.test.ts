import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namespaceSession } from '../test-support/accounts.js';
import { startTestSimulator } from '../test-support/harness.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;
let sim: Sim;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

describe('ids are taken as integers or strings of digits, id lists as text or one integer', () => {
  it('answers a single id sent as digits exactly as the same id sent as a number', async () => {
    const s = await namespaceSession(sim, 'ids-single');
    const headers = s.asUser(await s.signIn('34600111222'));
    const detail = (product_id: unknown) => sim.post('/api/v1/product/getProductDetail', { product_id }, headers);
    const asNumber = await detail(3);
    expect(asNumber.status).toBe(200);
    expect(await detail('3')).toMatchObject({ status: 200, data: { id: 3, product_name: asNumber.data.product_name } });
    const store = (level_id: unknown) => sim.post('/api/v1/store/getAppointmentItem', { level_id }, headers);
    expect((await store('2')).data).toEqual((await store(2)).data);
  });

  it('refuses what is not an id, naming the field', async () => {
    const s = await namespaceSession(sim, 'ids-refused');
    const headers = s.asUser(await s.signIn('34600111222'));
    for (const bad of ['03', '0', '3a', ' 3', '-3', 0, 3.5, true]) {
      const answer = await sim.post('/api/v1/product/getProductDetail', { product_id: bad }, headers);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.data.errors.map((e: { field: string }) => e.field)).toContain('product_id');
    }
  });

  it('takes an id list as one integer: collecting product 3 by number, then removing it by text', async () => {
    const s = await namespaceSession(sim, 'ids-list');
    const headers = s.asUser(await s.signIn('34600111444'));
    const fav = (product_id: unknown) => sim.post('/api/v1/product/productFav', { product_id }, headers);
    expect(await fav(3)).toMatchObject({ status: 200, data: { is_fav: 1 } });
    expect(await fav('3')).toMatchObject({ status: 200, data: { is_fav: 2 } });
    expect((await fav('')).status).toBe(400);
  });

  it('reads an empty optional id as none: every city, and the top-level product types', async () => {
    const s = await namespaceSession(sim, 'ids-optional');
    const headers = s.asGuest;
    const cases = (city_id: unknown) => sim.post('/api/v1/cases/getCaseList', { page: 1, limit: 30, city_id }, headers);
    const all = await cases('');
    expect(all.status).toBe(200);
    expect((await cases(0)).data.total).toBe(all.data.total);
    const types = (pid: unknown) => sim.post('/api/v1/product/getProductTypeList', { pid }, headers);
    expect((await types('')).data).toEqual((await types(0)).data);
  });
});
