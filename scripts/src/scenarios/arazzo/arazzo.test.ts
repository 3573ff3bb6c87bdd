import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSimulator, type RunningSimulator } from '@storefront/simulator';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSequencesDir } from '../../conformance/run.js';
import { defaultContractPath, loadContract } from '../../shared/contract.js';
import { loadFlow, type StepSpec } from '../../shared/steps/spec.js';
import { collectYamlFiles } from '../../shared/yaml.js';
import { SHIPPED_SCENARIOS } from '../main.js';
import { ARAZZO_SUFFIX, exportArazzo, exportSummary, type ExportGroup } from './export.js';
import { failedChecks, runRespect } from './respect.js';
import { flowToArazzo, type ArazzoStep } from './workflow.js';

const contract = loadContract();
const REPOSITORY = path.resolve(SHIPPED_SCENARIOS, '..', '..');

function scenarioFile(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'arazzo-src-')), name);
  writeFileSync(file, text);
  return file;
}

function exportText(text: string) {
  const flow = loadFlow(scenarioFile('flow.yaml', text));
  const exported = flowToArazzo(flow, contract, { source: 'flow.yaml', contractUrl: 'openapi.json', group: 'test' });
  const workflow = (exported.document.workflows as { steps: ArazzoStep[] }[])[0] as { steps: ArazzoStep[] };
  return { ...exported, steps: workflow.steps };
}

const header = (step: ArazzoStep, name: string) => step.parameters.find((p) => p.name === name)?.value;

const TOKEN_THEN_CALLS = `
name: token then calls
steps:
  - call: getClientGuestToken
    body: {datacenter_uuid: dc-eu}
    save: {guest_token: data.access_guest_token, datacenter_uuid: data.datacenter_uuid, whole: data}
  - call: getMainPageBanner
    expect: {status: 200, data.list: {length: {gt: 0}}}
  - call: getPosition
    body: {note: '\${whole.datacenter_uuid}'}
  - control: getClock
    save: {now: data.epoch_ms}
`;

