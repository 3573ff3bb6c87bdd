import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMESPACE_HEADER, USER_TOKEN_HEADER, rules } from '@storefront/sdk';
import { Clock } from '../state/clock.js';
import { contractOperations, loadContract } from './contract.js';
import { issueSocialCredential } from '../stand-ins/social-credentials.js';
import { startTestSimulator } from '../test-support/harness.js';
import { createWorld, type World } from '../state/world.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;

type Media = { example?: unknown; schema?: { properties?: Record<string, { example?: unknown; format?: string }> } };
const contract = loadContract() as {
  paths: Record<string, { post: { requestBody?: { content: Record<string, Media | undefined> } } }>;
};

/**
 * A multipart operation has no JSON example: its body is built from the schema, each text part's own example
 * and, for the binary part, the 1x1 PNG (the same one the conformance checker sends).
 */
function multipartExample(media: Media): FormData {
  const form = new FormData();
  for (const [name, prop] of Object.entries(media.schema?.properties ?? {})) {
    if (prop.format === 'binary')
      form.append(name, new Blob([rules.ONE_PIXEL_PNG], { type: 'image/png' }), 'example.png');
    else if (prop.example !== undefined) form.append(name, String(prop.example));
  }
  return form;
}

describe('every operation of the contract', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  // Examples that need state a fresh namespace lacks (their x-conformance-note says which) get it placed first:
  // the code 123456 they carry, and thirdFill's pending social account.
  const placeCode = (world: World, content: string, fun_type: 1 | 2 | 3) => {
    const now = new Clock(world.clock).now();
    world.accounts.codes.push({
      datacenter_uuid: 'dc-eu',
      content,
      type: 2,
      fun_type,
      code: '123456',
      sent_at: now,
      expires_at: now + 600_000,
    });
  };
  const arrange: Record<string, (world: World) => void> = {
    reg: (w) => placeCode(w, '34600999888', 1),
    forgetPassword: (w) => placeCode(w, '34600111444', 2),
    controlGetLastCode: (w) => placeCode(w, '34600999888', 1),
    thirdFill: (w) => {
      placeCode(w, '34600999777', 3);
      w.accounts.pending.push({
        client_user_id: 'cu_9001',
        datacenter_uuid: 'dc-eu',
        user_type: 1,
        uid: 'fb-100002',
        created_at: 0,
      });
    },
  };
  // A provider credential is single-use and dated, so no fixed example can hold one: a fresh stand-in one is sent.
  const credentialNow = (provider: 'facebook' | 'google', uid: string) => (w: World) =>
    issueSocialCredential(provider, { uid }, new Clock(w.clock).now()).credential;
  const freshCredential: Record<string, (world: World) => string> = {
    thirdLogin: credentialNow('facebook', 'fb-100002'),
    googleLogin: credentialNow('google', 'g-200001'),
    bindPlatform: credentialNow('google', 'g-200003'),
  };
  const loginExample = contract.paths['/api/v1/user/login']!.post.requestBody!.content['application/json']!.example;

  // The calculator examples name side 1 (sized), side 2 (in Recently Deleted), side product 1 and the shopping
  // list example-list-0000001 of the signed-in user: made through the calls themselves, the list's random id
  // then set to the example's.
  const calculatorState = async (headers: Record<string, string>, world: World) => {
    const call = (op: string, body: object) => sim.post(`/api/v1/calculator/${op}`, body, headers);
    await call('addCalculatorSideByProduct', { product_id: '1,2' });
    await call('editCalculatorSide', { side_id: 1, length: 4, width: 3 });
    await call('delCalculatorSide', { side_id: 2 });
    const list = await call('addToShoppinglist', { side_id: '1' });
    world.calculator.shoppingLists.find((l) => l.id === list.data.shopping_list_id)!.id = 'example-list-0000001';
  };
  // The appointment examples name appointment 1 (booked for a day long ahead), visit 1 and purchase 1.
  const appointmentState = async (headers: Record<string, string>, visit: boolean) => {
    const example =
      contract.paths['/api/v1/store/addAppointment']!.post.requestBody!.content['application/json']!.example;
    await sim.post('/api/v1/store/addAppointment', example, headers);
    if (visit)
      await sim.post(
        '/control/visitStore',
        { appointment_id: 1, purchase: true },
        { [NAMESPACE_HEADER]: headers[NAMESPACE_HEADER]! },
      );
  };
  const needsAppointment: Record<string, boolean> = {
    getAppointmentDetail: false,
    setReaded: false,
    controlVisitStore: false,
    addClientRecordStar: true,
    getClientRecordDetail: true,
    getMyTransactionDetail: true,
  };
  const needsCalculator = new Set([
    'copyCalculatorSide',
    'delCalculatorSide',
    'editCalculatorSide',
    'editCalculatorSideProduct',
    'restoreDelCalculatorSide',
    'delMustCalculatorSide',
    'addToShoppinglist',
    'delShoppinglist',
    'addCalculatorSideByShoppingList',
    'getClientShoppingInfo',
  ]);

  // Response validation is on: an answer that drifts from the contract comes back as status 500.
  const title = (op: (typeof contractOperations)[number]) =>
    contract.paths[op.path]?.post.requestBody?.content['multipart/form-data']
      ? `${op.operationId} (multipart: text parts' examples and a 1x1 PNG as the file)`
      : op.operationId;
  it.each(contractOperations.map((op) => [title(op), op] as const))(
    '%s answers its example with a valid success',
    async (_id, op) => {
      const content = contract.paths[op.path]?.post.requestBody?.content ?? {};
      const multipart = content['multipart/form-data'];
      const example = content['application/json']?.example ?? {};
      const namespace = `ex-${op.operationId}`;
      const token = await sim.guestToken('dc-eu', namespace);
      arrange[op.operationId]?.(sim.simulator.worlds.get(namespace)!);
      let headers: Record<string, string> = sim.asGuest(token, namespace);
      const signedIn = needsCalculator.has(op.operationId) || op.operationId in needsAppointment;
      if ((op.auth.length > 0 && !op.auth.includes('guestToken')) || signedIn) {
        // User-only operations run as the login example's account.
        const login = await sim.post('/api/v1/user/login', loginExample, headers);
        headers = { [USER_TOKEN_HEADER]: login.data.access_user_token, [NAMESPACE_HEADER]: namespace };
      }
      if (needsCalculator.has(op.operationId)) await calculatorState(headers, sim.simulator.worlds.get(namespace)!);
      if (op.operationId in needsAppointment) await appointmentState(headers, needsAppointment[op.operationId]!);
      // Control calls carry the namespace only.
      if (op.tag === 'control') headers = { [NAMESPACE_HEADER]: namespace };
      const credential = freshCredential[op.operationId];
      const body = credential ? { ...example, credential: credential(sim.simulator.worlds.get(namespace)!) } : example;
      const answer = multipart
        ? await sim.postForm(op.path, multipartExample(multipart), headers)
        : await sim.post(op.path, body, headers);
      expect(answer.msg).not.toMatch(/does not match the contract/);
      expect(answer.status).toBe(200);
    },
  );

  it('has a handler for each operation', () => {
    expect(contractOperations.length).toBeGreaterThanOrEqual(36);
  });
});

