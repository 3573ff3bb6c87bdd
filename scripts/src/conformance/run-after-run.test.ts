import { fileURLToPath } from 'node:url';
import { createSimulator, type RunningSimulator } from '@storefront/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../shared/contract.js';
import { send, type Session } from '../shared/conventions.js';
import { commandCode, commandCredential } from '../shared/steps/code.js';
import { notApplicable, notRun } from './report/summary.js';
import { runConformance } from './run.js';
import type { ConformanceReport, Finding } from './types.js';

/** The first seeded account of dc-eu: the backend team's test account. */
const TEST_ACCOUNT = { userName: '34600111222', password: 'Tile2026' };
const hook = (name: string) => fileURLToPath(new URL(`./mutation/${name}`, import.meta.url));

const describeFindings = (findings: Finding[]) =>
  findings
    .map((f) => `${f.operationId} ${f.source}: ${f.path} ${f.rule} expected ${f.expected}, got ${f.got}`)
    .join('\n');

let sim: RunningSimulator;

beforeAll(async () => {
  // The control API is open only for the hooks, as a backend team's hooks read their SMS gateway and their
  // provider's test tool; the checker itself never calls it.
  sim = await createSimulator({ control: true }).listen(0);
});

afterAll(async () => {
  await sim?.close();
});

/** What `npm run conformance -- --code-command … --credential-command … --login … --strict` does against a real server. */
function realServerRun(extra: { includeLimits?: boolean } = {}): Promise<ConformanceReport> {
  return runConformance({
    baseUrl: sim.url,
    // One namespace for both runs and every sequence: a real server has one state (it ignores X-Sim-Namespace),
    // and the second run meets what the first one left, its rate-limit windows included.
    namespace: 'run-after-run',
    namespacePerSequence: false,
    ...extra,
    login: TEST_ACCOUNT,
    codeProvider: commandCode(`"${process.execPath}" "${hook('code-hook.mjs')}" ${sim.url}`),
    credentialProvider: commandCredential(`"${process.execPath}" "${hook('credential-hook.mjs')}" ${sim.url}`),
  });
}

const contract = loadContract();

/** What the test account holds that the cases add to: saved plans, calculator sides, shopping lists, favourites. */
async function accountHoldings(): Promise<Record<string, unknown>> {
  const call = async (operationId: string, body: Record<string, unknown>, session: Session) => {
    const op = contract.operations.find((o) => o.operationId === operationId);
    if (!op) throw new Error(`no ${operationId}`);
    const { response } = await send(sim.url, op, { body }, session, { namespace: 'run-after-run', timeoutMs: 5000 });
    return (response.json as { data: Record<string, unknown> }).data;
  };
  const guest = await call('getClientGuestToken', { datacenter_uuid: 'dc-eu' }, {});
  const session: Session = { datacenterUuid: 'dc-eu', guestToken: guest.access_guest_token as string };
  const signedIn = await call('login', { user_name: TEST_ACCOUNT.userName, password: TEST_ACCOUNT.password }, session);
  const user: Session = { ...session, userToken: signedIn.access_user_token as string };
  // Lists that page answer a total; the others answer the whole list.
  const count = async (operationId: string, paged: boolean) => {
    const answer = await call(operationId, paged ? { page: 1, limit: 100 } : {}, user);
    return paged ? answer.total : (answer.list as unknown[]).length;
  };
  return {
    plans: await count('getTemplatePlanList', false),
    sides: await count('getCalculatorList', false),
    deletedSides: await count('getDelCalculatorList', true),
    shoppingLists: await count('getShoppinglist', false),
    productFavourites: await count('getProductFavList', true),
    caseFavourites: await count('getCaseFavList', true),
    templateFavourites: await count('getTemplateFavList', true),
  };
}

/** What --strict fails on: findings, and anything applicable that did not run. */
function strictProblems(report: ConformanceReport): string {
  const gaps = notRun(report).map((n) => `not run: ${n.what}: ${n.reason}`);
  return [describeFindings(report.findings), ...gaps].filter(Boolean).join('\n');
}

describe('two real-server runs in a row against one server, without a reset', () => {
  it('are both green with --strict, and list the clock, control and limit sequences as not applicable', async () => {
    const before = await accountHoldings();
    const first = await realServerRun();
    expect(strictProblems(first)).toBe('');
    const afterFirst = await accountHoldings();
    const second = await realServerRun();
    expect(strictProblems(second)).toBe('');
    // What the cases made on the test account (plans, sides, lists, favourites) was removed again each time, so
    // every run leaves the account as the one before left it. Only the delTemplatePlan example (plan_id 1, an id of
    // the seed) deletes a plan the account had, on the first run; nothing can make it again with its id.
    expect(await accountHoldings()).toEqual(afterFirst);
    expect({ ...afterFirst, plans: undefined }).toEqual({ ...before, plans: undefined });
    const cleanUps = second.operations.flatMap((o) => o.cases).filter((c) => c.title.startsWith('clean-up: '));
    expect(cleanUps.map((c) => c.operationId)).toEqual(
      expect.arrayContaining(['delCalculatorSide', 'delMustCalculatorSide', 'delTemplatePlan', 'productFav']),
    );
    // A side the delCalculatorAllSide example already moved to Recently Deleted is 404 there; the removal for good
    // (delMustCalculatorSide) and the favourites toggled back must succeed.
    const mustSucceed = cleanUps.filter((c) => c.operationId !== 'delCalculatorSide');
    expect(mustSucceed.filter((c) => c.status !== 200).map((c) => `${c.title}: ${c.status}`)).toEqual([]);
    for (const report of [first, second]) {
      const social = report.sequences.find((s) => s.file.endsWith('link-social-accounts.yaml'));
      expect(social?.status).toBe('passed');
      const notApplicableFiles = notApplicable(report).map((n) => n.what);
      expect(notApplicableFiles).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/two hours/),
          expect.stringMatching(/Rate limits/),
          expect.stringMatching(/lock/),
        ]),
      );
      expect(
        report.sequences
          .filter((s) => s.notApplicable)
          .map((s) => s.file.split('/').pop())
          .sort(),
      ).toEqual([
        'book-visit-evaluate.yaml',
        'code-lifetime.yaml',
        'guest-token-expiry.yaml',
        'login-lock-and-reset.yaml',
        'rate-limits.yaml',
      ]);
    }
  }, 300_000);
});
