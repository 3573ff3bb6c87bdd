import type { FormFields, MultipartOperationId, OperationId, RequestBody } from '@storefront/sdk';
import type { Clock } from './clock.js';
import type { Envelope } from './envelope.js';
import type { UploadedFile } from './uploads.js';
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
  /** Multipart operations: the file part `file`, when one came. */
  upload?: UploadedFile;
}

/** A JSON operation's body, or a multipart operation's text parts (its file is `ctx.upload`). */
export type HandlerBody<Op extends OperationId> = Op extends MultipartOperationId ? FormFields<Op> : RequestBody<Op>;

export type Handler<Op extends OperationId> = (ctx: Ctx, body: HandlerBody<Op>) => Envelope<Op> | Promise<Envelope<Op>>;

export type Handlers = { [Op in OperationId]?: Handler<Op> };
