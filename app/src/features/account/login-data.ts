import { api, tellFailure } from '../../session/api';
import type { UserInfo } from '../../session/state';

export type LoginOutcome =
  | { kind: 'ok'; info: UserInfo }
  /** Status 203: shown in an info box with the server's message (e.g. the account is locked). */
  | { kind: 'rejected'; msg: string }
  /** Wrong account or password: the 'Login failed' dialog. */
  | { kind: 'credentials' }
  | { kind: 'failed' };

/** login, read for the login pages: the failures that have their own dialogs are not toasted. */
export async function login(user_name: string, password: string): Promise<LoginOutcome> {
  const result = await api.call('login', { body: { user_name, password }, silent: true });
  if (result.ok) return { kind: 'ok', info: result.data };
  if (result.reason === 'rejected') return { kind: 'rejected', msg: result.msg };
  if (result.errors?.some((e) => e.rule === 'credentials')) return { kind: 'credentials' };
  tellFailure(result);
  return { kind: 'failed' };
}
