import { rules } from '@storefront/sdk';
import { ok } from '../envelope.js';
import type { Handlers } from '../handler.js';
import { randomToken } from '../random.js';

export const userHandlers: Handlers = {
  getClientGuestToken: ({ world, region, clock }, body) => {
    const now = clock.now();
    const token = `g_${randomToken(world.rng)}`;
    world.tokens[token] = {
      kind: 'guest',
      datacenter_uuid: region.datacenter.datacenter_uuid,
      issued_at: now,
      expires_at: now + rules.GUEST_TOKEN_TTL_MS,
      user_id: body.user_id ?? '',
      client_user_id: body.client_user_id ?? '',
    };
    return ok({
      access_guest_token: token,
      expires_in: rules.GUEST_TOKEN_TTL_MS / 1000,
      datacenter_uuid: region.datacenter.datacenter_uuid,
    });
  },
};
