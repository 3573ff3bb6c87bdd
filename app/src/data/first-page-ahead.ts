import { SESSION_TAG, tagVersion } from './resource';

/**
 * A list's first page asked before the page's first render (from its `prefetch`, as resources are), for the list to
 * take instead of asking again: on a first visit that call no longer waits for React to render the page. It is
 * taken once, by the next first-page request, and only when that is for the same key under the same session
 * (region and sign-in); any other first-page request drops it.
 */
export function firstPageAhead<A>() {
  let ahead: { key: string; session: number; answer: Promise<A> } | null = null;
  return {
    /** Asks for the first page of `key` now. */
    start(key: string, ask: () => Promise<A>): void {
      ahead = { key, session: tagVersion(SESSION_TAG).peek(), answer: ask() };
    },
    /** The answer asked ahead for `key`, once; undefined when there is none to take. */
    take(key: string): Promise<A> | undefined {
      const taken = ahead;
      ahead = null;
      return taken?.key === key && taken.session === tagVersion(SESSION_TAG).peek() ? taken.answer : undefined;
    },
  };
}
