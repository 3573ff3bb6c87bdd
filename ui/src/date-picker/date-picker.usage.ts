import { cssVarsTable, defineUsage, openStateDocs, propsTable } from '../story-support';
import type { DatePickerCssVars, DatePickerSheetProps } from './DatePickerSheet';

export const datePickerUsage = defineUsage({
  title: 'Date picker',
  summary:
    'A bottom sheet with a month calendar (weeks Monday to Sunday) for choosing one day, e.g. of a store appointment.',
  imports: ['DatePickerSheet', 'type DateTriple'],
  notes: [
    'Days before today, on weekdays not allowed, or excluded cannot be chosen. Confirm with nothing chosen shows the toast ‘Please Select’ (the page needs a ToastViewport).',
    'Keyboard: arrows move a day or a week, Home and End to the week’s ends, Page Up and Page Down a month (with Shift a year).',
    'Each opening starts afresh: the initial month, nothing chosen. The sheet closes by itself after a confirmed choice.',
  ],
  cssVars: cssVarsTable<DatePickerCssVars>({
    '--sf-date-picker-accent-color': { default: '--sf-color-brand', does: 'The chosen day.' },
    '--sf-date-picker-accent-text-color': { default: '--sf-color-on-brand', does: 'Text on the chosen day.' },
    '--sf-date-picker-text-color': { default: '--sf-color-text', does: 'Days and month name.' },
    '--sf-date-picker-day-radius': { default: '--sf-radius-pill', does: 'Corners of a day.' },
  }),
  components: [
    {
      name: 'DatePickerSheet',
      rows: propsTable<DatePickerSheetProps>({
        ...openStateDocs('Cancel, Escape, the dimmed page, a drag down, and after a confirmed choice'),
        onConfirm: { type: '(value: [year, month 1-12, day]) => void', required: true, does: 'The chosen day.' },
        today: { type: 'Date', default: 'now, read on open', does: 'The first selectable day.' },
        isDisabled: {
          type: '(date: string) => boolean',
          does: "Whether a day from today on cannot be chosen, asked with its 'YYYY-MM-DD'.",
        },
        initialMonth: { type: 'Date', default: 'the month of today', does: 'The month shown on open (any day in it).' },
        title: { type: 'string', default: "'Select Date'", does: 'The sheet’s heading.' },
      }),
    },
  ],
});
