import { batch, effect, signal, untracked, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { online, sessionIdentity } from '../session/state';

/**
 * Tags say which cached data a write changes: a write calls `invalidate(tag)` and every resource following the tag
 * drops or reloads what it holds (see resource.ts). The session is a tag every resource follows.
 */

const tagVersions = new Map<string, Signal<number>>();

/** A counter that moves each time a tag is invalidated: read it to follow the tag. */
export function tagVersion(tag: string): ReadonlySignal<number> {
  let version = tagVersions.get(tag);
  if (!version) {
    version = signal(0);
    tagVersions.set(tag, version);
  }
  return version;
}

/** After a write: everything that holds data of these tags drops it or loads it again. */
export function invalidate(...tags: string[]): void {
  batch(() => {
    for (const tag of tags) (tagVersion(tag) as Signal<number>).value += 1;
  });
}

/** The tag every resource follows: the data depends on who asks and in which region (login, logout, region switch). */
export const SESSION_TAG = 'session';

let lastIdentity = sessionIdentity.peek();
effect(() => {
  const identity = sessionIdentity.value;
  if (identity !== lastIdentity) {
    lastIdentity = identity;
    invalidate(SESSION_TAG);
  }
});

// Back online after the connection was lost: what is shown may be an answer kept from before (offline), so every
// resource loads again, as after a change of session.
let wasOnline = online.peek();
effect(() => {
  const now = online.value;
  if (now && !wasOnline) invalidate(SESSION_TAG);
  wasOnline = now;
});

/** Calls `changed` each time one of the tags (or the session) is invalidated, not at the start. */
export function followTags(tags: readonly string[], changed: () => void): void {
  let first = true;
  effect(() => {
    for (const tag of [SESSION_TAG, ...tags]) void tagVersion(tag).value;
    if (first) first = false;
    else untracked(changed);
  });
}
