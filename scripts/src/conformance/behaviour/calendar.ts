import { rules } from '@storefront/sdk';
import { pointerGet, type Contract, type Operation } from '../../shared/contract.js';
import { getPath } from '../../shared/json-path.js';
import { exampleBody } from '../generate.js';
import type { CaseResult } from '../types.js';
import { callCase, skippedCase, tokenProblem, type BehaviourContext } from './call.js';

/**
 * Calendar edges: an operation that books a day and a time says which SDK rule decides what is bookable and where
 * the schedule it judges comes from:
 *
 *   x-calendar: {rule: bookingRefusal, schedule: {operationId, path: 'data.list[*]', id: level_id}, date: select_date, time: select_time}
 *
 * The checker reads the schedule from the server, asks the SDK's rule about every day of the coming year and every
 * half hour of one open day, and books the edges it finds: the open days on either side of a holiday range and of a
 * closed weekday, the first and last day of the range and the closed day themselves, the first and last time slot
 * and the hours just before and just after them. An edge the rule allows must be taken (a status other than 400; a
 * 400 naming the date or time field is a finding); one it refuses must be a 400 naming the field the rule names.
 * The schedule's fields are passed to the rule as the server answered them, so the check follows the SDK's names.
 */
export interface CalendarSpec {
  rule: string;
  schedule: { operationId: string; path: string; id: string };
  date: string;
  time: string;
}

type Refusal = { field: string; rule: string } | null;
type CalendarRule = (schedule: Record<string, unknown>, date: string, time: string, nowMs: number) => Refusal;

export const CALENDAR_RULES: Record<string, CalendarRule> = {
  bookingRefusal: (schedule, date, time, nowMs) =>
    rules.bookingRefusal(schedule as unknown as rules.StoreSchedule, date, time, nowMs),
};

export function calendarSpec(contract: Contract, op: Operation): CalendarSpec | undefined {
  const raw = (pointerGet(contract.document, op.pointer) as Record<string, unknown> | undefined)?.['x-calendar'] as
    CalendarSpec | undefined;
  return raw &&
    typeof raw.rule === 'string' &&
    raw.schedule &&
    typeof raw.date === 'string' &&
    typeof raw.time === 'string'
    ? raw
    : undefined;
}

export interface CalendarEdge {
  title: string;
  date: string;
  time: string;
  /** The refusal the rule gives (null: the edge is allowed). */
  refusal: Refusal;
}

/** Days this far ahead at the least, so the server's clock and the checker's may differ by a day. */
const FIRST_DAY = 2;
const DAYS = 400;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) =>
  `${String(Math.floor(((m + 1440) % 1440) / 60)).padStart(2, '0')}:${String(((m % 60) + 60) % 60).padStart(2, '0')}`;

/** The edges of a schedule by the rule alone: day ranges around the first holiday and the first closed weekday, and the day's first and last slot. */
export function calendarEdges(rule: CalendarRule, schedule: Record<string, unknown>, nowMs: number): CalendarEdge[] {
  const today = rules.todayOf(nowMs);
  const times = Array.from({ length: 48 }, (_, i) => hhmm(i * 30));
  const days = Array.from({ length: DAYS }, (_, i) => rules.addDays(today, FIRST_DAY + i));
  // A day is open when some time of it is taken.
  const openTime = (date: string) => times.find((t) => rule(schedule, date, t, nowMs) === null);
  const refusalOf = (date: string) => (openTime(date) ? null : rule(schedule, date, times[24] as string, nowMs));
  const judged = days.map((date) => ({ date, refusal: refusalOf(date) }));
  const edges: CalendarEdge[] = [];
  const closedRun = (kind: string) => {
    const start = judged.findIndex((d, i) => i > 0 && d.refusal?.rule === kind && judged[i - 1]?.refusal === null);
    if (start < 0) return;
    let end = start;
    while (judged[end + 1]?.refusal && judged[end + 1]?.refusal?.rule === kind) end += 1;
    const before = judged[start - 1];
    const after = judged.slice(end + 1).find((d) => d.refusal === null);
    const open = (d: { date: string }, what: string) =>
      edges.push({ title: `${what} ${d.date}`, date: d.date, time: openTime(d.date) as string, refusal: null });
    const closed = (d: { date: string; refusal: Refusal }, what: string) =>
      edges.push({
        title: `${what} ${d.date} (${d.refusal?.rule})`,
        date: d.date,
        time: openTime(before?.date ?? today) ?? (times[24] as string),
        refusal: d.refusal,
      });
    if (before) open(before, `the open day before a ${kind}`);
    closed(judged[start] as { date: string; refusal: Refusal }, `the first day of a ${kind}`);
    if (end > start) closed(judged[end] as { date: string; refusal: Refusal }, `the last day of a ${kind}`);
    if (after) open(after, `the first open day after a ${kind}`);
  };
  for (const d of judged)
    if (d.refusal && !edges.some((e) => e.refusal?.rule === d.refusal?.rule)) closedRun(d.refusal.rule);
  // Times, on the first open day: the first and last slot taken, the hour before and the hour after refused.
  const day = judged.find((d) => d.refusal === null)?.date;
  if (day) {
    const taken = times.filter((t) => rule(schedule, day, t, nowMs) === null);
    const [first, last] = [taken[0] as string, taken[taken.length - 1] as string];
    edges.push({ title: `the first time slot ${first} on ${day}`, date: day, time: first, refusal: null });
    if (last !== first)
      edges.push({ title: `the last time slot ${last} on ${day}`, date: day, time: last, refusal: null });
    for (const [time, what] of [
      [hhmm(minutes(first) - 60), 'the hour before the first slot'],
      [hhmm(minutes(last) + 60), 'the hour after the last slot'],
    ] as const) {
      const refusal = rule(schedule, day, time, nowMs);
      if (refusal) edges.push({ title: `${what}, ${time} on ${day} (${refusal.rule})`, date: day, time, refusal });
    }
  }
  return edges;
}

