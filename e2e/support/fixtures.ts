import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { createSimulator, type Simulator } from '@storefront/simulator';
import { createApiClient, NAMESPACE_HEADER, type ApiClient, type ResponseData } from '@storefront/sdk';
import { controlOperations, type ControlOperationId } from '@storefront/sdk/control';

const appDir = fileURLToPath(new URL('../../app/dist', import.meta.url));

/** A control operation by its name after `control`: 'reset' for controlReset, 'getLastCode', ... */
export type ControlOperation = ControlOperationId extends `control${infer Name}` ? Uncapitalize<Name> : never;

export interface SimulatorFixture {
  url: string;
  simulator: Simulator;
  /** Calls the control API (reset, clock, faults, last code, QR text, ...) of the default namespace. */
  control(operation: ControlOperation, body?: object): Promise<{ status: number; data: unknown }>;
  /** The last verification code the simulator sent to a phone (area code plus digits) or e-mail. */
  lastCode(content: string, funType?: 1 | 2 | 3): Promise<string>;
  /** The generated data of one region, to check screens against. */
  region(
    datacenter?: string,
  ): ReturnType<Simulator['worlds']['get']> extends infer W
    ? W extends { regions: infer R }
      ? R[keyof R]
      : never
    : never;
  /**
   * Calls the contract's operations as a guest of dc-eu (its own guest token), or as the user whose token is given,
   * to read the simulator's data the way the app does.
   */
  api(userToken?: string): Promise<ApiClient>;
  /** Signs a seeded account in (default 34 600111222 / Tile2026) and answers its user info with the token. */
  signIn(userName?: string, password?: string): Promise<ResponseData<'login'>>;
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
    const simulator = createSimulator({ seed: seedFor(testInfo.file), appDir, validateResponses: true, control: true });
    const running = await simulator.listen(0);
    const fixture: SimulatorFixture = {
      url: running.url,
      simulator,
      async control(operation, body = {}) {
        const operationId = `control${operation.charAt(0).toUpperCase()}${operation.slice(1)}` as ControlOperationId;
        // Control operations take no token and no data centre but what the body names (sdk conventions.ts).
        const response = await fetch(`${running.url}${controlOperations[operationId].path}`, {
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
      async api(userToken) {
        const plain = createApiClient({ baseUrl: running.url, getDatacenterUuid: () => 'dc-eu' });
        let guest: string | undefined;
        if (!userToken) {
          const answer = await plain.call('getClientGuestToken', {
            body: { datacenter_uuid: 'dc-eu', user_id: '', client_user_id: '' },
          });
          if (!answer.ok) throw new Error('No guest token from the simulator');
          guest = answer.data.access_guest_token;
        }
        return createApiClient({
          baseUrl: running.url,
          getDatacenterUuid: () => 'dc-eu',
          getUserToken: () => userToken,
          getGuestToken: () => guest,
        });
      },
      async signIn(userName = '34600111222', password = 'Tile2026') {
        const client = await fixture.api();
        const answer = await client.call('login', { body: { user_name: userName, password } });
        if (!answer.ok) throw new Error(`Could not sign ${userName} in: ${answer.msg}`);
        return answer.data;
      },
      region(datacenter = 'dc-eu') {
        const world = simulator.worlds.get('default');
        if (!world) throw new Error('The default namespace does not exist');
        return world.regions[datacenter] as never;
      },
    };
    // Create the default namespace now, so tests can read its data before the page first calls the simulator.
    await fixture.control('getClock');
    await use(fixture);
    await running.close();
  },
  baseURL: async ({ sim }, use) => {
    await use(sim.url);
  },
});

export { expect };
