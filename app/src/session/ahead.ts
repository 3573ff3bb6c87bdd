import type { CallInit, CallResult, OperationId, RequestBody } from '@storefront/sdk';
import { api } from './api';

/**
 * Calls the entry asks for a visit's first page before the app has arrived (main.tsx, a route's `ahead`): on a first
 * visit the page's data then waits for the session only, not for React and the app to load and run. The page's own
 * identical calls (same operation, same body, no other option) take the answer instead of asking, until the first
 * page has asked for its data (app/start.tsx drops them then), so no later call reads an answer of another moment.
 *
 * Every identical call takes the same answer, not only the first: a page shown before start-up has chosen the
 * region loads again once it has (the session's identity changed), and that load must take the answer too. The
 * answer is of the identity start-up settles on, since the client holds the call until the session is ready.
 */
const asked = new Map<string, Promise<unknown>>();

const keyOf = (operation: OperationId, body: unknown) => `${operation} ${JSON.stringify(body)}`;

/** Asks now; the client holds the call until start-up has its token, as it holds every call. */
export function askAhead<Op extends OperationId>(operation: Op, body: RequestBody<Op>): void {
  asked.set(keyOf(operation, body), api.call(operation, ...([{ body }] as unknown as CallInit<Op>)));
}

/** The answer of the same call asked ahead, while the first page loads; undefined when none was asked. */
export function takeAhead<Op extends OperationId>(operation: Op, body: RequestBody<Op>): Promise<CallResult<Op>> | undefined {
  return asked.get(keyOf(operation, body)) as Promise<CallResult<Op>> | undefined;
}

/** Ends the first page's turn: every later call asks the server. */
export function dropAhead(): void {
  asked.clear();
}
