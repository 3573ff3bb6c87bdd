import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBreaks, createSimulator, type RunningSimulator } from '@storefront/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../shared/contract.js';
import { commandCode, fixedCode } from '../shared/steps/code.js';
import { htmlReport } from './report/html.js';
import { junitReport } from './report/junit.js';
import { textReport } from './report/text.js';
import { MULTIPART_EXAMPLE, STATE_DEPENDENT_EXAMPLE } from './plan.js';
import { runConformance } from './run.js';
import type { ConformanceReport, Finding } from './types.js';

// Each break, and what the checker must say about it: the operation, the JSON path, the rule.
const BREAKS: { spec: string; operationId: string; path: string; rule: string }[] = [
  {
    spec: 'missing-field:getMainPageInfo:data.brand_list',
    operationId: 'getMainPageInfo',
    path: 'data.brand_list',
    rule: 'required',
  },
  {
    spec: 'wrong-type:getMainPageBanner:data.list[0].id',
    operationId: 'getMainPageBanner',
    path: 'data.list[0].id',
    rule: 'type',
  },
  {
    spec: 'server-error:getSearchHotwordList',
    operationId: 'getSearchHotwordList',
    path: 'status',
    rule: 'server-error',
  },
  { spec: 'accept-invalid:getAD', operationId: 'getAD', path: 'status', rule: 'accepted-invalid' },
  {
    spec: 'extra-field:getPosition:data.position',
    operationId: 'getPosition',
    path: 'data.position.unexpected_field',
    rule: 'additionalProperties',
  },
  {
    spec: 'undeclared-status:getCustomerServiceInfo',
    operationId: 'getCustomerServiceInfo',
    path: 'status',
    rule: 'undeclared-status',
  },
  {
    spec: 'no-envelope:getAppointmentStoreList',
    operationId: 'getAppointmentStoreList',
    path: 'status',
    rule: 'envelope',
  },
  { spec: 'wrong-type:getCaseList:data.total', operationId: 'getCaseList', path: 'data.total', rule: 'type' },
  // The multipart upload: a server that takes a body without img_path (or with unknown parts), and one whose
  // answer has the wrong type for data.path.
  { spec: 'accept-invalid:uploadImage', operationId: 'uploadImage', path: 'status', rule: 'accepted-invalid' },
  { spec: 'wrong-type:uploadImage:data.path', operationId: 'uploadImage', path: 'data.path', rule: 'type' },
];

/** The first seeded account of dc-eu (the contract's login example). */
const SEEDED_ACCOUNT = { userName: '34600111222', password: 'Tile2026' };

let clean: RunningSimulator;
let broken: RunningSimulator;

beforeAll(async () => {
  clean = await createSimulator({ validateResponses: true, control: true }).listen(0);
  broken = await createSimulator({ breaks: createBreaks(BREAKS.map((b) => b.spec)), control: true }).listen(0);
});

afterAll(async () => {
  await Promise.all([clean?.close(), broken?.close()]);
});

const describeFindings = (findings: Finding[]) =>
  findings
    .map((f) => `${f.operationId} ${f.source}: ${f.path} ${f.rule} expected ${f.expected}, got ${f.got}`)
    .join('\n');

