import { createBreaks, createSimulator, type RunningSimulator } from '@storefront/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../shared/contract.js';
import { REDACTED } from './redact.js';
import { startProxy, type RunningProxy } from './server.js';

const contract = loadContract();
let simulator: RunningSimulator;
let proxy: RunningProxy;
const lines: string[] = [];

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const answer = await fetch(`${proxy.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { http: answer.status, json: (await answer.json()) as { status: number; data: Record<string, unknown> } };
};

beforeAll(async () => {
  // A server that answers the data-centre names as numbers: a break the proxy must see in the app's traffic.
  const breaks = createBreaks(['wrong-type:getDateCenterList:data.list[*].datacenter_name']);
  simulator = await createSimulator({ control: true, breaks }).listen(0);
  proxy = await startProxy(
    { target: simulator.url, contract, timeoutMs: 5000, namespace: 'proxy-test', print: (line) => lines.push(line) },
    0,
  );
});

afterAll(async () => {
  await proxy?.close();
  await simulator?.close();
});

describe('contract proxy', () => {
  it('passes calls on unchanged and reports what differs from the contract, one line per finding', async () => {
    const list = await post('/api/v1/common/getDateCenterList', {});
    expect(list.http).toBe(200);
    expect(typeof (list.json.data.list as { datacenter_name: unknown }[])[0]?.datacenter_name).toBe('number');
    const exchange = proxy.log.all().at(-1);
    expect(exchange?.operationId).toBe('getDateCenterList');
    expect(exchange?.findings.map((f) => `${f.path} ${f.rule}`)).toContain('data.list[0].datacenter_name type');
    expect(
      lines.some((l) =>
        /^✗ #\d+ getDateCenterList data\.list\[\*\]\.datacenter_name \[type\]: expected type "string", got \d+ \(integer\) \(×4\)$/.test(
          l,
        ),
      ),
    ).toBe(true);
  });

  it('checks the request the app sent, and finds nothing in a conforming exchange', async () => {
    const bad = await post('/api/v1/user/getClientGuestToken', { datacenter_uuid: 'dc-eu', surprise: 1 });
    expect(bad.json.status).toBe(400);
    expect(
      proxy.log
        .all()
        .at(-1)
        ?.findings.map((f) => f.rule),
    ).toEqual(['request additionalProperties']);
    const good = await post('/api/v1/user/getClientGuestToken', {
      datacenter_uuid: 'dc-eu',
      user_id: '',
      client_user_id: '',
    });
    expect(good.json.status).toBe(200);
    expect(proxy.log.all().at(-1)?.findings).toEqual([]);
  });

  it('takes the time budget and the Content-Type from the contract, and an injected hang as a finding', async () => {
    const control = (op: string, body: unknown) =>
      fetch(`${simulator.url}/control/${op}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sim-namespace': 'proxy-test' },
        body: JSON.stringify(body),
      });
    await control('injectFault', { operationId: 'getDateCenterList', kind: 'latency', latency_ms: 1100, count: 1 });
    await post('/api/v1/common/getDateCenterList', {});
    const slow = proxy.log.all().at(-1);
    expect(slow?.findings.map((f) => f.rule)).toContain('time-budget');
    expect(slow?.findings.find((f) => f.rule === 'time-budget')?.expected).toBe('an answer within 1000 ms');
  });

  it("does not open the target's control API to whoever reaches the proxy", async () => {
    for (const path of ['/control/getClock', '/CONTROL/getClock', '//control/getClock', '/%63ontrol/getClock']) {
      const answer = await fetch(`${proxy.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).toContain('does not pass the control API on');
    }
  });

  it('answers a path outside the contract as the target does, and names it', async () => {
    const answer = await post('/api/v1/common/getEverything', {});
    expect(answer.json.status).toBe(404);
    expect(
      proxy.log
        .all()
        .at(-1)
        ?.findings.map((f) => f.rule),
    ).toEqual(['unknown-operation']);
  });

  it('never shows a token or password: not on the page, not in an exchange, not in the terminal', async () => {
    const guest = await post('/api/v1/user/getClientGuestToken', {
      datacenter_uuid: 'dc-eu',
      user_id: '',
      client_user_id: '',
    });
    const token = String(guest.json.data.access_guest_token);
    const login = await post(
      '/api/v1/user/login',
      { user_name: '34600111222', password: 'Tile2026', datacenter_uuid: 'dc-eu' },
      { 'X-Guest-Token': token },
    );
    expect(login.json.status).toBe(200);
    const userToken = String(login.json.data.access_user_token);
    const index = proxy.log.all().at(-1)?.index;
    const pages = await Promise.all(
      [`/_proxy`, `/_proxy/exchanges/${index}`, `/_proxy/exchanges/${(index ?? 1) - 1}`].map(async (p) =>
        (await fetch(`${proxy.url}${p}`)).text(),
      ),
    );
    const shown = [...pages, ...lines].join('\n');
    for (const secret of [token, userToken, 'Tile2026']) expect(shown).not.toContain(secret);
    expect(pages[1]).toContain(REDACTED);
    expect(pages[1]).toContain('34600111222');
  });

  it('renders escaped, filterable, linked pages', async () => {
    const reflected = await (
      await fetch(`${proxy.url}/_proxy?q=${encodeURIComponent('"><script>alert(1)</script>')}`)
    ).text();
    expect(reflected).not.toContain('<script>');
    expect(reflected).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    const overview = await (await fetch(`${proxy.url}/_proxy`)).text();
    expect(overview).toMatch(/<label for="filter">[^<]+<\/label><input id="filter"/);
    expect(overview).toMatch(/<h3>type \(\d+\)<\/h3>/);
    const firstLink = /<a href="(\/_proxy\/exchanges\/\d+)">#\d+<\/a><\/td><\/tr><\/tbody><\/table>\n<h3>/.exec(
      overview,
    );
    expect(firstLink).not.toBeNull();
    const filtered = await (await fetch(`${proxy.url}/_proxy?q=time-budget`)).text();
    expect(filtered).toContain('<h3>time-budget (1)</h3>');
    expect(filtered).not.toContain('<h3>type');
    expect(filtered).not.toContain('>getClientGuestToken<');
    // The same mistake in every item of the list is one row with its count.
    expect(overview).toContain('<td><code>data.list[*].datacenter_name</code> (×8)</td>');
  });
});
