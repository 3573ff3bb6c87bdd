import { Suspense, type ComponentType } from 'react';
import { preloadable } from './preloadable';
import { useLatch } from './use-latch';

/** A sheet whose code loads on first need (see loadedOnOpen); `preload` asks for it ahead. */
export type LoadedOnOpen<P extends object> = ComponentType<P> & { preload(): void };

/**
 * A sheet or dialog whose code loads when it first opens, not with the page: mounted from its first opening on (and
 * kept, so its closing animation plays and a second opening loads nothing). Call `preload` when what opens it is
 * pressed or focused, so the code is usually here by the click; a failed load is tried again at the next opening.
 */
export function loadedOnOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean | undefined,
): LoadedOnOpen<P> {
  const Loaded = preloadable(() => load().then((component) => ({ default: component })));
  function OnOpen(props: P) {
    // An overlay left uncontrolled (no open prop) counts as closed until a caller opens it.
    const wanted = useLatch(isOpen(props) === true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnOpen, { preload: () => void Loaded.preload().catch(() => undefined) });
}
