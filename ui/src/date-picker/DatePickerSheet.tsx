import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DialogCssVars } from '../dialog';
import { Icon, ICON_BUTTON_CLASS } from '../icon';
import { nativePropsOf, type NativeProps } from '../internal/native-props';
import { useOpenState, type OpenStateProps } from '../internal/use-open-state';
import { Sheet, SheetActions, type SheetCssVars } from '../sheet';
import { toast } from '../toast';
import {
  addDays,
  addMonths,
  calendarDay,
  daysInMonth,
  fullDateName,
  isSelectableDay,
  monthGrid,
  monthTitle,
  toTriple,
  weekdayName,
  WEEKDAYS,
  type CalendarDay,
  type DateTriple,
} from './date-rules';
import './date-picker.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type DatePickerCssVars =
  | '--sf-date-picker-accent-color'
  | '--sf-date-picker-accent-text-color'
  | '--sf-date-picker-text-color'
  | '--sf-date-picker-day-radius';

export interface DatePickerSheetProps
  extends NativeProps<DatePickerCssVars | SheetCssVars | DialogCssVars, HTMLDialogElement>, OpenStateProps {
  /** The chosen day as [year, month 1-12, day]. The sheet then closes (onClose). */
  onConfirm(value: DateTriple): void;
  /** The first selectable day. Default: now, read when the sheet opens. */
  today?: Date;
  /**
   * Whether a day cannot be chosen, asked for each day shown from `today` on with its 'YYYY-MM-DD' (the booking page
   * passes the store's rule). Default: every day from today on can be chosen.
   */
  isDisabled?(date: string): boolean;
  /** The month shown on open (any day in it). Default: the month of `today`. */
  initialMonth?: Date;
  /** Sheet title. Default 'Select Date'. */
  title?: string;
}

export const DATE_PICKER_EMPTY_TEXT: string = m.ui_please_select();

interface View {
  year: number;
  month: number;
}

function startView(initialMonth: Date | undefined, today: Date): View {
  const from = initialMonth ?? today;
  return { year: from.getFullYear(), month: from.getMonth() + 1 };
}

const sameMonth = (day: CalendarDay, view: View) => day.year === view.year && day.month === view.month;

/**
 * A bottom sheet with a month calendar (weeks Monday to Sunday). One selectable day at a time; Confirm gives
 * [year, month, day] or, with nothing chosen, the toast 'Please Select'. The grid is keyboard operable: arrows move a
 * day or a week, Home / End to the week's ends, Page Up / Page Down a month (with Shift a year).
 */
