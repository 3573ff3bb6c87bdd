import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Icon, ICON_BUTTON_CLASS } from '../icon';
import { usePrefersReducedMotion } from '../swipe';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import './hot-word-ticker.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type HotWordTickerCssVars =
  | '--sf-hot-word-ticker-background'
  | '--sf-hot-word-ticker-text-color'
  | '--sf-hot-word-ticker-icon-color'
  | '--sf-hot-word-ticker-radius';

export interface HotWordTickerProps extends NativeProps<HotWordTickerCssVars, HTMLDivElement> {
  words: string[];
  /** ms each word stays. Default 5000. */
  interval?: number;
  /** Shown when there are no words. Default 'Search for brand info'. */
  placeholder?: string;
  /** A tap: the index and word shown at that moment, or null and null when there are no words. */
  onActivate(index: number | null, word: string | null): void;
}

/** Time each hot word stays. */
export const HOT_WORD_INTERVAL_MS = 5000;
/** Length of the roll to the next word; matches --sf-duration-ticker. */
export const HOT_WORD_ROLL_MS = 1000;
export const HOT_WORD_PLACEHOLDER: string = m.ui_hot_word_placeholder();

/** The rule: words rotate only when there are more than 2 of them. */
export function shouldRotate(words: readonly string[]): boolean {
  return words.length > 2;
}

/** The button's accessible name: it always starts with "Search". */
export function tickerLabel(word: string | null, placeholder: string): string {
  if (word !== null) return m.ui_hot_word_suggestion({ word });
  const startsWithSearch = placeholder.toLocaleLowerCase().startsWith(m.ui_search().toLocaleLowerCase());
  return startsWithSearch ? placeholder : m.ui_hot_word_search({ placeholder });
}

/** Names of the pause control, by what it will do. */
export const HOT_WORD_PAUSE_LABEL: string = m.ui_hot_word_pause();
export const HOT_WORD_PLAY_LABEL: string = m.ui_hot_word_play();

/**
 * The home search box: a button that shows one hot word at a time and rolls up to the next every 5 s (1 s roll),
 * only with more than 2 words. The list is rendered twice so the roll from the last word to the first is seamless.
 * Rotation pauses while the button has keyboard focus, so the word does not change under the reader. Moving content
 * gets a visible pause control beside the box, and does not start by itself when the visitor asked for less motion
 * (the control then starts it).
 */
export function HotWordTicker(props: HotWordTickerProps) {
  const { words, interval = HOT_WORD_INTERVAL_MS, placeholder = m.ui_hot_word_placeholder(), onActivate } = props;
  const count = words.length;
  const rotating = shouldRotate(words);
  // Words arrive as a new array on every render of the parent; a change of content restarts from the first.
  const wordsKey = words.join('\u0000');
  const [track, setTrack] = useState({ key: wordsKey, pos: 0 });
  if (track.key !== wordsKey) setTrack({ key: wordsKey, pos: 0 });
  const pos = track.key === wordsKey ? track.pos : 0;
  const [animate, setAnimate] = useState(true);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // The visitor's own choice wins; until they make one, reduced motion means paused.
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const paused = pausedByUser ?? reducedMotion;
  const pending = useRef<number | null>(null);
  const trackRef = useRef<HTMLSpanElement>(null);

  const index = count > 0 ? pos % count : null;
  const word = index === null ? null : (words[index] ?? null);
  const playing = rotating && !focused && !paused;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setTimeout(() => {
      if (pos < count) {
        setTrack({ key: wordsKey, pos: pos + 1 });
        return;
      }
      // On the copy of the first word: jump (without animation) to the real first word, then roll on.
      pending.current = 1;
      setAnimate(false);
      setTrack({ key: wordsKey, pos: 0 });
    }, interval);
    return () => clearTimeout(timer);
  }, [playing, interval, pos, count, wordsKey]);

  // After a jump without animation: let the browser lay it out, then roll with the transition back on.
  useLayoutEffect(() => {
    if (animate) return;
    void trackRef.current?.offsetHeight;
    setAnimate(true);
    if (pending.current !== null) {
      const next = pending.current;
      pending.current = null;
      setTrack((t) => ({ ...t, pos: next }));
    }
  }, [animate]);

  const shown = rotating ? [...words, ...words] : words.slice(0, 1);
  const style = { '--sf-ticker-pos': pos } as CSSProperties;

  return withNativeProps(
    props,
    <div
      className="sf-hot-word-ticker"
      data-rotating={playing || undefined}
      data-state={rotating ? (paused ? 'paused' : 'playing') : undefined}
    >
      <button
        type="button"
        className="sf-hot-word-ticker__button"
        aria-label={tickerLabel(word, placeholder)}
        onClick={() => onActivate(index, word)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        <Icon name="search" className="sf-hot-word-ticker__icon" />
        <span className="sf-hot-word-ticker__window" aria-hidden="true">
          {count === 0 ? (
            <span className="sf-hot-word-ticker__word" data-placeholder="">
              {placeholder}
            </span>
          ) : (
            <span
              ref={trackRef}
              className="sf-hot-word-ticker__track"
              style={style}
              data-animate={animate ? 'true' : 'false'}
            >
              {shown.map((w, i) => (
                <span key={i} className="sf-hot-word-ticker__word" data-current={i === pos || undefined}>
                  {w}
                </span>
              ))}
            </span>
          )}
        </span>
      </button>
      {rotating && (
        <button
          type="button"
          className={`${ICON_BUTTON_CLASS} sf-hot-word-ticker__pause`}
          aria-label={paused ? m.ui_hot_word_play() : m.ui_hot_word_pause()}
          onClick={() => setPausedByUser(!paused)}
        >
          <Icon name={paused ? 'play' : 'pause'} />
        </button>
      )}
    </div>,
  );
}
