import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { createSimulator, type Simulator } from '@storefront/simulator';
import { NAMESPACE_HEADER } from '@storefront/sdk';

const appDir = fileURLToPath(new URL('../../app/dist', import.meta.url));

export type ControlOperation =
  | 'reset'
  | 'getClock'
  | 'advanceClock'
  | 'setClock'
  | 'injectFault'
  | 'clearFaults'
  | 'getLastCode'
  | 'qrText'
  | 'getStats';

export interface SimulatorFixture {
  url: string;
  simulator: Simulator;
  /** Calls the control API (reset, clock, faults, last code, QR text, ...) of the default namespace. */
  control(operation: ControlOperation, body?: object): Promise<{ status: number; data: unknown }>;
  /** The last verification code the simulator sent to a phone (area code plus digits) or e-mail. */
  lastCode(content: string, funType?: 1 | 2 | 3): Promise<string>;
  /** The generated data of one region, to check screens against. */
  region(datacenter?: string): ReturnType<Simulator['worlds']['get']> extends infer W ? W extends { regions: infer R } ? R[keyof R] : never : never;
}

/** A stable seed per test file, so each file sees its own data and reruns see the same. */
function seedFor(file: string): number {
  let h = 7;
  for (const c of file) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % 100_000;
}

export const test = base.extend<{ sim: SimulatorFixture }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the fixtures argument to be destructured
  sim: async ({}, use, testInfo) => {
    const simulator = createSimulator({ seed: seedFor(testInfo.file), appDir, validateResponses: true });
    const running = await simulator.listen(0);
    const fixture: SimulatorFixture = {
      url: running.url,
      simulator,
      async control(operation, body = {}) {
        const response = await fetch(`${running.url}/control/${operation}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [NAMESPACE_HEADER]: 'default' },
          body: JSON.stringify(body),
        });
        return (await response.json()) as { status: number; data: unknown };
      },
      async lastCode(content, funType) {
        const answer = await fixture.control('getLastCode', { content, ...(funType ? { fun_type: funType } : {}) });
        const code = (answer.data as { code?: string } | null)?.code;
        if (answer.status !== 200 || !code) throw new Error(`No code was sent to ${content}`);
        return code;
      },
      region(datacenter = 'dc-eu') {
        const world = simulator.worlds.get('default');
        if (!world) throw new Error('The app has not called the simulator yet');
        return world.regions[datacenter] as never;
      },
    };
    await use(fixture);
    await running.close();
  },
  baseURL: async ({ sim }, use) => {
    await use(sim.url);
  },
});

export { expect };
