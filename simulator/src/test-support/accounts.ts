import { NAMESPACE_HEADER, USER_TOKEN_HEADER } from '@storefront/sdk';
import { Clock } from '../state/clock.js';
import type { Answer, startTestSimulator } from './harness.js';
import type { World } from '../state/world.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;

export const SEEDED_PASSWORD = 'Tile2026';

/** Calls of one namespace, as a guest of one data centre, with helpers for signing in and reading codes. */
export async function namespaceSession(sim: Sim, namespace: string, datacenter = 'dc-eu') {
  const ns = { [NAMESPACE_HEADER]: namespace };
  const guest = await sim.guestToken(datacenter, namespace);
  const asGuest = sim.asGuest(guest, namespace);
  const asUser = (token: string) => ({ [USER_TOKEN_HEADER]: token, ...ns });
  const user = (op: string, body: unknown = {}) => sim.post(`/api/v1/user/${op}`, body, asGuest);
  const common = (op: string, body: unknown = {}) => sim.post(`/api/v1/common/${op}`, body, asGuest);
  const control = (op: string, body: unknown = {}) => sim.post(`/control/${op}`, body, ns);

  async function signIn(userName: string, password = SEEDED_PASSWORD): Promise<string> {
    const answer = await user('login', { user_name: userName, password });
    if (answer.status !== 200) throw new Error(`login ${userName}: ${answer.status} ${answer.msg}`);
    return answer.data.access_user_token as string;
  }

  async function lastCode(content: string, fun_type?: number): Promise<string> {
    const answer: Answer = await control('getLastCode', { content, ...(fun_type ? { fun_type } : {}) });
    if (answer.status !== 200) throw new Error(`no code for ${content}: ${answer.msg}`);
    return answer.data.code as string;
  }

  /** sendCode, then the code the simulator made. */
  async function codeFor(content: string, fun_type: number, type = 2): Promise<string> {
    const sent = await user('sendCode', { type, fun_type, content });
    if (sent.status !== 200) throw new Error(`sendCode ${content}: ${sent.status} ${sent.msg}`);
    return lastCode(content, fun_type);
  }

  /** A fresh stand-in credential (control socialCredential), as the provider's page would hand it back. */
  async function credentialFor(provider: 'facebook' | 'google', uid: string, client_id?: string): Promise<string> {
    const answer: Answer = await control('socialCredential', { provider, uid, ...(client_id ? { client_id } : {}) });
    if (answer.status !== 200) throw new Error(`no credential for ${uid}: ${answer.msg}`);
    return answer.data.credential as string;
  }

  /** thirdLogin of a provider uid, proven by a fresh credential (1 Facebook, 2 Google). */
  const thirdLogin = async (user_type: 1 | 2, uid: string) =>
    user('thirdLogin', {
      user_type,
      uid,
      credential: await credentialFor(user_type === 1 ? 'facebook' : 'google', uid),
    });

  const world = (): World => sim.simulator.worlds.get(namespace)!;
  const now = () => new Clock(world().clock).now();

  return {
    ns,
    guest,
    asGuest,
    asUser,
    user,
    common,
    control,
    signIn,
    lastCode,
    codeFor,
    credentialFor,
    thirdLogin,
    world,
    now,
  };
}