describe('the Arazzo mapping', () => {
  it('sends the token step’s output by reference in the token header of every later call, and the namespace on every call', () => {
    const { steps, problems, simulatorOnly } = exportText(TOKEN_THEN_CALLS);
    expect(problems).toEqual([]);
    expect(simulatorOnly).toBe(true); // it reads the simulator's clock
    const [token, banner, position, clock] = steps as [ArazzoStep, ArazzoStep, ArazzoStep, ArazzoStep];
    expect(token.outputs).toEqual({
      guest_token: '$response.body#/data/access_guest_token',
      datacenter_uuid: '$response.body#/data/datacenter_uuid',
      whole: '$response.body#/data',
    });
    expect(header(token, 'X-Guest-Token')).toBeUndefined();
    for (const step of [banner, position])
      expect(header(step, 'X-Guest-Token')).toBe('$steps.s01_getClientGuestToken.outputs.guest_token');
    for (const step of steps) expect(header(step, 'X-Sim-Namespace')).toBe('$inputs.namespace');
    // A control operation takes no token.
    expect(header(clock, 'X-Guest-Token')).toBeUndefined();
  });

  it('puts the saved datacenter_uuid in every backend body by reference, but not in a control body', () => {
    const { steps } = exportText(TOKEN_THEN_CALLS);
    const [token, banner, position, clock] = steps as [ArazzoStep, ArazzoStep, ArazzoStep, ArazzoStep];
    expect(token.requestBody.payload).toEqual({ datacenter_uuid: 'dc-eu' });
    expect(banner.requestBody.payload).toEqual({
      datacenter_uuid: '$steps.s01_getClientGuestToken.outputs.datacenter_uuid',
    });
    // A part of a saved value is a JSON pointer after the output, not a copy.
    expect(position.requestBody.payload).toEqual({
      note: '$steps.s01_getClientGuestToken.outputs.whole#/datacenter_uuid',
      datacenter_uuid: '$steps.s01_getClientGuestToken.outputs.datacenter_uuid',
    });
    expect(clock.requestBody.payload).toEqual({});
  });

  it('checks the HTTP status, the envelope’s code and each expected field', () => {
    const { steps } = exportText(TOKEN_THEN_CALLS);
    expect((steps[1] as ArazzoStep).successCriteria).toEqual([
      { condition: '$statusCode == 200' },
      { condition: '$response.body#/status == 200' },
      { context: '$response.body#/data', condition: '$[?@["list"] && length(@["list"]) > 0]', type: 'jsonpath' },
    ]);
  });

  it('keeps a pattern that looks like /pattern/flags as our pattern, slashes included', () => {
    const { steps } = exportText(
      "name: slashes\nsteps:\n  - call: getPosition\n    expect: {msg: {matches: '/v1/'}}\n",
    );
    expect((steps[0] as ArazzoStep).successCriteria).toContainEqual({
      context: '$response.body#/msg',
      condition: '//v1//',
      type: 'regex',
    });
  });

  it('nests every chain of conditions two by two, as Respect misreads a && b && c', () => {
    const { steps, problems } = exportText(`
name: chain
steps:
  - call: getProductList
    body: {limit: 2}
    expect: {data.list: {each: {product_spec: {equals: {width: 600, height: 600}}}}}
`);
    expect(problems).toEqual([]);
    expect((steps[0] as ArazzoStep).successCriteria[1]?.condition).toBe(
      '$[?@["list"] && count(@["list"][?!((@["product_spec"] && (length(@["product_spec"]) == 2 && (@["product_spec"]["width"] == 600 && @["product_spec"]["height"] == 600))))]) == 0]',
    );
  });

  it('reports a filter as not runnable whatever its name, a new one included, and keeps the text as written', () => {
    const { problems, steps } = exportText(`
name: filters
steps:
  - control: getClock
    save: {now: data.epoch_ms}
  - call: getPosition
    body: {day: '\${now|plus_days:1|date}', open: '\${now|next_open_day:3}'}
`);
    expect(problems).toEqual([
      "step 2: ${now|plus_days:1|date} converts with plus_days, date: Arazzo's runtime expressions cannot convert a value (no filters)",
      "step 2: ${now|next_open_day:3} converts with next_open_day: Arazzo's runtime expressions cannot convert a value (no filters)",
    ]);
    expect((steps[1] as ArazzoStep).requestBody.payload).toMatchObject({ day: '${now|plus_days:1|date}' });
    expect((steps[1] as ArazzoStep)['x-storefront-unsupported']).toEqual(problems);
  });

  it('reports a step key the language gains later instead of leaving it out', () => {
    const flow = loadFlow(scenarioFile('flow.yaml', 'name: new key\nsteps:\n  - call: getPosition\n'));
    const step = flow.steps[0] as StepSpec & { retry?: number };
    step.retry = 3; // as if the language had gained retry: (spec.ts refuses it today)
    const exported = flowToArazzo(flow, contract, { source: 'flow.yaml', contractUrl: 'openapi.json', group: 'test' });
    expect(exported.problems).toEqual(['step 1: the step key retry has no Arazzo form in this export']);
  });

  it('reports loops, sorted lists, transport errors and comparisons with a saved list instead of dropping them', () => {
    const { problems } = exportText(`
name: unsupported
steps:
  - call: getCaseList
    body: {page: 1}
    expect: {data.list: {sorted: {by: id, order: desc}}}
    save: {cases: data.list}
  - call: getCaseList
    body: {page: 1}
    expect: {data.list: '\${cases}'}
  - for_each: '\${cases}'
    as: item
    steps: [{call: getPosition}]
  - call: getPosition
    expect: {outcome: transport-error}
`);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^step 1: sorted/);
    expect(problems[1]).toMatch(/^step 2: compares data.list with a saved value, and the contract allows a list/);
    expect(problems[2]).toMatch(/^step 3: for_each .* no loops/);
    expect(problems[3]).toMatch(/^step 4: expect.outcome transport-error/);
  });
});

