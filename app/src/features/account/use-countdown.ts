import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';

/** Counts whole seconds down from `seconds` while `active`, then calls `onDone` once. Answers the seconds left. */
export function useCountdown(seconds: number, onDone: () => void, active = true): number {
  useSignals();
  const left = useSignal(seconds);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!active) return undefined;
    left.value = seconds;
    const timer = setInterval(() => {
      left.value -= 1;
      if (left.peek() <= 0) {
        clearInterval(timer);
        done.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, active, left]);

  return left.value;
}