describe('conformance checker against the simulator', () => {
  let report: ConformanceReport;

  beforeAll(async () => {
    // Signed in as a seeded account (login's example), so the user-only operations are really checked.
    report = await runConformance({
      baseUrl: clean.url,
      includeControl: true,
      includeLimits: true,
      login: SEEDED_ACCOUNT,
    });
    // About 1,500 cases and 15 sequences: several seconds on a busy 2-core machine.
  }, 60_000);

  it('finds nothing wrong with the simulator, control API included', () => {
    expect(describeFindings(report.findings)).toBe('');
    expect(report.findings).toHaveLength(0);
  });

  it('runs every kind of case for every operation, and every sequence', () => {
    const cases = report.operations.flatMap((o) => o.cases);
    expect(report.operations.map((o) => o.operationId)).toEqual(
      expect.arrayContaining(['getMainPageInfo', 'getCaseList', 'controlReset']),
    );
    for (const kind of ['positive', 'negative', 'auth'] as const)
      expect(cases.filter((c) => c.kind === kind && !c.skipped).length).toBeGreaterThan(10);
    expect(cases.filter((c) => c.skipped)).toEqual([]);
    const getAD = report.operations.find((o) => o.operationId === 'getAD')?.cases.map((c) => c.title) ?? [];
    expect(getAD).toEqual(
      expect.arrayContaining([
        'missing required field type',
        'wrong type: banner_type',
        'value outside the enum: type',
        'unknown extra field',
        'no token',
        'unknown guest token',
      ]),
    );
    expect(report.sequences.length).toBeGreaterThanOrEqual(5);
    expect(report.sequences.filter((s) => s.status !== 'passed')).toEqual([]);
  });

  it('reports status coverage per operation and per status', () => {
    expect(report.coverage.map((c) => c.operationId)).toEqual(report.operations.map((o) => o.operationId));
    for (const c of report.coverage) {
      expect(c.declared, c.operationId).toBeDefined();
      expect(Object.keys(c.seen).length, c.operationId).toBeGreaterThan(0);
    }
    const declared = report.coverage.reduce((n, c) => n + (c.declared?.length ?? 0), 0);
    expect(textReport(report)).toContain(
      `status coverage: ${declared} of ${declared} declared statuses provoked, 0 never seen (not findings)`,
    );
    expect(textReport(report)).toMatch(
      /\nthirdFill +\d+ +0 +100×\d+ 200×\d+ 203×\d+ 400×\d+ 404×\d+ 409×\d+ 429×\d+ +-\n/,
    );
    expect(junitReport(report)).toMatch(/<testcase classname="sendCode" name="status coverage"/);
    expect(htmlReport(report)).toContain(`${declared} of ${declared} declared statuses provoked`);
  });

  it('provokes every status each operation declares, with the sequences that make the state', () => {
    expect(report.coverage.filter((c) => c.neverSeen.length > 0 || c.undeclared.length > 0)).toEqual([]);
  });

  it('checks a state-dependent example (x-conformance-note) standalone against its declared statuses, and its success in a sequence', () => {
    // State-dependent examples are JSON ones; a multipart operation's note only says what the checker sends.
    const noted = loadContract().operations.filter((o) => o.conformanceNote && o.bodyType === 'json');
    expect(noted.map((o) => o.operationId)).toEqual(
      expect.arrayContaining(['reg', 'thirdFill', 'forgetPassword', 'controlGetLastCode', 'sendCode']),
    );
    const standalone = (id: string) =>
      report.operations.find((o) => o.operationId === id)?.cases.find((c) => c.title === STATE_DEPENDENT_EXAMPLE);
    // On the run's fresh namespace these cannot succeed: a declared error, with a valid error envelope.
    expect(standalone('reg')).toMatchObject({ status: 400, mismatches: [] });
    expect(standalone('forgetPassword')).toMatchObject({ status: 400, mismatches: [] });
    expect(standalone('thirdFill')).toMatchObject({ status: 404, mismatches: [] });
    expect(standalone('controlGetLastCode')).toMatchObject({ status: 404, mismatches: [] });
    expect(
      (standalone('reg')?.response?.json as { data: { errors: { field: string }[] } }).data.errors.map((e) => e.field),
    ).toContain('code');
    // ... and a sequence that sets up the state drives each of them to 200.
    for (const op of noted) {
      const succeeded = report.sequences
        .flatMap((s) => s.steps)
        .filter(
          (step) => step.operationId === op.operationId && (step.response?.json as { status?: number })?.status === 200,
        );
      expect(succeeded.length, op.operationId).toBeGreaterThan(0);
    }
  });

  it('checks the multipart upload: a 1x1 PNG succeeds, a missing file, a text file and a broken body are refused, no token cases', () => {
    const cases = report.operations.find((o) => o.operationId === 'uploadImage')?.cases ?? [];
    const byTitle = (title: string) => cases.find((c) => c.title === title);
    const positive = byTitle(MULTIPART_EXAMPLE);
    expect(positive).toMatchObject({ status: 200, mismatches: [] });
    expect(positive?.request?.body).toMatchObject({
      img_path: 'h5_img',
      file: '<file conformance.png, image/png, 67 bytes, a 1x1 PNG>',
    });
    expect((positive?.response?.json as { data: { path: string } }).data.path).toMatch(/^uploads\/h5_img\/.+\.png$/);
    expect(positive?.request?.headers).not.toHaveProperty('X-Guest-Token');
    expect(positive?.request?.headers).not.toHaveProperty('X-User-Token');
    const refused = (title: string, field: string, rule: string) => {
      const c = byTitle(title);
      expect(c, title).toMatchObject({ status: 400, mismatches: [] });
      expect((c?.response?.json as { data: { errors: { field: string; rule: string }[] } }).data.errors, title).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, rule })]),
      );
    };
    refused('missing required field file', 'file', 'required');
    refused('not an accepted file type: file (text named .png, declared image/png)', 'file', 'image_type');
    refused('missing required field img_path', 'img_path', 'required');
    refused('not matching the pattern: img_path', 'img_path', 'pattern');
    refused('unknown extra field', 'conformance_unknown_field', 'additionalProperties');
    refused('malformed multipart body (cut before its end)', '', 'multipart');
    expect(cases.filter((c) => c.kind === 'auth')).toEqual([]);
    expect(cases.map((c) => c.title)).not.toContain('malformed JSON body');
    expect(cases.filter((c) => c.skipped)).toEqual([]);
  });

  it('signs in with --login and checks the user-only operations as that user', () => {
    const signIn = report.operations
      .find((o) => o.operationId === 'login')
      ?.cases.find((c) => c.title === `session start: sign in as ${SEEDED_ACCOUNT.userName}`);
    expect(signIn).toMatchObject({ status: 200, mismatches: [] });
    expect(signIn?.request?.body).toMatchObject({ user_name: SEEDED_ACCOUNT.userName, password: '********' });
    const userInfo = report.operations.find((o) => o.operationId === 'getUserInfo')?.cases ?? [];
    expect(userInfo.find((c) => c.title === 'the contract example')).toMatchObject({ status: 200, mismatches: [] });
    expect(
      (userInfo.find((c) => c.title === 'the contract example')?.response?.json as { data: { phone: string } }).data
        .phone,
    ).toBe('600111222');
    expect(userInfo.filter((c) => c.kind === 'negative' && !c.skipped).every((c) => c.status === 400)).toBe(true);
  });

  it('writes a JUnit and an HTML report that say the same', () => {
    const xml = junitReport(report);
    expect(xml).toMatch(/^<\?xml/);
    expect(xml).toContain('<testsuite name="getCaseList"');
    expect(xml).toMatch(/<testsuites [^>]*failures="0"/);
    expect(htmlReport(report)).toContain('0 findings');
    // The one advisory of the healthy simulator: its saved plans' ids count up, where the contract advises ids a
    // shared link cannot be guessed from (a plan link opens the plan for anyone).
    expect(report.advisories.map((a) => `${a.operationId} ${a.rule}`)).toEqual(['saveTemplatePlan guessable-id']);
    expect(textReport(report)).toMatch(
      /conformance: 0 findings, 1 security advisory \(\d+ passed, 0 failed, 0 skipped\)/,
    );
  });

  it('skips control operations and control sequences unless asked, and honours --only', async () => {
    const only = await runConformance({ baseUrl: clean.url, only: ['getCaseList', 'template'] });
    const templateOps = loadContract()
      .operations.filter((o) => o.tags.includes('template'))
      .map((o) => o.operationId);
    expect(templateOps.length).toBeGreaterThan(1);
    expect(only.operations.map((o) => o.operationId).sort()).toEqual(['getCaseList', ...templateOps].sort());
    expect(only.findings).toEqual([]);
    // No --login: the user-only operations' valid and invalid input is skipped, saying how to sign in.
    const favList = only.operations.find((o) => o.operationId === 'getTemplateFavList')?.cases ?? [];
    expect(
      favList
        .filter((c) => c.kind !== 'auth')
        .every((c) => /pass --login user_name:password or --user-token/.test(c.skipped ?? '')),
    ).toBe(true);
    expect(favList.filter((c) => c.kind === 'auth' && !c.skipped).length).toBeGreaterThan(0);
    const expiry = only.sequences.find((s) => s.name.includes('two hours'));
    expect(expiry?.status).toBe('skipped');
    expect(expiry?.reason).toMatch(/--include-control/);
  });

  it('reports statuses it could not provoke as coverage, not as findings', async () => {
    // Without the control API, a code or a user, the sequences that make the state do not run.
    const user = await runConformance({ baseUrl: clean.url, only: ['user'] });
    expect(user.findings).toEqual([]);
    expect(
      user.sequences.filter((s) => /needs a verification code/.test(s.reason ?? '')).length,
    ).toBeGreaterThanOrEqual(3);
    const thirdFill = user.coverage.find((c) => c.operationId === 'thirdFill');
    expect(thirdFill?.neverSeen).toEqual(expect.arrayContaining([200, 203, 409]));
    expect(thirdFill?.note).toMatch(/pending social account/);
    const text = textReport(user);
    expect(text).toMatch(
      /status coverage: \d+ of \d+ declared statuses provoked, [1-9]\d* never seen \(not findings\)/,
    );
    expect(text).toMatch(/thirdFill never answered 200, 203, 409, 429; its example needs state: /);
    expect(text).toMatch(/conformance: 0 findings/);
    expect(junitReport(user)).toMatch(/<testsuites [^>]*failures="0"/);
  });

  it('says why the user-only operations went unchecked when --login fails', async () => {
    const wrong = await runConformance({
      baseUrl: clean.url,
      only: ['getUserInfo'],
      login: { userName: SEEDED_ACCOUNT.userName, password: 'Wrong2026' },
    });
    expect(wrong.findings).toEqual([]);
    expect(wrong.signInProblem).toMatch(/login as 34600111222 answered status 400/);
    const cases = wrong.operations.find((o) => o.operationId === 'getUserInfo')?.cases ?? [];
    expect(cases.filter((c) => c.kind !== 'auth').every((c) => /the sign-in failed/.test(c.skipped ?? ''))).toBe(true);
    expect(textReport(wrong)).toMatch(/Could not sign in: login as 34600111222/);
  });
});

