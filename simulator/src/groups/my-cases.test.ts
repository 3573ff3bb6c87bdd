import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namespaceSession } from '../test-support/accounts.js';
import { startTestSimulator, type Answer } from '../test-support/harness.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;
let sim: Sim;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

const ids = (answer: Answer) => (answer.data.list as { id: number }[]).map((c) => c.id);

describe('getMyCaseList', () => {
  it('lists the cases a store showed the client and those collected, the latest first, each once', async () => {
    const s = await namespaceSession(sim, 'my-cases');
    const user = s.asUser(await s.signIn('34600111222'));
    const call = (group: string, op: string, body: object = {}) => sim.post(`/api/v1/${group}/${op}`, body, user);
    const world = s.world();
    const me = world.accounts.users.find((u) => u.phone === '600111222')!;
    const shown = world.catalogue.views
      .filter((v) => v.viewer === `u:${me.client_user_id}` && v.type === 2 && v.browsing_type === 2)
      .map((v) => v.content_id);
    expect(shown.length).toBeGreaterThan(0);

    const before = await call('user', 'getMyCaseList');
    expect(before).toMatchObject({ status: 200, data: { total: shown.length } });
    expect(ids(before).sort()).toEqual([...new Set(shown)].sort());

    const other = world.regions['dc-eu']!.cases.find((c) => !shown.includes(c.id))!.id;
    await call('cases', 'caseFav', { case_id: String(other) });
    const after = await call('user', 'getMyCaseList');
    expect(ids(after)[0]).toBe(other);
    expect((after.data.list as { is_fav: number }[])[0]!.is_fav).toBe(1);
    await call('cases', 'caseFav', { case_id: String(shown[0]) });
    expect(ids(await call('user', 'getMyCaseList')).filter((id) => id === shown[0])).toHaveLength(1);

    await call('cases', 'caseFav', { case_id: String(other) });
    expect(ids(await call('user', 'getMyCaseList'))).not.toContain(other);
    expect((await call('user', 'getMyCaseList', { page: 1, limit: 1 })).data.list).toHaveLength(1);
  });

  it('is for signed-in users', async () => {
    const s = await namespaceSession(sim, 'my-cases-guest');
    expect(await sim.post('/api/v1/user/getMyCaseList', {}, s.asGuest)).toMatchObject({ status: 401 });
  });
});