describe('data from the seed', () => {
  it('is the same, byte for byte, for the same seed', () => {
    expect(JSON.stringify(createWorld(11))).toBe(JSON.stringify(createWorld(11)));
  });

  it('differs for another seed', () => {
    expect(JSON.stringify(createWorld(11).regions)).not.toBe(JSON.stringify(createWorld(12).regions));
  });

  it('has at least three data centres, each with home content', () => {
    const world = createWorld(1);
    const regions = Object.values(world.regions);
    expect(regions.length).toBeGreaterThanOrEqual(3);
    for (const region of regions) {
      expect(region.brands.length).toBeGreaterThanOrEqual(3);
      expect(region.banners.map((b) => b.type).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(region.cases.length).toBeGreaterThan(2);
    }
  });
});

describe('tokens and regions', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startTestSimulator();
  });
  afterAll(() => sim.close());

  it('a guest token works for 2 hours of the simulator clock, then answers 100', async () => {
    const ns = { [NAMESPACE_HEADER]: 'expiry' };
    const token = await sim.guestToken('dc-eu', 'expiry');
    await sim.post('/control/advanceClock', { ms: 2 * 3600_000 - 1000 }, ns);
    expect((await sim.post('/api/v1/common/getMainPageBanner', {}, sim.asGuest(token, 'expiry'))).status).toBe(200);
    await sim.post('/control/advanceClock', { ms: 1000 }, ns);
    expect((await sim.post('/api/v1/common/getMainPageBanner', {}, sim.asGuest(token, 'expiry'))).status).toBe(100);
  });

  it('no token or an unknown token answers 100', async () => {
    expect((await sim.post('/api/v1/common/getMainPageInfo', {})).status).toBe(100);
    expect((await sim.post('/api/v1/common/getMainPageInfo', {}, sim.asGuest('g_nope'))).status).toBe(100);
  });

  it('a token of one region is not accepted in another', async () => {
    const token = await sim.guestToken('dc-eu');
    const answer = await sim.post('/api/v1/common/getMainPageInfo', { datacenter_uuid: 'dc-us' }, sim.asGuest(token));
    expect(answer.status).toBe(100);
  });

  it('each region has its own data', async () => {
    const eu = await sim.guestToken('dc-eu');
    const us = await sim.guestToken('dc-us');
    const euStores = await sim.post(
      '/api/v1/store/getAppointmentStoreList',
      { latitude: 40.4, longitude: -3.7 },
      sim.asGuest(eu),
    );
    const usStores = await sim.post(
      '/api/v1/store/getAppointmentStoreList',
      { latitude: 40.4, longitude: -3.7 },
      sim.asGuest(us),
    );
    expect(euStores.data.list[0].area_code).toBe('34');
    expect(usStores.data.list[0].area_code).toBe('1');
  });

  it('an unknown data centre is invalid input naming the field', async () => {
    const answer = await sim.post('/api/v1/user/getClientGuestToken', { datacenter_uuid: 'dc-mars' });
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual([
      { field: 'datacenter_uuid', rule: 'known_datacenter', message: "no data centre 'dc-mars'" },
    ]);
  });

  it('namespaces never see each other', async () => {
    const token = await sim.guestToken('dc-eu', 'ns-a');
    expect((await sim.post('/api/v1/common/getMainPageInfo', {}, sim.asGuest(token, 'ns-a'))).status).toBe(200);
    expect((await sim.post('/api/v1/common/getMainPageInfo', {}, sim.asGuest(token, 'ns-b'))).status).toBe(100);
  });

  it('reset throws the namespace state away', async () => {
    const token = await sim.guestToken('dc-eu', 'ns-reset');
    await sim.post('/control/reset', {}, { [NAMESPACE_HEADER]: 'ns-reset' });
    expect((await sim.post('/api/v1/common/getMainPageInfo', {}, sim.asGuest(token, 'ns-reset'))).status).toBe(100);
  });
});

