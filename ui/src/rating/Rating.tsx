import type { KeyboardEvent } from 'react';
import { Icon } from '../icon';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import { useControllableState } from '../internal/use-controllable-state';
import './rating.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type RatingCssVars = '--sf-rating-filled-color' | '--sf-rating-empty-color';

export interface RatingProps extends NativeProps<RatingCssVars, HTMLSpanElement> {
  /** Current number of stars; 0 means not rated yet. Read-only ratings may hold a fraction (4.5). */
  value?: number;
  /** The first number of stars when uncontrolled. Default 0. */
  defaultValue?: number;
  /** Called with the new number of stars (1 to max), in both modes. */
  onChange?(value: number): void;
  /** Shows the stars without letting the user change them. Default: read-only when neither onChange nor defaultValue is given. */
  readOnly?: boolean;
  /** What is rated, e.g. 'Service rating'. */
  label: string;
  /** Number of stars. Default 5 (the star scale of the spec). */
  max?: number;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

export const RATING_MAX = 5;

/** Clamps a wanted value to 1..max (a rating can be raised or lowered but never cleared). */
export function clampRating(value: number, max: number): number {
  return Math.min(max, Math.max(1, Math.round(value)));
}

/** "4 out of 5 stars", "4.5 out of 5 stars". */
export function ratingText(value: number, max: number): string {
  const shown = Math.round(Math.min(max, Math.max(0, value)) * 10) / 10;
  return max === 1 ? m.ui_rating_star({ value: shown, max }) : m.ui_rating_stars({ value: shown, max });
}

export function Rating(props: RatingProps) {
  const { onChange, label, max = RATING_MAX, disabled = false, size = 'md' } = props;
  const [value, setValue] = useControllableState({ prop: props.value, defaultProp: props.defaultValue ?? 0, onChange });
  const readOnly = props.readOnly ?? (onChange === undefined && props.defaultValue === undefined);
  const filled = Math.min(max, Math.max(0, value));

  const stars = Array.from({ length: max }, (_, index) => {
    const fill = Math.min(1, Math.max(0, filled - index));
    return (
      <span
        key={index}
        className="sf-rating__star"
        data-fill={fill === 1 ? 'full' : fill === 0 ? 'empty' : 'partial'}
        data-value={index + 1}
        onClick={readOnly || disabled ? undefined : () => setValue(index + 1)}
      >
        <Icon name="star" className="sf-rating__svg" />
        <span className="sf-rating__fill" style={{ width: `${fill * 100}%` }}>
          <Icon name="star" className="sf-rating__svg" />
        </span>
      </span>
    );
  });

  const classes = 'sf-rating';

  if (readOnly) {
    return withNativeProps(
      props,
      <span
        role="img"
        aria-label={m.ui_rating_named({ label, rating: ratingText(value, max) })}
        className={classes}
        data-size={size}
        data-readonly=""
      >
        {stars}
      </span>,
    );
  }

  const set = (next: number) => {
    const clamped = clampRating(next, max);
    setValue(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (disabled) return;
    const current = value < 1 ? 0 : value;
    const keys: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      Home: 1,
      End: max,
      PageUp: max,
      PageDown: 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  };

  return withNativeProps(
    props,
    <span
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-valuemin={1}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={value < 1 ? m.ui_not_rated() : ratingText(value, max)}
      aria-disabled={disabled || undefined}
      className={classes}
      data-size={size}
      onKeyDown={onKeyDown}
    >
      {stars}
    </span>,
  );
}
