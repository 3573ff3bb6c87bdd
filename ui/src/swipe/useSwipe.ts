import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';

/**
 * The width the gesture thresholds are fractions of when the element has none to measure (not laid out): the
 * design width. Otherwise they are fractions of the element's own width, measured as the finger goes down.
 */
export const DESIGN_WIDTH_PX = 375;
/** A swipe must travel this fraction of the widget's width (75 px on a 375 px wide carousel, 64 px at 320)… */
export const SWIPE_THRESHOLD_FRACTION = 0.2;
/** Velocity escape: a flick faster than this (px per ms) counts as a swipe even when short… */
export const SWIPE_VELOCITY_PX_PER_MS = 0.5;
/** …provided it travelled at least this fraction of the width (15 px of 375), so a jitter is never a swipe. */
export const FLICK_MIN_FRACTION = 0.04;
/** Velocity is measured over the last this many ms of the gesture. */
export const VELOCITY_WINDOW_MS = 100;

export type SwipeDirection = 'left' | 'right';

export interface SwipeResult {
  /** tap: no movement at all; swipe: far or fast enough horizontally; cancel: anything else (snap back). */
  kind: 'tap' | 'swipe' | 'cancel';
  /** Which way the finger went: 'left' means "show the next one", 'right' means "show the previous one". */
  direction: SwipeDirection | null;
  dx: number;
  dy: number;
  /** Horizontal velocity at release, px per ms. */
  velocity: number;
}

export interface SwipeRules {
  /** Fraction of the width a swipe must travel. Default 0.2. */
  thresholdFraction?: number;
  /** The width (px) the fractions are of. Default: the element's own width when the gesture starts (useSwipe), else 375. */
  designWidth?: number;
  /** px/ms. Default 0.5. */
  velocity?: number;
  /** Fraction of the width a fast flick must at least travel. Default 0.04. */
  flickMinFraction?: number;
  /** Movement (px) still counted as a tap. Default 0: only zero movement is a tap. */
  tapSlop?: number;
}

/** The pure rule: what a released gesture means. */
export function classifySwipe(dx: number, dy: number, velocity: number, rules: SwipeRules = {}): SwipeResult {
  const width = rules.designWidth ?? DESIGN_WIDTH_PX;
  const threshold = (rules.thresholdFraction ?? SWIPE_THRESHOLD_FRACTION) * width;
  const flickMin = (rules.flickMinFraction ?? FLICK_MIN_FRACTION) * width;
  const minVelocity = rules.velocity ?? SWIPE_VELOCITY_PX_PER_MS;
  const tapSlop = rules.tapSlop ?? 0;
  const base = { dx, dy, velocity };
  if (Math.abs(dx) <= tapSlop && Math.abs(dy) <= tapSlop) return { ...base, kind: 'tap', direction: null };
  const direction: SwipeDirection = dx < 0 ? 'left' : 'right';
  const horizontal = Math.abs(dx) > Math.abs(dy);
  const far = Math.abs(dx) >= threshold;
  const fast = Math.abs(dx) >= flickMin && Math.abs(velocity) >= minVelocity && Math.sign(velocity) === Math.sign(dx);
  if (horizontal && (far || fast)) return { ...base, kind: 'swipe', direction };
  return { ...base, kind: 'cancel', direction: null };
}

export interface UseSwipeOptions extends SwipeRules {
  disabled?: boolean;
  /** A pointer went down: stop whatever runs by itself (auto-play). */
  onStart?(): void;
  /** The pointer moved; dx/dy from the start. Apply it imperatively (a CSS variable) to keep 60 fps. */
  onMove?(dx: number, dy: number): void;
  /** The pointer was released (or the browser took the gesture over, which gives kind 'cancel'). */
  onEnd?(result: SwipeResult): void;
}

interface Track {
  id: number;
  x: number;
  y: number;
  dx: number;
  dy: number;
  samples: { t: number; dx: number }[];
  captured: boolean;
  /** The element's width when the gesture started: the thresholds are fractions of it. */
  width: number | undefined;
}