describe('invalid input', () => {
  let sim: Sim;
  let token: string;
  beforeAll(async () => {
    sim = await startTestSimulator();
    token = await sim.guestToken();
  });
  afterAll(() => sim.close());

  it('names each field and rule', async () => {
    const answer = await sim.post('/api/v1/common/getAD', { type: 'three', extra: 1 }, sim.asGuest(token));
    expect(answer.status).toBe(400);
    const pairs = (answer.data.errors as { field: string; rule: string }[]).map((e) => `${e.field}:${e.rule}`);
    expect(pairs).toEqual(expect.arrayContaining(['banner_type:required', 'type:type', 'extra:additionalProperties']));
  });

  it('answers a body that is not JSON with an envelope', async () => {
    const response = await fetch(`${sim.url}/api/v1/common/getAD`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"type":',
    });
    expect(await response.json()).toMatchObject({ status: 400, data: { errors: [{ rule: 'json' }] } });
  });

  it('answers an unknown operation with a 404 envelope', async () => {
    expect(await sim.post('/api/v1/common/noSuchThing', {})).toMatchObject({ status: 404 });
  });

  it('keeps nothing of a refused request', async () => {
    const before = Object.keys(sim.simulator.worlds.get('default')!.tokens).length;
    await sim.post('/api/v1/user/getClientGuestToken', { datacenter_uuid: 'dc-eu', user_id: 'x'.repeat(65) });
    expect(Object.keys(sim.simulator.worlds.get('default')!.tokens).length).toBe(before);
  });
});