describe('conformance checker against a simulator with deliberate contract breaks', () => {
  let report: ConformanceReport;

  beforeAll(async () => {
    // Signed in too, so the user-only operations are checked (and must not be blamed) as well.
    report = await runConformance({ baseUrl: broken.url, login: SEEDED_ACCOUNT });
    // A few seconds alone; more on a shared 2-core machine.
  }, 60_000);

  it.each(BREAKS)('finds $spec at $operationId $path', ({ operationId, path: where, rule }) => {
    const found = report.findings.filter((f) => f.operationId === operationId && f.path === where && f.rule === rule);
    expect(
      found.length,
      describeFindings(report.findings.filter((f) => f.operationId === operationId)),
    ).toBeGreaterThan(0);
    expect(found[0]?.request?.path).toContain(operationId);
  });

  it('blames only the broken operations', () => {
    // A broken id source (x-id-from) leaves the cases that need its id not run, saying so, and a broken schedule
    // source (x-calendar) the calendar edges of the booking; nothing else is skipped.
    const broken = new Set(BREAKS.map((b) => b.operationId));
    const notRun = report.operations.flatMap((o) => o.cases).filter((c) => c.skipped);
    expect(
      notRun.filter(
        (c) =>
          ![...broken].some(
            (op) =>
              c.skipped?.includes(`needs a real id from ${op} `) || c.skipped?.includes(`need a schedule from ${op} `),
          ),
      ),
    ).toEqual([]);
    expect(notRun.map((c) => c.operationId).sort()).toEqual([
      'addAppointment',
      'getAppointmentItem',
      'getAppointmentItem',
    ]);
    const blamed = new Set(report.findings.map((f) => f.operationId));
    expect([...blamed].sort()).toEqual([...new Set(BREAKS.map((b) => b.operationId))].sort());
    expect(textReport(report)).toMatch(/conformance: \d+ findings/);
    expect(junitReport(report)).toMatch(
      /<failure message="data.brand_list: expected present \(required\), got missing"/,
    );
  });
});

