import {
  cloneElement,
  type AriaAttributes,
  type CSSProperties,
  type ReactElement,
  type Ref,
  type RefCallback,
} from 'react';

/** `data-*` attributes, passed through to the root element as given. */
export type DataAttributes = { [key: `data-${string}`]: string | number | boolean | undefined };

/**
 * What every widget takes for its root element, besides its own props: a class, inline style (typed with the
 * widget's own CSS variables `V`, so `style={{ '--sf-tabs-active-color': 'teal' }}` is checked), `data-*`, `aria-*`
 * and a ref (React 19 passes `ref` as a prop). The widget's own attributes win over `data-*` and `aria-*` of the
 * same name only where it says so (see withNativeProps).
 */
export type NativeProps<V extends `--${string}` = never, E extends Element = HTMLElement> = {
  className?: string;
  style?: CSSProperties & Partial<Record<V, string | number>>;
  ref?: Ref<E>;
} & AriaAttributes &
  DataAttributes;

/** The names NativeProps adds, so a props table can leave them out (they are documented once for every widget). */
export type NativePropName = keyof NativeProps<`--${string}`, Element>;

const joinClasses = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ') || undefined;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void | (() => void) {
  if (typeof ref === 'function') return ref(value) as void | (() => void);
  if (ref) (ref as { current: T | null }).current = value;
}

/** One ref callback that feeds every given ref (undefined ones are skipped); the only one as it is when alone. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): Ref<T> | undefined {
  const present = refs.filter((ref): ref is Ref<T> => ref !== undefined && ref !== null);
  if (present.length <= 1) return present[0];
  const merged: RefCallback<T> = (value) => {
    const cleanups = present.map((ref) => assignRef(ref, value));
    return () => {
      present.forEach((ref, i) => {
        const cleanup = cleanups[i];
        if (typeof cleanup === 'function') cleanup();
        else assignRef(ref, null);
      });
    };
  };
  return merged;
}

/** Any widget's props, as far as withNativeProps reads them (each widget's own are narrower). */
type AnyNativeProps = { className?: string; style?: CSSProperties; ref?: unknown };

type ElementProps = { className?: string; style?: CSSProperties; ref?: Ref<unknown> } & Record<string, unknown>;

/**
 * Puts the caller's native props on a widget's root element: the class is added to the widget's own, the style
 * merged over it (the caller's wins, so a CSS variable given here overrides the widget's default), `data-*` and
 * `aria-*` set unless the widget already sets that attribute itself (its role and state attributes are part of
 * what it promises), and the ref merged with the widget's own.
 */
export function withNativeProps(props: AnyNativeProps, element: ReactElement): ReactElement {
  const own = element.props as ElementProps;
  const next: ElementProps = {};
  if (props.className) next.className = joinClasses(own.className, props.className);
  if (props.style) next.style = { ...own.style, ...props.style };
  for (const key of Object.keys(props)) {
    if (!key.startsWith('data-') && !key.startsWith('aria-')) continue;
    const value = (props as Record<string, unknown>)[key];
    if (value === undefined || own[key] !== undefined) continue;
    next[key] = value;
  }
  if (props.ref) next.ref = mergeRefs(own.ref, props.ref as Ref<unknown>);
  return cloneElement(element, next);
}

/**
 * The defaults, with every prop the caller gave (and did not leave undefined) over them: one place where a widget
 * states its defaults, typed so the result's defaulted props are no longer optional.
 */
export function mergeProps<D extends object, P extends object>(
  defaults: D,
  props: P,
): Omit<P, keyof D> & { [K in keyof D]-?: K extends keyof P ? Exclude<P[K], undefined> | D[K] : D[K] } {
  const result: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(props)) {
    if (value !== undefined) result[key] = value;
  }
  return result as never;
}

/**
 * Only the native props of a widget's props, for a widget whose root is another widget (a sheet's root is its
 * Dialog's <dialog>): pass them on, and they land on the same element withNativeProps would put them on.
 */
export function nativePropsOf<P extends AnyNativeProps>(props: P): Pick<P, Extract<keyof P, NativePropName>> {
  const picked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === 'className' || key === 'style' || key === 'ref' || key.startsWith('data-') || key.startsWith('aria-'))
      picked[key] = value;
  }
  return picked as Pick<P, Extract<keyof P, NativePropName>>;
}
