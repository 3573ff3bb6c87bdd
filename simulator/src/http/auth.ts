import type { Request } from 'express';
import { GUEST_TOKEN_HEADER, USER_TOKEN_HEADER, rules } from '@storefront/sdk';
import { Clock } from '../state/clock.js';
import type { ContractOperation } from './contract.js';
import { fail, type ErrorEnvelope } from './envelope.js';
import { lookUpToken } from '../state/tokens.js';
import type { TokenRecord, World } from '../state/world.js';

const EXPIRED = rules.SESSION_EXPIRED_TEXT;

/**
 * The token rule: which token an operation takes, and the session it stands for. A missing, unknown, expired or
 * foreign-region token is status 100 (the app starts a new session); 401 is kept for a valid guest token on a
 * user-only operation, where the app asks the user to log in instead.
 */
export function authorise(
  world: World,
  op: ContractOperation,
  req: Request,
): { session: TokenRecord | null; token: string | null } | ErrorEnvelope {
  if (op.auth.length === 0) return { session: null, token: null };
  const clock = new Clock(world.clock);
  const userToken = op.auth.includes('userToken') ? req.get(USER_TOKEN_HEADER) : undefined;
  // A guest token is read for user-only operations too, so that a valid one answers 401 (login required).
  const guestToken = req.get(GUEST_TOKEN_HEADER);
  const token = userToken || guestToken;
  if (!token) return fail(100, EXPIRED);
  // lookUpToken drops an expired token as it finds it.
  const record = lookUpToken(world, token, clock.now());
  if (!record || record.kind !== (userToken ? 'user' : 'guest')) return fail(100, EXPIRED);
  const asked = ((req.body ?? {}) as { datacenter_uuid?: string }).datacenter_uuid;
  if (asked && asked !== record.datacenter_uuid)
    return fail(100, 'Your session belongs to another region. Please sign in again.');
  if (!op.auth.includes('guestToken') && record.kind === 'guest') return fail(401, rules.LOGIN_FIRST_TEXT);
  return { session: record, token };
}