describe('fault injection', () => {
  let sim: Sim;
  let token: string;
  const ns = { [NAMESPACE_HEADER]: 'faults' };
  beforeAll(async () => {
    sim = await startTestSimulator();
    token = await sim.guestToken('dc-eu', 'faults');
  });
  afterAll(() => sim.close());

  it('answers an envelope status for the next N calls, then behaves', async () => {
    await sim.post(
      '/control/injectFault',
      { operationId: 'getMainPageBanner', kind: 'status', status: 500, msg: 'Down for a moment', count: 2 },
      ns,
    );
    const call = () => sim.post('/api/v1/common/getMainPageBanner', {}, sim.asGuest(token, 'faults'));
    expect(await call()).toMatchObject({ status: 500, msg: 'Down for a moment' });
    expect(await call()).toMatchObject({ status: 500 });
    expect(await call()).toMatchObject({ status: 200 });
  });

  it('delays an answer', async () => {
    await sim.post('/control/injectFault', { operationId: 'getPosition', kind: 'latency', latency_ms: 300 }, ns);
    const started = performance.now();
    const answer = await sim.post('/api/v1/common/getPosition', {}, sim.asGuest(token, 'faults'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.status).toBe(200);
  });

  it('drops the connection', async () => {
    await sim.post('/control/injectFault', { operationId: 'getMainPageInfo', kind: 'drop' }, ns);
    await expect(sim.post('/api/v1/common/getMainPageInfo', {}, sim.asGuest(token, 'faults'))).rejects.toThrow();
  });

  it('refuses a fault for an operation that does not exist', async () => {
    const answer = await sim.post('/control/injectFault', { operationId: 'launchRocket', kind: 'drop' }, ns);
    expect(answer).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'operationId', rule: 'known_operation' }] },
    });
  });

  it('clears pending faults', async () => {
    await sim.post('/control/injectFault', { operationId: 'getAD', kind: 'status', status: 500, count: 5 }, ns);
    expect(await sim.post('/control/clearFaults', {}, ns)).toMatchObject({ status: 200, data: { cleared: 1 } });
    expect(
      (await sim.post('/api/v1/common/getAD', { type: 3, banner_type: 3 }, sim.asGuest(token, 'faults'))).status,
    ).toBe(200);
  });
});

describe('the state file', () => {
  it('keeps tokens and the clock across a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sim-state-'));
    const stateFile = path.join(dir, 'state.json');
    const first = await startTestSimulator({ stateFile });
    const token = await first.guestToken();
    await first.post('/control/advanceClock', { ms: 60_000 });
    await first.close();
    expect(JSON.parse(readFileSync(stateFile, 'utf8')).version).toBe(1);

    const second = await startTestSimulator({ stateFile });
    expect((await second.post('/api/v1/common/getMainPageInfo', {}, second.asGuest(token))).status).toBe(200);
    await second.close();
  });
});

describe('pictures and the app', () => {
  it('serves generated pictures', async () => {
    const sim = await startTestSimulator();
    const response = await fetch(`${sim.url}/cdn/img/room/dc-eu-banner-1.svg`);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg/);
    expect((await fetch(`${sim.url}/cdn/img/room/..%2Fetc.svg`)).status).toBe(404);
    await sim.close();
  });

  it('serves a built app with its routes falling back to the index page', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sim-app-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(dir, 'assets', 'a.js'), 'console.log(1)');
    const sim = await startTestSimulator({ appDir: dir });
    expect(await (await fetch(`${sim.url}/product-detail?id=3`)).text()).toContain('<title>app</title>');
    expect((await fetch(`${sim.url}/assets/a.js`)).status).toBe(200);
    expect((await fetch(`${sim.url}/assets/missing.js`)).status).toBe(404);
    await sim.close();
  });
});