describe('npm run scenarios -- --export-arazzo', () => {
  const groups: ExportGroup[] = [
    { name: 'scenarios', files: collectYamlFiles([SHIPPED_SCENARIOS]) },
    { name: 'sequences', files: collectYamlFiles([defaultSequencesDir()]) },
  ];
  const exportTo = (outDir: string, only = groups) =>
    exportArazzo({ outDir, groups: only, contract, contractPath: defaultContractPath(), root: REPOSITORY });

  it('writes every scenario and sequence, the same bytes every time, and names each one that cannot run', () => {
    const [first, second] = [
      mkdtempSync(path.join(tmpdir(), 'arazzo-a-')),
      mkdtempSync(path.join(tmpdir(), 'arazzo-b-')),
    ];
    const results = exportTo(first);
    exportTo(second);
    const total = groups.reduce((n, g) => n + g.files.length, 0);
    expect(results).toHaveLength(total);
    for (const result of results) {
      // The contract's address is relative, so two folders at the same depth get the same bytes.
      expect(readFileSync(path.join(second, result.file), 'utf8')).toBe(
        readFileSync(path.join(first, result.file), 'utf8'),
      );
      const document = load(readFileSync(path.join(first, result.file), 'utf8')) as { workflows: unknown[] };
      expect(document.workflows).toHaveLength(1);
      expect(result.file.includes('/not-runnable/')).toBe(!result.runnable);
    }
    const summary = exportSummary(results);
    const runnable = results.filter((r) => r.runnable).length;
    expect(summary[0]).toBe(
      `exported ${total} workflows (${groups.map((g) => `${g.files.length} ${g.name}`).join(', ')}), ${runnable} runnable, ${total - runnable} not runnable`,
    );
    for (const result of results.filter((r) => !r.runnable)) {
      expect(summary).toContain(`  not runnable: ${result.source}`);
      expect(result.problems.length).toBeGreaterThan(0);
    }
  });

  describe('run by redocly respect against a fresh simulator', () => {
    let simulator: RunningSimulator;
    beforeAll(async () => {
      simulator = await createSimulator({ validateResponses: true, control: true }).listen(0);
    });
    afterAll(async () => {
      await simulator?.close();
    });

    it('every runnable shipped scenario and conformance sequence passes', async () => {
      const outDir = mkdtempSync(path.join(tmpdir(), 'arazzo-run-'));
      exportTo(outDir);
      const runnableIn = (group: string) =>
        readdirSync(path.join(outDir, group))
          .filter((name) => name.endsWith(ARAZZO_SUFFIX))
          .map((name) => path.join(outDir, group, name));
      expect(runnableIn('scenarios').length).toBeGreaterThanOrEqual(3);
      const files = [...runnableIn('scenarios'), ...runnableIn('sequences')];
      const run = await runRespect(files, simulator.url);
      expect(failedChecks(run.report)).toEqual([]);
      expect(run.exitCode, run.output).toBe(0);
      const workflows = Object.values(run.report?.files ?? {}).flatMap((f) => f.executedWorkflows);
      expect(workflows.map((w) => w.status)).toEqual(files.map(() => 'success'));
      // Each ran its calls: a workflow of one step would prove little.
      expect(workflows.every((w) => w.executedSteps.length >= 2)).toBe(true);
    }, 60_000);

    it('fails, naming the step and the check, when an expectation is wrong', async () => {
      const source = scenarioFile(
        'wrong.yaml',
        [
          'name: a guest token lives two hours, not one',
          'steps:',
          '  - call: getClientGuestToken',
          '    body: {datacenter_uuid: dc-eu}',
          '    expect: {status: 200, data.expires_in: 3600}',
        ].join('\n'),
      );
      const outDir = mkdtempSync(path.join(tmpdir(), 'arazzo-wrong-'));
      const [result] = exportTo(outDir, [{ name: 'scenarios', files: [source] }]);
      expect(result?.runnable).toBe(true);
      const run = await runRespect([path.join(outDir, result?.file ?? '')], simulator.url);
      expect(run.exitCode).not.toBe(0);
      expect(failedChecks(run.report)).toEqual([
        'wrong.arazzo.yaml wrong/s01_getClientGuestToken: success criteria check $[?@["expires_in"] && @["expires_in"] == 3600]',
      ]);
    }, 30_000);
  });
});
