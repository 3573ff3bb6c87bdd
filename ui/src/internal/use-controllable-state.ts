import { useCallback, useLayoutEffect, useRef, useState, type SetStateAction } from 'react';

export interface UseControllableStateParams<T> {
  /** The caller's value: when it is not undefined the caller owns the state (controlled). */
  prop?: T | undefined;
  /** The first value when the widget owns the state (uncontrolled). */
  defaultProp: T;
  /** Called with every new value, in both modes; not called when a set leaves the value as it is. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * One piece of widget state the caller may own or leave to the widget: `value`/`onChange` (controlled) or
 * `defaultValue` (uncontrolled), as Radix and antd-mobile do. The setter takes a value or an updater, like
 * useState's; in controlled mode it only reports the wanted value through onChange.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: UseControllableStateParams<T>): [T, (next: SetStateAction<T>) => void] {
  const [own, setOwn] = useState<T>(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : own;
  // The latest value and handler, read by a setter that stays the same across renders.
  const latest = useRef({ value, controlled, onChange });
  useLayoutEffect(() => {
    latest.current = { value, controlled, onChange };
  });

  const setValue = useCallback((next: SetStateAction<T>) => {
    const { value: current, controlled: isControlled, onChange: report } = latest.current;
    const resolved = typeof next === 'function' ? (next as (previous: T) => T)(current) : next;
    if (Object.is(resolved, current)) return;
    if (!isControlled) {
      // Seen by a second set in the same event, before the next render. A controlled value changes only when the
      // caller passes a new one.
      latest.current = { ...latest.current, value: resolved };
      setOwn(resolved);
    }
    report?.(resolved);
  }, []);

  return [value, setValue];
}