export function DatePickerSheet(props: DatePickerSheetProps) {
  // Cancel, Escape, a mask tap or a drag down close it, and so does a confirmed choice.
  const [open, onClose] = useOpenState(props);
  const { onConfirm, isDisabled, initialMonth, title = m.ui_select_date() } = props;
  const [now, setNow] = useState(() => props.today ?? new Date());
  const today = props.today ?? now;
  const [view, setView] = useState<View>(() => startView(initialMonth, today));
  const [selected, setSelected] = useState<CalendarDay | null>(null);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const labelId = useId();

  // Each opening starts afresh: the initial month, nothing chosen.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const fresh = props.today ?? new Date();
      setNow(fresh);
      setView(startView(initialMonth, fresh));
      setSelected(null);
      setFocusedKey(null);
    }
  }

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-key="${focusedKey}"]`)?.focus();
  }, [focusedKey, view]);

  const rules = { today, isDisabled };
  const weeks = monthGrid(view.year, view.month);
  const days = weeks.flat().filter((slot): slot is CalendarDay => slot !== null);
  const todayKey = calendarDay(today.getFullYear(), today.getMonth() + 1, today.getDate()).key;

  // One tab stop in the grid: the focused day, else the chosen day, else the first selectable day, else the 1st.
  const tabStop =
    days.find((d) => d.key === focusedKey) ??
    days.find((d) => d.key === selected?.key) ??
    days.find((d) => isSelectableDay(d, rules)) ??
    days[0]!;

  const showMonth = (delta: number) => {
    setView((v) => addMonths(v.year, v.month, delta));
    setFocusedKey(null);
  };

  const focusDay = (day: CalendarDay) => {
    if (!sameMonth(day, view)) setView({ year: day.year, month: day.month });
    moveFocus.current = true;
    setFocusedKey(day.key);
  };

  const choose = (day: CalendarDay) => {
    if (!isSelectableDay(day, rules)) return;
    setSelected(day);
    setFocusedKey(day.key);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = tabStop;
    let to: CalendarDay;
    switch (event.key) {
      case 'ArrowLeft':
        to = addDays(from, -1);
        break;
      case 'ArrowRight':
        to = addDays(from, 1);
        break;
      case 'ArrowUp':
        to = addDays(from, -7);
        break;
      case 'ArrowDown':
        to = addDays(from, 7);
        break;
      case 'Home':
        to = addDays(from, -from.weekday);
        break;
      case 'End':
        to = addDays(from, 6 - from.weekday);
        break;
      case 'PageUp':
      case 'PageDown': {
        const target = addMonths(from.year, from.month, (event.key === 'PageUp' ? -1 : 1) * (event.shiftKey ? 12 : 1));
        to = calendarDay(target.year, target.month, Math.min(from.day, daysInMonth(target.year, target.month)));
        break;
      }
      default:
        return;
    }
    event.preventDefault();
    focusDay(to);
  };

  const confirm = () => {
    if (!selected) {
      toast.show(m.ui_please_select());
      return;
    }
    onConfirm(toTriple(selected));
    onClose();
  };

  const monthLabel = monthTitle(view.year, view.month);

  return (
    <Sheet
      {...nativePropsOf(props)}
      open={open}
      onClose={onClose}
      title={title}
      className={props.className ? `sf-date-picker ${props.className}` : 'sf-date-picker'}
    >
      <div className="sf-date-picker__nav">
        <button
          type="button"
          className={`${ICON_BUTTON_CLASS} sf-date-picker__step`}
          aria-label={m.ui_previous_month()}
          onClick={() => showMonth(-1)}
        >
          <Icon name="chevron-left" />
        </button>
        <h3 id={labelId} className="sf-date-picker__month" aria-live="polite">
          {monthLabel}
        </h3>
        <button
          type="button"
          className={`${ICON_BUTTON_CLASS} sf-date-picker__step`}
          aria-label={m.ui_next_month()}
          onClick={() => showMonth(1)}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
      <div
        ref={gridRef}
        role="grid"
        aria-labelledby={labelId}
        className="sf-date-picker__grid"
        onKeyDown={onGridKeyDown}
      >
        <div role="row" className="sf-date-picker__row">
          {WEEKDAYS.map((weekday) => (
            <div key={weekday} role="columnheader" className="sf-date-picker__weekday">
              <span aria-hidden="true">{weekdayName(weekday, 'short')}</span>
              <span className="sf-visually-hidden">{weekdayName(weekday)}</span>
            </div>
          ))}
        </div>
        {weeks.map((week, w) => (
          <div key={w} role="row" className="sf-date-picker__row">
            {week.map((day, i) => {
              if (!day) return <div key={`empty-${i}`} role="gridcell" className="sf-date-picker__cell" />;
              const selectable = isSelectableDay(day, rules);
              const isSelected = selected?.key === day.key;
              return (
                <div key={day.key} role="gridcell" className="sf-date-picker__cell" aria-selected={isSelected}>
                  <button
                    type="button"
                    className="sf-date-picker__day"
                    data-key={day.key}
                    tabIndex={day.key === tabStop.key ? 0 : -1}
                    aria-label={fullDateName(day)}
                    aria-disabled={selectable ? undefined : true}
                    aria-current={day.key === todayKey ? 'date' : undefined}
                    data-selected={isSelected || undefined}
                    onClick={() => choose(day)}
                    onFocus={() => setFocusedKey(day.key)}
                  >
                    {day.day}
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <SheetActions onCancel={onClose} onConfirm={confirm} />
    </Sheet>
  );
}
