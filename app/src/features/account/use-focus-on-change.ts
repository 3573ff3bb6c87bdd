import { useEffect, useRef } from 'react';

/** Moves focus to the returned element (a step heading with tabIndex -1) whenever `key` changes after the first render. */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}
