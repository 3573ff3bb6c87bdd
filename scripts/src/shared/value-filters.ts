/**
 * Conversions after a saved value in `${name|filter|filter:arg}`, applied left to right: what a scenario needs
 * to send a value in another form than the server answered it (an id answered as a number, sent as text) and to
 * compute dates and times from the simulator's clock (`control: getClock`, `save: {now: data.epoch_ms}`).
 *
 *   text            the value as text (a list or object as JSON text)
 *   number          text of a number as the number
 *   plus_days:N     a moment (epoch ms, or an ISO date or date-time) N days later (N may be negative);
 *   plus_hours:N, plus_minutes:N  the same in hours and minutes; the result is epoch ms
 *   start_of_day    the moment at 00:00 UTC of its day
 *   date, time      a moment as YYYY-MM-DD and HH:MM (UTC), the forms bookings take
 *   weekday         a moment's day of the week, 1 (Monday) to 7 (Sunday)
 */
export class FilterError extends Error {}

const DAY_MS = 86_400_000;
const UNIT_MS: Record<string, number> = { plus_days: DAY_MS, plus_hours: 3_600_000, plus_minutes: 60_000 };

function moment(value: unknown, filter: string): number {
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms))
    throw new FilterError(`${filter} needs a moment (epoch ms or an ISO date), got ${JSON.stringify(value)}`);
  return ms;
}

function numberArgument(filter: string, arg: string | undefined): number {
  const n = Number(arg);
  if (arg === undefined || arg.trim() === '' || !Number.isFinite(n))
    throw new FilterError(`${filter} needs a number after ':', e.g. ${filter}:1`);
  return n;
}

const FILTERS: Record<string, (value: unknown, arg: string | undefined, name: string) => unknown> = {
  text: (value) => (typeof value === 'string' ? value : JSON.stringify(value)),
  number: (value) => {
    const n =
      typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isFinite(n))
      throw new FilterError(`number needs a number or the text of one, got ${JSON.stringify(value)}`);
    return n;
  },
  plus_days: (value, arg, name) => moment(value, name) + numberArgument(name, arg) * (UNIT_MS[name] as number),
  start_of_day: (value, _arg, name) => Math.floor(moment(value, name) / DAY_MS) * DAY_MS,
  date: (value, _arg, name) => new Date(moment(value, name)).toISOString().slice(0, 10),
  time: (value, _arg, name) => new Date(moment(value, name)).toISOString().slice(11, 16),
  weekday: (value, _arg, name) => new Date(moment(value, name)).getUTCDay() || 7,
};
FILTERS.plus_hours = FILTERS.plus_days as (typeof FILTERS)['plus_days'];
FILTERS.plus_minutes = FILTERS.plus_days as (typeof FILTERS)['plus_days'];

export const FILTER_NAMES = Object.keys(FILTERS);

/** Applies `filter` or `filter:arg` to a value; an unknown name is an error listing the known ones. */
export function applyFilter(value: unknown, spec: string): unknown {
  const [name = '', arg] = spec.trim().split(/:(.*)/s, 2) as [string, string | undefined];
  const filter = FILTERS[name];
  if (!filter) throw new FilterError(`unknown conversion '${name}' (known: ${FILTER_NAMES.join(', ')})`);
  return filter(value, arg, name);
}
