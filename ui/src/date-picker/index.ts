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
  monthTitle,
  weekdayName,
  WEEKDAYS,
  type CalendarDay,
  type DateTriple,
  type SelectableRules,
} from './date-rules';
