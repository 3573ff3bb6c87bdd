import { createSimulator, type RunningSimulator } from '@storefront/simulator';
import type { Contract } from '../shared/contract.js';
import type { FlowResult } from '../shared/steps/engine.js';
import { startRecorder } from './record-file.js';
import { startProxy, type RunningProxy } from './server.js';

/**
 * For the recording tests: a simulator walked through the proxy while it records into `file`, and a fresh one of
 * the same seed to replay the recording against.
 */
export interface RecordingWalk {
  walked: RunningSimulator;
  fresh: RunningSimulator;
  proxy: RunningProxy;
  /** The X-Sim-Namespace the proxy gives the walk in the walked simulator. */
  namespace: string;
  /** The proxy's terminal lines. */
  lines: string[];
  /** The data centre's uuid and a guest token, as the app's start-up gets them. */
  start(): Promise<{ dc: string; guest: string }>;
  /** A call as the app makes it: a JSON body, the token it holds in its header. */
  app(
    op: string,
    body: Record<string, unknown>,
    token?: { guest?: string; user?: string },
  ): Promise<Record<string, unknown>>;
  /** The last code the walked simulator texted to `content` for `fun_type`, as the customer reads it. */
  lastCode(content: string, funType: number): Promise<string>;
  close(): Promise<void>;
}

export async function startRecordingWalk(contract: Contract, seed: number, file: string): Promise<RecordingWalk> {
  const walked = await createSimulator({ seed, control: true }).listen(0);
  const fresh = await createSimulator({ seed, control: true, validateResponses: true }).listen(0);
  const recorder = startRecorder(file, contract, walked.url);
  const lines: string[] = [];
  const namespace = `walk-${Date.now()}`;
  const proxy = await startProxy(
    {
      target: walked.url,
      contract,
      timeoutMs: 5000,
      namespace,
      print: (line) => lines.push(line),
      onExchange: recorder.write,
    },
    0,
  );
  const app: RecordingWalk['app'] = async (op, body, token) => {
    const path = contract.operations.find((o) => o.operationId === op)?.path ?? '';
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token?.user) headers['X-User-Token'] = token.user;
    else if (token?.guest) headers['X-Guest-Token'] = token.guest;
    const answer = await fetch(`${proxy.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return ((await answer.json()) as { data: Record<string, unknown> }).data;
  };
  return {
    walked,
    fresh,
    proxy,
    namespace,
    lines,
    app,
    async start() {
      const centres = await app('getDateCenterList', {});
      const dc = String((centres.list as { datacenter_uuid: string }[])[0]?.datacenter_uuid);
      const guestInfo = await app('getClientGuestToken', { datacenter_uuid: dc, user_id: '', client_user_id: '' });
      return { dc, guest: String(guestInfo.access_guest_token) };
    },
    async lastCode(content, funType) {
      const answer = await fetch(`${walked.url}/control/getLastCode`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sim-namespace': namespace },
        body: JSON.stringify({ content, fun_type: funType }),
      });
      return String(((await answer.json()) as { data: { code: string } }).data.code);
    },
    async close() {
      await proxy.close();
      await walked.close();
      await fresh.close();
    },
  };
}

/** The steps of a replay that did not pass, each with its note and failures: [] when it was green. */
export function stepsNotPassed(result: FlowResult | undefined): string[] {
  return (result?.steps ?? [])
    .filter((s) => s.status !== 'passed')
    .map((s) => `${s.index} ${s.name}: ${s.note ?? ''} ${JSON.stringify(s.failures)}`);
}
