import { effect } from '@preact/signals-core';
import { keptAnswers, type KeptAnswers } from '@storefront/sdk/offline';
import { sessionIdentity } from '../session/state';

/**
 * The answers kept for offline use in this tab's session storage (docs/product/session-and-requests.md#offline),
 * for the client of session/api.ts, which loads this module after start-up. They belong to who asked: signing in,
 * signing out or another region forgets them, so one customer's wish list is never shown to the next.
 */

/** FNV-1a: who asks, without storing the user token the session's identity holds. */
export function ownerOf(identity: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < identity.length; i++) hash = Math.imul(hash ^ identity.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

export function sessionKeptAnswers(storage: Storage = sessionStorage): KeptAnswers {
  let owner = ownerOf(sessionIdentity.peek());
  const answers = keptAnswers(storage, { owner });
  effect(() => {
    const next = ownerOf(sessionIdentity.value);
    if (next === owner) return;
    owner = next;
    answers.clear(owner);
  });
  return answers;
}
