import type { OperationId, RequestBody } from '@storefront/sdk';
import type { Clock } from './clock.js';
import type { Envelope } from './envelope.js';
import type { Region, TokenRecord, World } from './world.js';

export interface Ctx {
  world: World;
  region: Region;
  clock: Clock;
  namespace: string;
  /** The token record that authorised the call, if it needed one. */
  session: TokenRecord | null;
  /** Rebuilds the namespace from a seed (control API). */
  resetWorld(seed: number): World;
}

export type Handler<Op extends OperationId> = (ctx: Ctx, body: RequestBody<Op>) => Envelope<Op> | Promise<Envelope<Op>>;

export type Handlers = { [Op in OperationId]?: Handler<Op> };
