import { lazy, useState, type ComponentType } from 'react';

/** A component loaded on first need that can also be fetched ahead of it (see preloadable). */
export type Preloadable<P extends object, M = { default: ComponentType<P> }> = ComponentType<P> & {
  /** Starts loading the module (once); resolves with it when it is here. A failed load may be tried again. */
  preload(): Promise<M>;
};

/** The props of a module's default component. */
type PropsOf<M extends { default: unknown }> = M['default'] extends ComponentType<infer Q> ? Q & object : never;

/**
 * `lazy` that does not suspend once its module is here. A lazy component always suspends on its first render,
 * even when its module arrived long before; React then shows the fallback and reveals the content no sooner than
 * 300 ms later (its fallback throttle). On the first page of a visit that held the page back by those 300 ms,
 * and on home it held the popup back. Rendered after `preload()` has resolved, the component is
 * used directly: no fallback, no wait. Each mount keeps the form it started with, so a later render never swaps
 * the lazy wrapper for the component (which would remount the page and lose its state).
 */
export function preloadable<M extends { default: unknown }>(load: () => Promise<M>): Preloadable<PropsOf<M>, M> {
  type P = PropsOf<M>;
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<M> | undefined;
  const fetchModule = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default as ComponentType<P>;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => fetchModule().then(() => ({ default: loaded! })));
  function Component(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  Component.preload = fetchModule;
  return Component;
}
