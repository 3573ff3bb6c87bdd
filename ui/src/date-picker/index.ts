export {
  DatePickerSheet,
  DATE_PICKER_EMPTY_TEXT,
  type DatePickerSheetProps,
  type DatePickerCssVars,
} from './DatePickerSheet';
export {
  addDays,
  addMonths,
  calendarDay,
  dayKey,
  daysInMonth,
  fullDateName,
  isSelectableDay,
  mondayFirstWeekday,
  monthGrid,
  toTriple,
  MONTH_NAMES,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT,
  type CalendarDay,
  type DateTriple,
  type SelectableRules,
} from './date-rules';
