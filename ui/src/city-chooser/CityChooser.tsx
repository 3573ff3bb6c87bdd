import { useId, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { Icon } from '../icon';
import { Input } from '../input';
import { filterCities, groupCities, INDEX_LETTERS, OTHER_LETTER, type City } from './city-rules';
import { withNativeProps, type NativeProps } from '../internal/native-props';
import './city-chooser.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type CityChooserCssVars =
  | '--sf-city-chooser-accent-color'
  | '--sf-city-chooser-background'
  | '--sf-city-chooser-border-color'
  | '--sf-city-chooser-radius';

export interface CityChooserProps extends NativeProps<CityChooserCssVars, HTMLElement> {
  cities: City[];
  /** The city found by geolocation; null or absent when unknown. */
  current?: { name: string } | null;
  /** Geolocation is running. */
  locating?: boolean;
  /** Geolocation failed: the row says 'Location Failed'. */
  locateError?: string;
  onRelocate(): void;
  onChoose(city: City): void;
  /** Recently chosen cities, most recent first (see pushHistory). */
  history: City[];
  /** Visible heading; the chooser is named 'Choose a city' without it. */
  title?: string;
}

export const LOCATION_FAILED_TEXT: string = m.ui_location_failed();

/**
 * Choose a city: search, current location with Re-locate, history, the cities grouped A–Z under sticky letters and
 * an index bar that jumps to a letter on tap, on drag along it, and from the keyboard.
 */
export function CityChooser(props: CityChooserProps) {
  const { cities, current, locating = false, locateError, onRelocate, onChoose, history, title } = props;
  const [query, setQuery] = useState('');
  const [dragLetter, setDragLetter] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLElement>(null);
  const dragging = useRef<number | null>(null);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const searching = query.trim() !== '';
  const groups = groupCities(filterCities(cities, query));
  const present = new Set(groups.map((g) => g.letter));
  const letters = present.has(OTHER_LETTER) ? [...INDEX_LETTERS, OTHER_LETTER] : INDEX_LETTERS;
  const currentCity = current ? cities.find((c) => c.name.toLowerCase() === current.name.toLowerCase()) : undefined;
  const sectionId = (letter: string) => `${baseId}-letter-${letter === OTHER_LETTER ? 'other' : letter}`;

  const jumpTo = (letter: string, moveFocus = false) => {
    const list = listRef.current;
    const section = list?.querySelector<HTMLElement>(`[data-letter="${letter}"]`);
    if (!list || !section) return;
    list.scrollTop = section.offsetTop;
    if (moveFocus) section.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  };

  /** The enabled letter button at height `y` of the bar (x is taken at the bar's middle, so the finger may drift). */
  const letterAt = (y: number): string | null => {
    const bar = barRef.current;
    if (!bar) return null;
    const rect = bar.getBoundingClientRect();
    const hit =
      typeof document.elementFromPoint === 'function' ? document.elementFromPoint(rect.left + rect.width / 2, y) : null;
    let button = hit instanceof Element ? hit.closest<HTMLButtonElement>('[data-index-letter]') : null;
    if (!button || !bar.contains(button)) {
      // Fall back to the letters' own boxes.
      button =
        Array.from(bar.querySelectorAll<HTMLButtonElement>('[data-index-letter]')).find((b) => {
          const box = b.getBoundingClientRect();
          return y >= box.top && y < box.bottom;
        }) ?? null;
    }
    if (!button || button.disabled) return null;
    return button.dataset.indexLetter ?? null;
  };

  const dragTo = (y: number) => {
    const letter = letterAt(y);
    if (!letter) return;
    setDragLetter(letter);
    jumpTo(letter);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    dragging.current = event.pointerId;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // The pointer may already be gone.
    }
    dragTo(event.clientY);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (dragging.current !== event.pointerId) return;
    event.preventDefault();
    dragTo(event.clientY);
  };

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    if (dragging.current !== event.pointerId) return;
    dragging.current = null;
    setDragLetter(null);
  };

  const onLetterClick = (letter: string) => (event: MouseEvent<HTMLButtonElement>) => {
    // A click from the keyboard (detail 0) also moves focus to the letter's first city.
    jumpTo(letter, event.detail === 0);
  };

  let locationText: string;
  if (locating) locationText = m.ui_locating();
  else if (locateError) locationText = m.ui_location_failed();
  else if (current) locationText = current.name;
  else locationText = m.ui_unknown();

  return withNativeProps(
    props,
    <section
      className="sf-city-chooser"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : m.ui_choose_city()}
    >
      {title && (
        <h2 id={titleId} className="sf-city-chooser__title">
          {title}
        </h2>
      )}
      <div className="sf-city-chooser__search">
        <Input
          type="search"
          label={<span className="sf-visually-hidden">{m.ui_search_city()}</span>}
          placeholder={m.ui_search_city()}
          value={query}
          onChange={setQuery}
          clearable
          autoComplete="off"
        />
      </div>
      <div className="sf-city-chooser__body">
        <div ref={listRef} className="sf-city-chooser__list">
          {!searching && (
            <section className="sf-city-chooser__block" aria-labelledby={`${baseId}-current`}>
              <h3 id={`${baseId}-current`} className="sf-city-chooser__heading">
                {m.ui_current_location()}
              </h3>
              <div className="sf-city-chooser__current">
                <div
                  className="sf-city-chooser__current-city"
                  role="status"
                  data-error={!locating && locateError ? '' : undefined}
                >
                  {currentCity && !locating && !locateError ? (
                    <button type="button" className="sf-city-chooser__chip" onClick={() => onChoose(currentCity)}>
                      <Icon name="pin" className="sf-city-chooser__pin" />
                      {currentCity.name}
                    </button>
                  ) : (
                    <span className="sf-city-chooser__current-text">
                      <Icon name="pin" className="sf-city-chooser__pin" />
                      {locationText}
                    </span>
                  )}
                  {!locating && locateError && locateError !== m.ui_location_failed() && (
                    <span className="sf-city-chooser__detail">{locateError}</span>
                  )}
                </div>
                <button type="button" className="sf-city-chooser__relocate" onClick={onRelocate} disabled={locating}>
                  {m.ui_relocate()}
                </button>
              </div>
            </section>
          )}
          {!searching && history.length > 0 && (
            <section className="sf-city-chooser__block" aria-labelledby={`${baseId}-history`}>
              <h3 id={`${baseId}-history`} className="sf-city-chooser__heading">
                {m.ui_history()}
              </h3>
              <ul className="sf-city-chooser__chips">
                {history.map((city) => (
                  <li key={city.id}>
                    <button type="button" className="sf-city-chooser__chip" onClick={() => onChoose(city)}>
                      {city.name}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {groups.map((group) => (
            <section
              key={group.letter}
              className="sf-city-chooser__group"
              data-letter={group.letter}
              aria-labelledby={sectionId(group.letter)}
            >
              <h3 id={sectionId(group.letter)} className="sf-city-chooser__letter">
                {group.letter}
              </h3>
              <ul className="sf-city-chooser__cities">
                {group.cities.map((city) => (
                  <li key={city.id}>
                    <button type="button" className="sf-city-chooser__city" onClick={() => onChoose(city)}>
                      {city.name}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {groups.length === 0 && (
            <p className="sf-city-chooser__empty" role="status">
              {searching ? m.ui_no_city_matches({ query: query.trim() }) : m.ui_no_cities()}
            </p>
          )}
        </div>
        <nav
          ref={barRef}
          className="sf-city-chooser__index"
          aria-label={m.ui_city_index()}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onLostPointerCapture={endDrag}
        >
          {letters.map((letter) => (
            <button
              key={letter}
              type="button"
              className="sf-city-chooser__index-letter"
              data-index-letter={letter}
              data-active={dragLetter === letter || undefined}
              disabled={!present.has(letter)}
              aria-label={letter === OTHER_LETTER ? m.ui_other_cities() : m.ui_cities_starting_with({ letter })}
              onClick={onLetterClick(letter)}
            >
              {letter}
            </button>
          ))}
        </nav>
        <div className="sf-city-chooser__bubble" aria-hidden="true" data-state={dragLetter ? 'open' : 'closed'}>
          {dragLetter}
        </div>
      </div>
    </section>,
  );
}
