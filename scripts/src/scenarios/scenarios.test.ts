import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSimulator, type RunningSimulator } from '@storefront/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../shared/contract.js';
import { ContractValidator } from '../shared/schema-check.js';
import { collectYamlFiles } from '../shared/yaml.js';
import { CONTROL_TABLE_END, CONTROL_TABLE_START, controlOperationsTable } from './control-doc.js';
import { scenariosMain, SHIPPED_SCENARIOS } from './main.js';
import { stepLines } from './print.js';
import { runScenarios } from './run.js';

let simulator: RunningSimulator;
const contract = loadContract();

beforeAll(async () => {
  simulator = await createSimulator({ validateResponses: true, control: true }).listen(0);
});

afterAll(async () => {
  await simulator?.close();
});

function scenarioDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'scenarios-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

async function runCli(args: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await scenariosMain(args, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe('shipped QA scenarios', () => {
  it('are at least ten, and every step of every one passes against the simulator', async () => {
    const files = collectYamlFiles([SHIPPED_SCENARIOS]);
    expect(files.length).toBeGreaterThanOrEqual(10);
    const results = await runScenarios(files, {
      baseUrl: simulator.url,
      contract,
      validator: new ContractValidator(contract),
      timeoutMs: 5000,
    });
    const failures = results
      .filter((r) => r.status !== 'passed')
      .map((r) => [`${r.name}:`, ...r.steps.filter((s) => s.status === 'failed').flatMap(stepLines)].join('\n'));
    expect(failures.join('\n\n')).toBe('');
    expect(results.every((r) => r.steps.length >= 3 && r.steps.every((s) => s.status === 'passed'))).toBe(true);
    // Fifteen scenarios of up to 40 calls, each answer checked against the contract: seconds on a busy 2-core machine.
  }, 60_000);
});

describe('scenario runner', () => {
  it('fails on a wrong assertion, names the step and path, and prints the summary line', async () => {
    const dir = scenarioDir({
      'wrong.yaml': [
        'name: deliberately wrong',
        'steps:',
        '  - call: getClientGuestToken',
        '    body: {datacenter_uuid: dc-eu}',
        '    expect:',
        '      status: 200',
        '      data.expires_in: 60',
        '  - call: getDateCenterList',
      ].join('\n'),
    });
    const { code, output } = await runCli(['--base-url', simulator.url, dir]);
    expect(code).toBe(1);
    expect(output).toContain('✗ 1 getClientGuestToken');
    expect(output).toContain('data.expires_in [equals]: expected 60, got 7200');
    expect(output).toContain('- 2 getDateCenterList — not run: an earlier step failed');
    expect(output.trim().split('\n').at(-1)).toBe('scenarios: 0 passed, 1 failed');
  });

  it('treats an answer where a transport failure was expected as a failure, and a typo in a matcher as an error', async () => {
    const dir = scenarioDir({
      'a-expects-drop.yaml':
        'name: expects a drop\nsteps:\n  - call: getDateCenterList\n    expect: {outcome: transport-error}\n',
      'b-typo.yaml': 'name: typo\nsteps:\n  - call: getDateCenterList\n    expect:\n      data.list: {lenght: 4}\n',
      'c-unknown-op.yaml': 'name: unknown operation\nsteps:\n  - call: getEverything\n',
      'd-passes.yaml': 'name: passes\nsteps:\n  - call: getDateCenterList\n    expect: {data.list: {length: 4}}\n',
    });
    const { code, output } = await runCli(['--base-url', simulator.url, dir]);
    expect(code).toBe(1);
    expect(output).toContain('[outcome]: expected transport-error, got answered');
    expect(output).toMatch(/unknown matcher in lenght/);
    expect(output).toContain('no operation getEverything in the contract');
    expect(output).toContain('scenarios: 1 passed, 3 failed');
  });

  it('runs each scenario in its own namespace, so one cannot see the faults of another', async () => {
    const dir = scenarioDir({
      'a.yaml': [
        'name: leaves a fault behind',
        'steps:',
        '  - control: injectFault',
        '    body: {operationId: getDateCenterList, kind: status, status: 500, count: 100}',
        '  - call: getDateCenterList',
        '    expect: {status: 500}',
      ].join('\n'),
      'b.yaml': 'name: sees no fault\nsteps:\n  - call: getDateCenterList\n    expect: {status: 200}\n',
    });
    const { code, output } = await runCli(['--base-url', simulator.url, dir]);
    expect(output).toContain('scenarios: 2 passed, 0 failed');
    expect(code).toBe(0);
  });

  it('starts a simulator of its own without --base-url', async () => {
    const dir = scenarioDir({ 'one.yaml': 'name: one\nsteps:\n  - call: getDateCenterList\n' });
    const { code, output } = await runCli([dir]);
    expect(output).toMatch(/in-process simulator/);
    expect(code).toBe(0);
  });
});

describe('the scenario doc', () => {
  it('lists exactly the control operations of the contract (regenerate with npm run scenarios -- --list-control)', () => {
    const doc = readFileSync(path.resolve(SHIPPED_SCENARIOS, '..', '..', 'docs', 'scenarios.md'), 'utf8');
    const start = doc.indexOf(CONTROL_TABLE_START);
    const end = doc.indexOf(CONTROL_TABLE_END);
    expect(start, 'docs/scenarios.md has the control operations table between its markers').toBeGreaterThan(0);
    expect(doc.slice(start + CONTROL_TABLE_START.length, end).trim()).toBe(controlOperationsTable(contract));
  });
});
