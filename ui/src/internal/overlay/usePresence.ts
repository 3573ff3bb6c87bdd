import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export type PresenceState = 'open' | 'closed';

/**
 * Whether `element` itself runs a finite CSS animation that has not ended (an infinite one never ends, so it does not
 * count). No animation at all (none declared, 0 ms under prefers-reduced-motion, not rendered, or no Web Animations
 * API to ask) is false.
 */
export function isAnimating(element: Element): boolean {
  return (
    element.getAnimations?.().some((animation) => {
      const end = Number(animation.effect?.getComputedTiming().endTime);
      return animation.playState === 'running' && end > 0 && end < Infinity;
    }) ?? false
  );
}

/**
 * Keeps an overlay mounted while its exit animation plays: `state` follows `open` at once (for data-state, which
 * switches the CSS keyframes), `mounted` turns false when the element in `ref` ends its exit animation
 * (`animationend`), or at once when it runs none. `onExited` is called just before it unmounts.
 */
export function usePresence(
  open: boolean,
  ref: RefObject<Element | null>,
  onExited?: () => void,
): { mounted: boolean; state: PresenceState } {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const exited = useRef(onExited);
  useLayoutEffect(() => {
    exited.current = onExited;
  });

  useEffect(() => {
    if (open || !mounted) return undefined;
    const element = ref.current;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      exited.current?.();
      setMounted(false);
    };
    if (!element || !isAnimating(element)) {
      finish();
      return undefined;
    }
    const onEnd = (event: Event) => {
      // Only the element's own animations count: not a child's, not its ::backdrop's.
      if (event.target !== element || (event as AnimationEvent).pseudoElement) return;
      // An enter animation cut short (animationcancel) is not the end while the exit animation still runs.
      if (!isAnimating(element)) finish();
    };
    element.addEventListener('animationend', onEnd);
    element.addEventListener('animationcancel', onEnd);
    return () => {
      element.removeEventListener('animationend', onEnd);
      element.removeEventListener('animationcancel', onEnd);
    };
  }, [open, mounted, ref]);

  return { mounted: open || mounted, state: open ? 'open' : 'closed' };
}
