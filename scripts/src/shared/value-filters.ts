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
 *   next_open_day:S the first slot (epoch ms) of the first day after the moment's day on which the saved store S
 *                   (an item of getAppointmentStoreList) is open, by the booking rule the app and simulator share
 */
import { rules } from '@storefront/sdk';

export class FilterError extends Error {}

/** Reads a saved variable named in a filter's argument (`next_open_day:store` reads `store`). */
export type VariableReader = (reference: string) => unknown;

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

/** The saved store an argument names, checked to carry the hours, rest days and holidays the rule reads. */
function storeArgument(filter: string, arg: string | undefined, read: VariableReader | undefined): rules.StoreSchedule {
  if (!arg?.trim() || !read) throw new FilterError(`${filter} needs a saved store after ':', e.g. ${filter}:store`);
  const store = read(arg.trim());
  const missing =
    store !== null && typeof store === 'object'
      ? rules.STORE_SCHEDULE_FIELDS.filter((field) => !(field in store))
      : [...rules.STORE_SCHEDULE_FIELDS];
  if (missing.length > 0)
    throw new FilterError(
      `${filter}:${arg.trim()} needs a store of getAppointmentStoreList; it lacks ${missing.join(', ')}`,
    );
  return store as rules.StoreSchedule;
}

type Filter = (value: unknown, arg: string | undefined, name: string, read?: VariableReader) => unknown;

const FILTERS: Record<string, Filter> = {
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
  next_open_day: (value, arg, name, read) => {
    const store = storeArgument(name, arg, read);
    const slot = rules.nextOpenDaySlot(store, moment(value, name));
    if (slot === null)
      throw new FilterError(
        `${name}:${arg?.trim() ?? ''} finds no open day within ${rules.NEXT_OPEN_DAY_HORIZON_DAYS} days (hours ${store.business_hours_start}-${store.business_hours_end})`,
      );
    return slot;
  },
};
FILTERS.plus_hours = FILTERS.plus_days as (typeof FILTERS)['plus_days'];
FILTERS.plus_minutes = FILTERS.plus_days as (typeof FILTERS)['plus_days'];

export const FILTER_NAMES = Object.keys(FILTERS);

/**
 * Applies `filter` or `filter:arg` to a value; an unknown name is an error listing the known ones. `read` gives
 * the saved variables a filter's argument may name.
 */
export function applyFilter(value: unknown, spec: string, read?: VariableReader): unknown {
  const [name = '', arg] = spec.trim().split(/:(.*)/s, 2) as [string, string | undefined];
  const filter = FILTERS[name];
  if (!filter) throw new FilterError(`unknown conversion '${name}' (known: ${FILTER_NAMES.join(', ')})`);
  return filter(value, arg, name, read);
}
