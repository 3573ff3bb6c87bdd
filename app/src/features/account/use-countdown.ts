import { useEffect, useRef, useState } from 'react';

/** Counts whole seconds down from `seconds` while `active`, then calls `onDone` once. Answers the seconds left. */
export function useCountdown(seconds: number, onDone: () => void, active = true): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!active) return undefined;
    setLeft(seconds);
    let remaining = seconds;
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        done.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, active]);

  return left;
}
