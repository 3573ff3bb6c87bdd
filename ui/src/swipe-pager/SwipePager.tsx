import {
  useId,
  useImperativeHandle,
  useRef,
  type CSSProperties,
  type Key,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Chevron, useSwipe, type SwipeHandle, type SwipeResult } from '../swipe';
import { ICON_BUTTON_CLASS } from '../icon';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import { useControllableState } from '../internal/use-controllable-state';
import './swipe-pager.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type SwipePagerCssVars =
  '--sf-swipe-pager-button-background' | '--sf-swipe-pager-button-color' | '--sf-swipe-pager-button-radius';

export interface SwipePagerPageInfo {
  /** Whether this page is the one shown. */
  current: boolean;
  /** 'eager' for the first page, 'lazy' for the others: pass it to the page's <img>. */
  loading: 'eager' | 'lazy';
}

export interface SwipePagerProps<T> extends NativeProps<SwipePagerCssVars, HTMLElement> {
  items: readonly T[];
  renderItem(item: T, index: number, page: SwipePagerPageInfo): ReactNode;
  getKey?(item: T, index: number): Key;
  /** The page shown (controlled). Without it the pager keeps its own, starting at `defaultIndex`. */
  index?: number;
  defaultIndex?: number;
  /** A swipe, a button, a key or the handle asked for another page, in both modes. */
  onIndexChange?(index: number): void;
  /** Moves the pager from a screen: swipeTo(index), next(), prev(). `ref` is the root element. */
  handleRef?: Ref<SwipeHandle>;
  /** Accessible name of the pager. */
  label: string;
  /** Default 'Previous page'. */
  previousLabel?: string;
  /** Default 'Next page'. */
  nextLabel?: string;
}

/** Rubber band: past the first or last page the drag follows the finger at this fraction. */
export const SWIPE_PAGER_EDGE_RESISTANCE = 0.3;

export const clampIndex = (value: number, count: number) => Math.min(Math.max(value, 0), Math.max(count - 1, 0));

/** The rule: where a released gesture leads. No wrap: past the first or last page it stays (snaps back). */
export function pagerTarget(current: number, count: number, result: Pick<SwipeResult, 'kind' | 'direction'>): number {
  if (result.kind !== 'swipe') return current;
  return clampIndex(current + (result.direction === 'left' ? 1 : -1), count);
}

/** How far the track follows a drag: fully inside, with resistance past the ends. */
export function dragOffset(dx: number, current: number, count: number): number {
  const pastStart = current <= 0 && dx > 0;
  const pastEnd = current >= count - 1 && dx < 0;
  return pastStart || pastEnd ? dx * SWIPE_PAGER_EDGE_RESISTANCE : dx;
}

/**
 * Pages side by side, one shown: follows the finger (useSwipe: 20% of 375 px or a fast flick), with previous / next
 * buttons and arrow keys. No wrap: the buttons are disabled at the ends and a swipe past them snaps back.
 */
export function SwipePager<T>(props: SwipePagerProps<T>) {
  const { items, renderItem, getKey, onIndexChange, label, handleRef } = props;
  const previousLabel = props.previousLabel ?? m.ui_previous_page();
  const nextLabel = props.nextLabel ?? m.ui_next_page();
  const count = items.length;
  const [index, setIndex] = useControllableState({
    prop: props.index,
    defaultProp: props.defaultIndex ?? 0,
    onChange: onIndexChange,
  });
  const current = clampIndex(index, count);
  const trackRef = useRef<HTMLDivElement>(null);
  const trackId = useId();

  const go = (target: number) => {
    const next = clampIndex(target, count);
    if (next !== current) setIndex(next);
  };
  useImperativeHandle(handleRef, () => ({ swipeTo: go, next: () => go(current + 1), prev: () => go(current - 1) }));

  const { dragging, handlers } = useSwipe({
    disabled: count < 2,
    onMove: (dx) => trackRef.current?.style.setProperty('--sf-pager-drag', `${dragOffset(dx, current, count)}px`),
    onEnd: (result) => go(pagerTarget(current, count, result)),
  });

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    // Keys typed into a field inside a page stay with the field.
    if (
      event.target instanceof HTMLElement &&
      event.target.closest('input, textarea, select, [contenteditable="true"]')
    )
      return;
    event.preventDefault();
    go(target);
  };

  return withNativeProps(
    props,
    <section
      className="sf-swipe-pager"
      aria-roledescription={m.ui_role_pager()}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className="sf-swipe-pager__viewport" {...handlers}>
        <div
          ref={trackRef}
          id={trackId}
          className="sf-swipe-pager__track"
          style={{ '--sf-pager-pos': current } as CSSProperties}
          aria-live="polite"
          data-dragging={dragging || undefined}
        >
          {items.map((item, itemIndex) => {
            const isCurrent = itemIndex === current;
            return (
              <div
                key={getKey ? getKey(item, itemIndex) : itemIndex}
                className="sf-swipe-pager__page"
                role="group"
                aria-roledescription={m.ui_role_page()}
                aria-label={m.ui_position_of({ position: itemIndex + 1, count })}
                aria-hidden={isCurrent ? undefined : true}
                inert={!isCurrent}
                data-current={isCurrent || undefined}
              >
                {renderItem(item, itemIndex, { current: isCurrent, loading: itemIndex === 0 ? 'eager' : 'lazy' })}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${ICON_BUTTON_CLASS} sf-swipe-pager__nav`}
            data-side="previous"
            aria-label={previousLabel}
            aria-controls={trackId}
            disabled={current === 0}
            onClick={() => go(current - 1)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className={`${ICON_BUTTON_CLASS} sf-swipe-pager__nav`}
            data-side="next"
            aria-label={nextLabel}
            aria-controls={trackId}
            disabled={current === count - 1}
            onClick={() => go(current + 1)}
          >
            <Chevron direction="right" />
          </button>
        </>
      )}
    </section>,
  );
}
