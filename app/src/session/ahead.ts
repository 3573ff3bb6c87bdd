import type { CallResult, OperationId, RequestBody } from '@storefront/sdk';
import { api } from './api';

/**
 * Calls the entry asks for a visit's first page before the app has arrived (main.tsx, a route's `ahead`): on a first
 * visit the page's data then waits for the session only, not for React and the app to load and run. The page's own
 * identical call (same operation, same body, no other option) takes the answer, once. What the first page did not
 * take is dropped once it has asked for its data (app/start.tsx), so no later call can read an answer of another
 * moment or another session.
 */
const asked = new Map<string, Promise<unknown>>();

const keyOf = (operation: OperationId, body: unknown) => `${operation} ${JSON.stringify(body)}`;

/** Asks now; the client holds the call until start-up has its token, as it holds every call. */
export function askAhead<Op extends OperationId>(operation: Op, body: RequestBody<Op>): void {
  const call = api.call as (operation: Op, init: { body: RequestBody<Op> }) => Promise<CallResult<Op>>;
  asked.set(keyOf(operation, body), call(operation, { body }));
}

/** The answer of the same call asked ahead, handed over once; undefined when none was asked (or it was taken). */
export function takeAhead<Op extends OperationId>(operation: Op, body: RequestBody<Op>): Promise<CallResult<Op>> | undefined {
  const key = keyOf(operation, body);
  const answer = asked.get(key) as Promise<CallResult<Op>> | undefined;
  asked.delete(key);
  return answer;
}

/** Forgets every answer asked ahead and not taken. */
export function dropAhead(): void {
  asked.clear();
}