const errorsOf = (c: CaseResult) =>
  ((c.response?.json as { data?: { errors?: { field?: unknown; rule?: unknown }[] } } | undefined)?.data?.errors ??
    []) as { field?: unknown; rule?: unknown }[];

/** Books each edge once, with the operation's example for everything else, and judges the answer. */
export async function checkCalendar(op: Operation, spec: CalendarSpec, ctx: BehaviourContext): Promise<CaseResult[]> {
  const title = 'calendar edges';
  const rule = CALENDAR_RULES[spec.rule];
  if (!rule) {
    const unknown = {
      path: 'x-calendar',
      rule: 'contract',
      expected: `a rule the checker knows (${Object.keys(CALENDAR_RULES).join(', ')})`,
      got: spec.rule,
    };
    return [{ operationId: op.operationId, kind: 'positive', title, mismatches: [unknown] }];
  }
  const problem = tokenProblem(op, ctx);
  const source = ctx.contract.operations.find((o) => o.operationId === spec.schedule.operationId);
  if (problem || !source)
    return [skippedCase(op, title, problem ?? `the contract has no operation ${spec.schedule.operationId}`)];
  const example = (ctx.ids ? ctx.ids.apply(op, exampleBody(op, ctx.session)) : exampleBody(op, ctx.session)) as Record<
    string,
    unknown
  >;
  const listed = await callCase(
    source,
    exampleBody(source, ctx.session) ?? {},
    `calendar: the schedule for ${op.operationId}`,
    ctx,
  );
  const items = getPath(listed.response?.json, spec.schedule.path.replace(/\[\*\]$/, '')).value;
  const schedule = Array.isArray(items)
    ? ((items.find((s) => (s as Record<string, unknown>)?.id === example[spec.schedule.id]) ?? items[0]) as
        Record<string, unknown> | undefined)
    : undefined;
  if (!schedule)
    return [
      listed,
      skippedCase(
        op,
        title,
        `${spec.date} and ${spec.time} need a schedule from ${source.operationId} ${spec.schedule.path}, and it gave none (status ${listed.status ?? '-'})`,
      ),
    ];
  const body = { ...example, [spec.schedule.id]: schedule.id };
  const out: CaseResult[] = [listed];
  for (const edge of calendarEdges(rule, schedule, Date.now())) {
    const refused = edge.refusal !== null;
    const declared = [...(op.envelopeStatuses ?? [200]), ...op.toleratedStatuses];
    const c = await callCase(
      op,
      { ...body, [spec.date]: edge.date, [spec.time]: edge.time },
      `calendar, ${refused ? 'just outside' : 'allowed'}: ${edge.title}`,
      ctx,
      refused ? [400] : declared.filter((s) => s !== 400),
    );
    // A wrong status here is the calendar's rule broken: say which way.
    for (const m of c.mismatches) {
      if (m.rule === 'status' && refused && c.status === 200)
        Object.assign(m, {
          rule: 'calendar-accepted',
          expected: `status 400 naming ${edge.refusal?.field} (${edge.refusal?.rule})`,
        });
      if (m.rule === 'status' && !refused && c.status === 400) m.rule = 'calendar-refused';
    }
    const named = errorsOf(c).some((e) => e.field === edge.refusal?.field);
    if (refused && c.status === 400 && !named)
      c.mismatches.push({
        path: 'data.errors',
        rule: 'names-field',
        expected: `an error naming field '${edge.refusal?.field}'`,
        got: JSON.stringify(errorsOf(c)),
      });
    out.push(c);
  }
  return out;
}

export async function runCalendarChecks(ops: Operation[], ctx: BehaviourContext): Promise<CaseResult[]> {
  const out: CaseResult[] = [];
  for (const op of ops) {
    const spec = calendarSpec(ctx.contract, op);
    if (spec) out.push(...(await checkCalendar(op, spec, ctx)));
  }
  return out;
}
