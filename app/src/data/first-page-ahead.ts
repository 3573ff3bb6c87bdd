import { SESSION_TAG, tagVersion } from './resource';

/**
 * A list's first page, asked once whichever comes first: the page's prefetch before its first render (as resources
 * do), or the list itself (useInfiniteList, given it as `ahead`, under the list's reset key). On a first visit the
 * call no longer waits for React to render the page, and the list takes that answer instead of asking again; if the
 * list asked first (the session came after the render), the prefetch asks nothing. Shared only for the same key under
 * the same session (region and sign-in); a list asking again later (a retry, another filter, fresh data) asks anew.
 */
export function firstPageAhead<A>() {
  let first: { key: string; session: number; answer: Promise<A>; taken: boolean } | null = null;
  const current = (key: string) => (first?.key === key && first.session === tagVersion(SESSION_TAG).peek() ? first : null);
  const remember = (key: string, answer: Promise<A>, taken: boolean) => {
    first = { key, session: tagVersion(SESSION_TAG).peek(), answer, taken };
    return answer;
  };
  return {
    /** Asks for the first page of `key` now, unless it was asked for already. */
    start(key: string, ask: () => Promise<A>): void {
      if (!current(key)) remember(key, ask(), false);
    },
    /** A page of the list of `key`: the first one asked ahead is handed over once; any other is asked now. */
    page(key: string, page: number, ask: (page: number) => Promise<A>): Promise<A> {
      if (page !== 1) return ask(page);
      const ahead = current(key);
      if (ahead && !ahead.taken) {
        ahead.taken = true;
        return ahead.answer;
      }
      return remember(key, ask(1), true);
    },
  };
}

/** A list's first page asked ahead; useInfiniteList takes it (its `ahead` option). */
export type FirstPageAhead<A> = ReturnType<typeof firstPageAhead<A>>;
