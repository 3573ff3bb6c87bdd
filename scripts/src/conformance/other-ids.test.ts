import { createSimulator, type RunningSimulator } from '@storefront/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFSET, startOtherIdsServer, type OtherIdsServer } from './other-ids-server.js';
import { runConformance } from './run.js';
import type { ConformanceReport, Finding } from './types.js';

/** The first seeded account of dc-eu; accounts do not depend on the seed. */
const SEEDED_ACCOUNT = { userName: '34600111222', password: 'Tile2026' };

const describeFindings = (findings: Finding[]) =>
  findings
    .map((f) => `${f.operationId} ${f.source}: ${f.path} ${f.rule} expected ${f.expected}, got ${f.got}`)
    .join('\n');

let sim: RunningSimulator;
let server: OtherIdsServer;

beforeAll(async () => {
  // Another seed, behind a proxy that renumbers every id (the seed alone keeps ids 1, 2, 3 …): a server whose
  // data is not the one the contract's examples were written against.
  sim = await createSimulator({ seed: 99, control: true }).listen(0);
  server = await startOtherIdsServer(sim.url);
});

afterAll(async () => {
  await server?.close();
  await sim?.close();
});

describe('conformance checker against a server with other data (ids from x-id-from)', () => {
  // One namespace for both runs, as on a real server: the second run meets what the first one left.
  const options = () => ({
    baseUrl: server.url,
    includeControl: true,
    includeLimits: true,
    login: SEEDED_ACCOUNT,
    namespace: 'other-ids',
  });
  let first: ConformanceReport;

  beforeAll(async () => {
    first = await runConformance(options());
  }, 180_000);

  it('the seed ids name nothing there: the contract example of getProductDetail is a 404', async () => {
    const sent = first.operations
      .find((o) => o.operationId === 'getProductDetail')
      ?.cases.find((c) => c.title === 'the contract example')?.request;
    const answer = await fetch(`${server.url}/api/v1/product/getProductDetail`, {
      method: 'POST',
      headers: { ...sent?.headers, 'content-type': 'application/json', 'X-Sim-Namespace': 'other-ids' },
      body: JSON.stringify({
        product_id: 1,
        datacenter_uuid: (sent?.body as { datacenter_uuid: string }).datacenter_uuid,
      }),
    });
    expect(((await answer.json()) as { status: number }).status).toBe(404);
  });

  it('finds nothing wrong, runs every case and every sequence', () => {
    expect(describeFindings(first.findings)).toBe('');
    expect(first.operations.flatMap((o) => o.cases).filter((c) => c.skipped)).toEqual([]);
    expect(
      first.sequences.filter((s) => s.status !== 'passed').map((s) => `${s.name}: ${s.reason ?? 'failed'}`),
    ).toEqual([]);
  });

  it('sends the ids the server answered, in examples, id lists, JSON text and sequences', () => {
    const example = (operationId: string) =>
      first.operations
        .find((o) => o.operationId === operationId)
        ?.cases.find((c) => c.title === 'the contract example');
    const detail = example('getProductDetail');
    expect(detail).toMatchObject({ status: 200, mismatches: [] });
    expect((detail?.request?.body as { product_id: number }).product_id).toBeGreaterThan(OFFSET);
    expect((example('productFav')?.request?.body as { product_id: string }).product_id).toMatch(/^\d{4,}$/);
    const plan = example('saveTemplatePlan')?.request?.body as { template_uuid: string; side_list: string };
    expect((JSON.parse(plan.side_list) as { product_id_str: string }[])[0]?.product_id_str).toMatch(/^\d{4,}$/);
    const source = first.operations
      .find((o) => o.operationId === 'getProductList')
      ?.cases.find((c) => c.title === 'id source: the contract example');
    expect(source).toMatchObject({ status: 200, mismatches: [] });
    const wish = first.sequences.find((s) => s.name.startsWith('A favourite shows in the wish list'));
    expect(
      (wish?.steps.find((s) => s.name === 'collect a product')?.request?.body as { product_id: string }).product_id,
    ).toMatch(/^\d{4,}$/);
  });

  it('a second run against the same server is clean too, but for the rate limits its first run used up', async () => {
    const second = await runConformance(options());
    expect(describeFindings(second.findings.filter((f) => !f.source.startsWith('sequence ')))).toBe('');
    // The rate-limit sequence fails a second time from one address within the windows (and would against a real
    // server): the first run has filled them. Every other sequence takes fresh phones, e-mails and uids per run.
    const failed = second.sequences.filter((q) => q.status !== 'passed').map((q) => q.name);
    expect(failed.filter((name) => !/^Rate limits answer 429/.test(name))).toEqual([]);
  }, 180_000);
});
