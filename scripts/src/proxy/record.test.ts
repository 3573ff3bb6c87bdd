import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBreaks, createSimulator } from '@storefront/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenarios } from '../scenarios/run.js';
import { loadContract } from '../shared/contract.js';
import { ContractValidator } from '../shared/schema-check.js';
import { loadFlow } from '../shared/steps/spec.js';
import { startRecordingWalk, stepsNotPassed, type RecordingWalk } from './walk-support.js';

const contract = loadContract();
const SEED = 4242;
let walk: RecordingWalk;
const file = path.join(mkdtempSync(path.join(tmpdir(), 'proxy-record-')), 'walk.yaml');

beforeAll(async () => {
  walk = await startRecordingWalk(contract, SEED, file);
  const { app } = walk;
  // A customer's walk: start-up, a product from the list, registration with a texted code, a favourite.
  const { dc, guest } = await walk.start();
  const products = (await app('getProductList', { page: 1, limit: 10, datacenter_uuid: dc }, { guest })).list as {
    id: number;
  }[];
  const productId = products[2]?.id as number;
  await app('getProductDetail', { product_id: productId, datacenter_uuid: dc }, { guest });
  await app('sendCode', { type: 2, fun_type: 1, content: '34611223344', datacenter_uuid: dc }, { guest });
  const code = await walk.lastCode('34611223344', 1);
  const registered = await app(
    'reg',
    {
      area_code: '34',
      phone: '611223344',
      code,
      password: 'Walk2026',
      first_name: 'Marta',
      last_name: 'Ruiz',
      gender: '2',
      user_id: '',
      client_user_id: '',
      datacenter_uuid: dc,
    },
    { guest },
  );
  const user = String(registered.access_user_token);
  await app('getUserInfo', { datacenter_uuid: dc }, { user });
  await app('productFav', { product_id: String(productId), datacenter_uuid: dc }, { user });
  await app('getProductFavList', { brand_id: '', page: 1, limit: 30, datacenter_uuid: dc }, { user });
}, 30_000);

afterAll(async () => {
  await walk?.close();
});

describe('a walk recorded as a scenario', () => {
  it('saves what the server handed out by name, reads the code from the simulator and writes no secret', () => {
    const text = readFileSync(file, 'utf8');
    const steps = loadFlow(file).steps;
    expect(steps.map((s) => s.call ?? `control ${s.control}`)).toEqual([
      'getDateCenterList',
      'getClientGuestToken',
      'getProductList',
      'getProductDetail',
      'sendCode',
      'control getLastCode',
      'reg',
      'getUserInfo',
      'productFav',
      'getProductFavList',
    ]);
    expect(steps[0]?.save).toEqual({ datacenter_uuid: 'data.list[0].datacenter_uuid' });
    expect(steps[1]?.save).toEqual({ guest_token: 'data.access_guest_token' });
    expect(steps[2]?.save).toEqual({ product_id: 'data.list[2].id' });
    expect(steps[3]?.body).toEqual({ product_id: '${product_id}', datacenter_uuid: '${datacenter_uuid}' });
    expect(steps[5]?.body).toEqual({ content: '34611223344', fun_type: 1 });
    expect(steps[6]?.body).toMatchObject({ code: '${code_1}', password: '${env.SCENARIO_PASSWORD}' });
    expect(steps[6]?.save).toEqual({ user_token: 'data.access_user_token' });
    // What the walk sent at registration, read back by the profile.
    // The list answered the id as a number; productFav takes it as text.
    expect(steps[8]?.body).toEqual({ product_id: '${product_id|text}', datacenter_uuid: '${datacenter_uuid}' });
    expect(steps[7]?.expect).toMatchObject({ status: 200, 'data.first_name': 'Marta', 'data.last_name': 'Ruiz' });
    expect(text).toContain('SCENARIO_PASSWORD=… npm run scenarios');
    for (const secret of ['Walk2026', 'access_guest_token: g_', /\bu_[A-Za-z0-9_-]{20,}/, /[gu]_[A-Za-z0-9_-]{20,}/]) {
      if (typeof secret === 'string') expect(text).not.toContain(secret);
      else expect(text).not.toMatch(secret);
    }
  });

  it('replays green against a fresh simulator with the same seed, and fails where a server answers otherwise', async () => {
    process.env.SCENARIO_PASSWORD = 'Walk2026';
    try {
      const options = { contract, validator: new ContractValidator(contract), timeoutMs: 5000 };
      const [green] = await runScenarios([file], { ...options, baseUrl: walk.fresh.url });
      expect(stepsNotPassed(green)).toEqual([]);
      expect(green?.status).toBe('passed');
      // A server that answers the profile with another name: the replay says where and what.
      const other = await createSimulator({
        seed: SEED,
        control: true,
        breaks: createBreaks(['wrong-value:getUserInfo:data.first_name="Ana"']),
      }).listen(0);
      try {
        const [red] = await runScenarios([file], { ...options, baseUrl: other.url });
        expect(red?.status).toBe('failed');
        const failed = red?.steps.find((s) => s.status === 'failed');
        expect(failed?.name).toBe('getUserInfo');
        expect(failed?.failures.map((f) => `${f.path}: expected ${f.expected}, got ${f.got}`)).toContain(
          'data.first_name: expected "Marta", got "Ana"',
        );
      } finally {
        await other.close();
      }
    } finally {
      delete process.env.SCENARIO_PASSWORD;
    }
  });
});

describe('secrets from the environment', () => {
  it('reads ${env.NAME} and names a missing variable without listing the environment', async () => {
    const { interpolate } = await import('../shared/interpolate.js');
    process.env.SCENARIO_TEST_SECRET = 's3cret';
    try {
      expect(interpolate({ password: '${env.SCENARIO_TEST_SECRET}' }, {})).toEqual({ password: 's3cret' });
    } finally {
      delete process.env.SCENARIO_TEST_SECRET;
    }
    expect(() => interpolate('${env.SCENARIO_TEST_SECRET}', { saved: 1 })).toThrow(
      /^the environment variable SCENARIO_TEST_SECRET is not set/,
    );
  });
});