/** Movement (px) after which the gesture captures the pointer. */
const CAPTURE_SLOP_PX = 4;

function velocityOf(samples: Track['samples'], now: number): number {
  const last = samples[samples.length - 1];
  if (!last) return 0;
  const from = samples.find((s) => now - s.t <= VELOCITY_WINDOW_MS) ?? last;
  const dt = last.t - from.t;
  return dt > 0 ? (last.dx - from.dx) / dt : 0;
}

/**
 * Horizontal swipe and tap on one element, with pointer events (touch, pen and mouse alike).
 * Spread `handlers` on the element; give it `touch-action: pan-y` so the page still scrolls vertically.
 */
export function useSwipe(options: UseSwipeOptions) {
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const track = useRef<Track | null>(null);
  const suppressClick = useRef(false);
  const [dragging, setDragging] = useState(false);

  const finish = useCallback((pointerId: number, cancelled: boolean) => {
    const current = track.current;
    if (!current || current.id !== pointerId) return;
    track.current = null;
    setDragging(false);
    const o = optionsRef.current;
    const result = cancelled
      ? ({ kind: 'cancel', direction: null, dx: current.dx, dy: current.dy, velocity: 0 } as const)
      : classifySwipe(current.dx, current.dy, velocityOf(current.samples, Date.now()), {
          ...o,
          designWidth: o.designWidth ?? current.width,
        });
    suppressClick.current = result.kind !== 'tap';
    o.onMove?.(0, 0);
    o.onEnd?.(result);
  }, []);

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const o = optionsRef.current;
    if (o.disabled || track.current) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // Measured once per gesture, on the press (a layout read the browser has ready), never while the finger moves.
    const width = event.currentTarget.getBoundingClientRect().width || undefined;
    track.current = {
      id: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      dx: 0,
      dy: 0,
      samples: [{ t: Date.now(), dx: 0 }],
      captured: false,
      width,
    };
    suppressClick.current = false;
    setDragging(true);
    o.onStart?.();
  }, []);

  const onPointerMove = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const current = track.current;
    if (!current || current.id !== event.pointerId) return;
    current.dx = event.clientX - current.x;
    current.dy = event.clientY - current.y;
    // Capture only once the finger really moves: capturing on press would send a tap's click to this element
    // instead of the button or link under the finger.
    if (!current.captured && Math.max(Math.abs(current.dx), Math.abs(current.dy)) > CAPTURE_SLOP_PX) {
      current.captured = true;
      try {
        event.currentTarget.setPointerCapture?.(event.pointerId);
      } catch {
        // The pointer may already be gone (synthetic events); the gesture still works without capture.
      }
    }
    const t = Date.now();
    current.samples.push({ t, dx: current.dx });
    while (current.samples.length > 2 && t - (current.samples[0]?.t ?? t) > VELOCITY_WINDOW_MS) current.samples.shift();
    optionsRef.current.onMove?.(current.dx, current.dy);
  }, []);

  const onPointerUp = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      const current = track.current;
      if (current && current.id === event.pointerId) {
        // The release point counts too (some browsers send no move just before up).
        current.dx = event.clientX - current.x;
        current.dy = event.clientY - current.y;
        current.samples.push({ t: Date.now(), dx: current.dx });
      }
      finish(event.pointerId, false);
    },
    [finish],
  );

  const onPointerCancel = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => finish(event.pointerId, true),
    [finish],
  );

  /** After a drag the browser still sends a click: swallow it so links inside do not fire. */
  const onClickCapture = useCallback((event: ReactMouseEvent<HTMLElement>) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    }
  }, []);

  const onDragStart = useCallback((event: ReactMouseEvent<HTMLElement>) => event.preventDefault(), []);

  return {
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClickCapture, onDragStart },
  };
}

/** What a screen may do to a swipeable widget (Carousel, SwipePager) through its handleRef. */
export interface SwipeHandle {
  /** Shows the slide or page at `index`. */
  swipeTo(index: number): void;
  next(): void;
  prev(): void;
}