describe('conformance checker: hangs, dropped connections and verification codes', () => {
  it('reports a hang as a timeout and a dropped connection as a transport failure', async () => {
    const namespace = 'conformance-faults';
    const inject = (operationId: string, kind: string, extra: object) =>
      fetch(`${clean.url}/control/injectFault`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Sim-Namespace': namespace },
        body: JSON.stringify({ operationId, kind, count: 1000, ...extra }),
      });
    await inject('getPosition', 'latency', { latency_ms: 1500 });
    await inject('getMainPageBanner', 'drop', {});
    const report = await runConformance({
      baseUrl: clean.url,
      namespace,
      only: ['getPosition', 'getMainPageBanner'],
      timeoutMs: 300,
      sequencesDir: '/nonexistent',
      concurrency: 8,
    });
    expect(report.findings.some((f) => f.operationId === 'getPosition' && f.rule === 'timeout')).toBe(true);
    expect(report.findings.some((f) => f.operationId === 'getMainPageBanner' && f.rule === 'transport')).toBe(true);
    await fetch(`${clean.url}/control/clearFaults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Sim-Namespace': namespace },
      body: '{}',
    });
  });

  it('skips a sequence that needs a verification code unless --code or --code-command gives one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sequences-'));
    writeFileSync(
      path.join(dir, 'code.yaml'),
      [
        'name: uses a verification code',
        'steps:',
        '  - verification_code: {save: code, for: "+34 600000000"}',
        '  - call: getClientGuestToken',
        '    body: {datacenter_uuid: dc-eu, user_id: "${code}"}',
      ].join('\n'),
    );
    writeFileSync(
      path.join(dir, 'later.yaml'),
      'name: a coming operation\nsteps:\n  - call: launchRocket\n    body: {rocket_id: "1"}\n',
    );
    const base = { baseUrl: clean.url, sequencesDir: dir, only: ['getClientGuestToken'] };

    const without = await runConformance(base);
    const skipped = without.sequences.find((s) => s.name === 'uses a verification code');
    expect(skipped?.status).toBe('skipped');
    expect(skipped?.reason).toMatch(/needs a verification code: pass --code-command "cmd" or --code/);
    expect(without.sequences.find((s) => s.name === 'a coming operation')?.reason).toMatch(
      /launchRocket, not in the contract yet/,
    );

    const fixed = await runConformance({ ...base, codeProvider: fixedCode('123456') });
    const withFixed = fixed.sequences.find((s) => s.name === 'uses a verification code');
    expect(withFixed?.status).toBe('passed');
    expect(withFixed?.steps[1]?.request?.body).toMatchObject({ user_id: '123456' });

    const hooked = await runConformance({
      ...base,
      codeProvider: commandCode('echo "$VERIFICATION_TARGET" | tr -dc 0-9'),
    });
    expect(hooked.sequences.find((s) => s.name === 'uses a verification code')?.steps[1]?.request?.body).toMatchObject({
      user_id: '34600000000',
    });
  });
});
