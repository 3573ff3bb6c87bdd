export interface City {
  id: string | number;
  name: string;
}

export interface CityGroup {
  letter: string;
  cities: City[];
}

export const CITY_HISTORY_MAX = 6;
export const INDEX_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** The group of names that do not start with a Latin letter. */
export const OTHER_LETTER = '#';

/** The history after choosing `city`: most recent first, no duplicates (by id), at most `max` entries. */
export function pushHistory<T extends City>(history: readonly T[], city: T, max: number = CITY_HISTORY_MAX): T[] {
  const key = String(city.id);
  return [city, ...history.filter((entry) => String(entry.id) !== key)].slice(0, Math.max(0, max));
}

/** Cities whose name contains the query, ignoring case, accents and surrounding spaces; all for an empty query. */
export function filterCities<T extends City>(cities: readonly T[], query: string): T[] {
  const wanted = fold(query.trim());
  if (!wanted) return cities.slice();
  return cities.filter((city) => fold(city.name).includes(wanted));
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The index letter of a name: its first Latin letter (accents ignored), upper case, or '#'. */
export function cityLetter(name: string): string {
  const first = fold(name.trim()).charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : OTHER_LETTER;
}

/** Cities grouped by initial, A to Z then '#', each group sorted by name. */
export function groupCities<T extends City>(cities: readonly T[]): { letter: string; cities: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const city of cities) {
    const letter = cityLetter(city.name);
    const list = groups.get(letter);
    if (list) list.push(city);
    else groups.set(letter, [city]);
  }
  const order = [...INDEX_LETTERS, OTHER_LETTER];
  return order
    .filter((letter) => groups.has(letter))
    .map((letter) => ({
      letter,
      cities: groups
        .get(letter)!
        .slice()
        .sort((a, b) => a.name.localeCompare(b.name)),
    }));
}
