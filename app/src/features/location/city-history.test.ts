import { beforeEach, describe, expect, it } from 'vitest';
import { CHOSEN_CITY_KEY, CITY_HISTORY_KEY, readCityHistory, rememberCity } from './city-history';

const stored = (key: string) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { value: unknown } | null)?.value;

describe('city history', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the 6 most recent cities, newest first, without duplicates', () => {
    for (let id = 1; id <= 7; id += 1) rememberCity({ id, name: `City ${id}` });
    rememberCity({ id: 5, name: 'City 5' });
    expect(readCityHistory().map((c) => c.id)).toEqual([5, 7, 6, 4, 3, 2]);
    expect(stored(CHOSEN_CITY_KEY)).toEqual({ id: 5, name: 'City 5' });
  });

  it('ignores what is not a city in storage', () => {
    localStorage.setItem(
      CITY_HISTORY_KEY,
      JSON.stringify({ value: [{ id: 1, name: 'Madrid' }, 'junk', { id: {}, name: 'x' }], expiresAt: null }),
    );
    expect(readCityHistory()).toEqual([{ id: 1, name: 'Madrid' }]);
    localStorage.setItem(CITY_HISTORY_KEY, JSON.stringify({ value: 'junk', expiresAt: null }));
    expect(readCityHistory()).toEqual([]);
  });
});
