import { useCallback, useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { Chevron, usePrefersReducedMotion, useSwipe, type SwipeResult } from '../swipe';
import { Icon, ICON_BUTTON_CLASS } from '../icon';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import { useControllableState } from '../internal/use-controllable-state';
import type { SwipeHandle } from '../swipe';
import './carousel.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type CarouselCssVars =
  | '--sf-carousel-dot-color'
  | '--sf-carousel-button-background'
  | '--sf-carousel-button-color'
  | '--sf-carousel-placeholder-background';

/** Names of the pause control, by what it will do. */
export const CAROUSEL_PAUSE_LABEL: string = m.ui_pause_slides();
export const CAROUSEL_PLAY_LABEL: string = m.ui_play_slides();

/** Default time between two slides. The home page passes 5000. */
export const CAROUSEL_DEFAULT_INTERVAL_MS = 3000;
/** Length of the slide animation; matches --sf-duration-slide. */
export const CAROUSEL_SLIDE_MS = 1000;
/** Auto-play comes back this long after a finger or mouse lets go. */
export const CAROUSEL_RESUME_MS = 1500;

export interface CarouselSlideInfo {
  /** 'eager' for the first slide, 'lazy' for the others: pass it to the slide's <img>. */
  loading: 'eager' | 'lazy';
  /** Whether this slide is the one shown. */
  current: boolean;
}

export interface CarouselProps<T> extends NativeProps<CarouselCssVars, HTMLElement> {
  items: T[];
  renderItem(item: T, index: number, slide: CarouselSlideInfo): ReactNode;
  getKey?(item: T, index: number): string | number;
  /**
   * A tap (no movement) or a keyboard press on the current slide. When given, each slide's content is wrapped in a
   * button, so renderItem must then render no interactive content of its own (no links or buttons).
   */
  onItemClick?(item: T, index: number): void;
  /** ms between slides. Default 3000. */
  interval?: number;
  /** Default true. Never with fewer than 2 items. */
  autoPlay?: boolean;
  /** Accessible name of the region. */
  label: string;
  /** CSS aspect-ratio of the slide box, so nothing shifts while images load. Default the banner ratio token (15 / 8). */
  aspectRatio?: string;
  /** The slide shown (controlled). Without it the carousel keeps its own, starting at defaultIndex. */
  index?: number;
  /** The first slide shown when uncontrolled. Default 0. */
  defaultIndex?: number;
  /** Called with the slide a swipe, button, key, auto-play or handle asks for, in both modes. */
  onIndexChange?(index: number): void;
  /** Moves the carousel from a screen: swipeTo(index), next(), prev(). `ref` is the root element. */
  handleRef?: Ref<SwipeHandle>;
}

const wrap = (value: number, length: number) => ((value % length) + length) % length;

/**
 * The banner carousel: auto-advances (with a visible pause control; not by itself under reduced motion), wraps seamlessly from last to first, follows the finger, and has buttons,
 * dots and arrow keys for everything a gesture does.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const {
    items,
    renderItem,
    getKey,
    onItemClick,
    interval = CAROUSEL_DEFAULT_INTERVAL_MS,
    autoPlay = true,
    label,
    aspectRatio,
    onIndexChange,
    handleRef,
  } = props;
  const count = items.length;
  const looping = count > 1;
  // Track position: -1 is the copy of the last slide before the first, `count` the copy of the first after the last.
  const [wanted, setWanted] = useControllableState({
    prop: props.index,
    defaultProp: props.defaultIndex ?? 0,
    onChange: onIndexChange,
  });
  const [position, setPosition] = useState(() => wrap(wanted, Math.max(count, 1)));
  // Which way the last move asked to go, so last → first slides forward onto the copy rather than back across all.
  const heading = useRef<'next' | 'previous' | null>(null);
  const [animate, setAnimate] = useState(true);
  const [held, setHeld] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // The visitor's own choice wins; until they make one, reduced motion means paused (the control starts it).
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const paused = pausedByUser ?? reducedMotion;
  const trackRef = useRef<HTMLDivElement>(null);
  const pending = useRef<number | null>(null);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const trackId = useId();

  const inRange = position >= (looping ? -1 : 0) && position <= (looping ? count : count - 1);
  const safePosition = inRange ? position : wrap(position, Math.max(count, 1));
  const index = count > 0 ? wrap(safePosition, count) : 0;
  const onClone = safePosition < 0 || safePosition >= count;

  /** Move to a track position; from a copy, first jump (without animation) to the real slide, then move. */
  const moveTo = useCallback(
    (target: number) => {
      if (onClone) {
        pending.current = target;
        setAnimate(false);
        setPosition(index);
      } else {
        setAnimate(true);
        setPosition(target);
      }
    },
    [index, onClone],
  );
  const ask = useCallback(
    (target: number, way: 'next' | 'previous' | null) => {
      if (count === 0) return;
      heading.current = way;
      setWanted(wrap(target, count));
    },
    [count, setWanted],
  );
  const next = useCallback(() => ask(index + 1, 'next'), [index, ask]);
  const previous = useCallback(() => ask(index - 1, 'previous'), [index, ask]);
  useImperativeHandle(handleRef, () => ({ swipeTo: (target: number) => ask(target, null), next, prev: previous }), [
    ask,
    next,
    previous,
  ]);

  // The slide asked for (by this carousel or by a controlling caller) is not the one shown: slide there, forward
  // onto the copy of the first from the last (and back onto the copy of the last from the first) when that is the
  // way asked or the shorter one.
  const wantedIndex = count > 0 ? wrap(wanted, count) : 0;
  useEffect(() => {
    if (count === 0 || wantedIndex === index) return;
    const way = heading.current;
    heading.current = null;
    if (looping && index === count - 1 && wantedIndex === 0 && way !== 'previous') moveTo(count);
    else if (looping && index === 0 && wantedIndex === count - 1 && way !== 'next') moveTo(-1);
    else moveTo(wantedIndex);
  }, [wantedIndex, index, count, looping, moveTo]);
  const nextRef = useRef(next);
  useLayoutEffect(() => {
    nextRef.current = next;
  });

  // After the slide onto a copy has played, jump to the real slide it copies.
  useEffect(() => {
    if (!onClone || count === 0) return undefined;
    const timer = setTimeout(
      () => {
        setAnimate(false);
        setPosition(wrap(safePosition, count));
      },
      reducedMotion ? 0 : CAROUSEL_SLIDE_MS,
    );
    return () => clearTimeout(timer);
  }, [onClone, safePosition, count, reducedMotion]);

  // A jump without animation: let the browser lay it out, then switch the transition back on.
  useLayoutEffect(() => {
    if (animate) return;
    void trackRef.current?.offsetWidth;
    setAnimate(true);
    if (pending.current !== null) {
      setPosition(pending.current);
      pending.current = null;
    }
  }, [animate]);

  const playing = autoPlay && looping && !held && !focusInside && !paused;
  useEffect(() => {
    if (!playing) return undefined;
    const timer = setTimeout(() => nextRef.current(), interval);
    return () => clearTimeout(timer);
  }, [playing, interval, index]);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const setDrag = (dx: number) => trackRef.current?.style.setProperty('--sf-carousel-drag', `${dx}px`);

  const { dragging, handlers } = useSwipe({
    onStart() {
      clearTimeout(resumeTimer.current);
      setHeld(true);
      if (onClone) {
        setAnimate(false);
        setPosition(index);
      }
    },
    onMove: (dx) => setDrag(dx),
    onEnd(result: SwipeResult) {
      if (result.kind === 'tap') {
        if (count > 0) onItemClick?.(items[index] as T, index);
        setHeld(false);
        return;
      }
      if (result.kind === 'swipe' && looping) {
        if (result.direction === 'left') next();
        else previous();
      }
      resumeTimer.current = setTimeout(() => setHeld(false), CAROUSEL_RESUME_MS);
    },
  });

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!looping) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };
  const onFocus = () => setFocusInside(true);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  const slide = (item: T, itemIndex: number, key: string | number, copy: boolean) => {
    const current = !copy && itemIndex === index;
    const info: CarouselSlideInfo = { loading: itemIndex === 0 && !copy ? 'eager' : 'lazy', current };
    const content = renderItem(item, itemIndex, info);
    return (
      <div
        key={key}
        className="sf-carousel__slide"
        role={copy ? undefined : 'group'}
        aria-roledescription={copy ? undefined : m.ui_role_slide()}
        aria-label={copy ? undefined : m.ui_position_of({ position: itemIndex + 1, count })}
        aria-hidden={current ? undefined : true}
        inert={!current}
        data-current={current || undefined}
      >
        {onItemClick ? (
          <button
            type="button"
            className="sf-carousel__hit"
            tabIndex={current ? 0 : -1}
            onClick={(event: MouseEvent<HTMLButtonElement>) => {
              // Pointer taps are handled by the gesture (a drag must not count); keyboard and assistive
              // technology clicks have no pointer behind them (detail 0).
              if (event.detail === 0) onItemClick(item, itemIndex);
            }}
          >
            {content}
          </button>
        ) : (
          content
        )}
      </div>
    );
  };

  const keyOf = (item: T, itemIndex: number) => (getKey ? getKey(item, itemIndex) : itemIndex);
  const lastItem = items[count - 1] as T;
  const firstItem = items[0] as T;

  const style = { '--sf-carousel-pos': safePosition + (looping ? 1 : 0) } as CSSProperties;
  const rootStyle = aspectRatio ? ({ '--sf-carousel-ratio': aspectRatio } as CSSProperties) : undefined;

  return withNativeProps(
    props,
    <section
      className="sf-carousel"
      style={rootStyle}
      aria-roledescription={m.ui_role_carousel()}
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      data-playing={playing || undefined}
    >
      <div className="sf-carousel__viewport" {...handlers}>
        <div
          ref={trackRef}
          id={trackId}
          className="sf-carousel__track"
          style={style}
          aria-live={playing ? 'off' : 'polite'}
          data-animate={animate && !dragging ? 'true' : 'false'}
        >
          {looping && slide(lastItem, count - 1, `copy-before-${keyOf(lastItem, count - 1)}`, true)}
          {items.map((item, itemIndex) => slide(item, itemIndex, keyOf(item, itemIndex), false))}
          {looping && slide(firstItem, 0, `copy-after-${keyOf(firstItem, 0)}`, true)}
        </div>
      </div>
      {looping && (
        <>
          <button
            type="button"
            className={`${ICON_BUTTON_CLASS} sf-carousel__nav`}
            data-side="previous"
            aria-label={m.ui_previous_slide()}
            aria-controls={trackId}
            onClick={previous}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className={`${ICON_BUTTON_CLASS} sf-carousel__nav`}
            data-side="next"
            aria-label={m.ui_next_slide()}
            aria-controls={trackId}
            onClick={next}
          >
            <Chevron direction="right" />
          </button>
          {autoPlay && (
            <button
              type="button"
              className={`${ICON_BUTTON_CLASS} sf-carousel__pause`}
              aria-label={paused ? m.ui_play_slides() : m.ui_pause_slides()}
              aria-controls={trackId}
              onClick={() => setPausedByUser(!paused)}
            >
              <Icon name={paused ? 'play' : 'pause'} size={16} />
            </button>
          )}
          <div className="sf-carousel__dots">
            {items.map((item, itemIndex) => (
              <button
                key={keyOf(item, itemIndex)}
                type="button"
                className="sf-carousel__dot"
                aria-label={m.ui_go_to_slide({ number: itemIndex + 1 })}
                aria-current={itemIndex === index ? 'true' : undefined}
                aria-controls={trackId}
                onClick={() => ask(itemIndex, null)}
              />
            ))}
          </div>
        </>
      )}
    </section>,
  );
}
