import type {
  ContractOperationId as OperationId,
  FormFields,
  MultipartOperationId,
  RequestBody,
} from '@storefront/sdk';
import type { allOperations } from '@storefront/sdk/control';
import type { Clock } from '../state/clock.js';
import type { Envelope } from './envelope.js';
import type { UploadedFile } from '../state/uploads.js';
import type { Region, TokenRecord, World } from '../state/world.js';

export interface Ctx {
  world: World;
  region: Region;
  clock: Clock;
  namespace: string;
  /** The token record that authorised the call, if it needed one. */
  session: TokenRecord | null;
  /** The token string of `session` (null without one), so nothing scans the token table to find it. */
  token: string | null;
  /** The client's address, for per-address rate limits. */
  ip: string;
  /** Rebuilds the namespace from a seed (control API). */
  resetWorld(seed: number): World;
  /** Multipart operations: the file part `file`, when one came. */
  upload?: UploadedFile;
  /** Frees room for an upload of this size under the overall cap, from other namespaces (uploads.ts). */
  makeRoomForUpload(bytes: number): void;
}

/**
 * An id field as a handler reads it (request-ids.ts): a single id (`number | `${number}``) as its number, an id
 * list (`string | number`) as its text. Other fields as they are.
 */
type IdAsRead<V> = number extends V
  ? string extends V
    ? Exclude<V, number>
    : `${number}` extends V
      ? Exclude<V, string>
      : V
  : V;
type WithIdsAsRead<B> = B extends object ? { [K in keyof B]: IdAsRead<B[K]> } : B;

/** A JSON operation's body, or a multipart operation's text parts (its file is `ctx.upload`). */
export type HandlerBody<Op extends OperationId> = Op extends MultipartOperationId
  ? FormFields<Op>
  : WithIdsAsRead<RequestBody<Op>>;

export type Handler<Op extends OperationId> = (ctx: Ctx, body: HandlerBody<Op>) => Envelope<Op> | Promise<Envelope<Op>>;

/**
 * A handler for every operation of the contract. The keys are required so that an operation without a handler
 * fails the type check (of its group and of the composed map) instead of the simulator's start-up.
 */
export type HandlerMap = { [Op in OperationId]: Handler<Op> };

/** The operations the contract files under one tag. */
export type OperationsOfTag<Tag extends string> = {
  [Op in OperationId]: (typeof allOperations)[Op]['tag'] extends Tag ? Op : never;
}[OperationId];

/** All of one tag's handlers: a group module of that tag must answer every one of its operations. */
export type GroupHandlers<Tag extends string> = Pick<HandlerMap, OperationsOfTag<Tag>>;
