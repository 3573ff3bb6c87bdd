import { cssVarsTable, defineUsage, openStateDocs, propsTable, valueDocs } from '../story-support';
import type { CascaderProps } from './Cascader';
import type { PickerCssVars, PickerProps } from './Picker';
import type { CascaderSheetProps, PickerSheetProps } from './PickerSheet';

/** What PickerSheet and CascaderSheet share: a sheet with Cancel and Confirm around the columns. */
const sheetDocs = {
  ...openStateDocs('Cancel, Escape, the dimmed page, a drag down, and after Confirm'),
  title: { type: 'string', required: true, does: 'The sheet’s heading.' },
  value: { type: 'string[]', required: true, does: 'The value shown when the sheet opens.' },
  onConfirm: {
    type: '(value: string[], labels: string[]) => void',
    required: true,
    does: 'The chosen values and their labels (a cascade ends at a level without options).',
  },
} as const;

export const pickerUsage = defineUsage({
  title: 'Picker',
  summary:
    'Scrolling columns of options with the chosen one in a highlighted band (gender, tile size, finish), alone or in a bottom sheet with Cancel and Confirm; the Cascader’s columns depend on the choice to their left (country, province, city).',
  imports: ['Picker', 'PickerSheet', 'Cascader', 'CascaderSheet', 'SpacePicker', 'LocationCascader'],
  notes: [
    'Each column is a listbox: arrows, Home, End, Page Up and Page Down move; a missing or unknown value counts as the first option.',
    'In a sheet nothing changes until Confirm; each opening starts again from value. The sheet closes by itself after Confirm.',
    'SpacePicker (2 levels, titled Space) and LocationCascader (3 levels, titled Location) are CascaderSheets with their labels built in; title, value and levelLabels are optional there.',
  ],
  cssVars: cssVarsTable<PickerCssVars>({
    '--sf-picker-selected-background': { default: '--sf-color-selected-bg', does: 'The band of the chosen row.' },
    '--sf-picker-text-color': { default: '--sf-color-text', does: 'The options.' },
    '--sf-picker-band-radius': { default: '--sf-radius-md', does: 'Corners of the band.' },
  }),
  components: [
    {
      name: 'Picker',
      rows: propsTable<PickerProps>({
        columns: { type: '{ value; label }[][]', required: true, does: 'One list of options per column.' },
        ...valueDocs('string[]', 'The chosen value of each column', 'each first option'),
        columnLabels: {
          type: 'string[]',
          default: "'Column 1', 'Column 2'…",
          does: 'Visible name of each column (also its listbox’s name).',
        },
      }),
    },
    {
      name: 'PickerSheet',
      rows: propsTable<PickerSheetProps>({
        ...sheetDocs,
        columns: { type: '{ value; label }[][]', required: true, does: 'One list of options per column.' },
        columnLabels: { type: 'string[]', does: 'Visible name of each column.' },
      }),
    },
    {
      name: 'Cascader',
      rows: propsTable<CascaderProps>({
        options: {
          type: '{ value; label; children? }[]',
          required: true,
          does: 'The tree: each option’s children fill the next column.',
        },
        levels: { type: '2 | 3', required: true, does: 'Number of columns.' },
        ...valueDocs('string[]', 'The chosen value at each level', 'each level’s first option'),
        onChange: {
          type: '(value: string[], labels: string[]) => void',
          does: 'Called after any level changes (the levels below start at their first option), in both modes.',
        },
        levelLabels: { type: 'string[]', does: 'Visible name of each level’s column.' },
      }),
    },
    {
      name: 'CascaderSheet',
      rows: propsTable<CascaderSheetProps>({
        ...sheetDocs,
        options: { type: '{ value; label; children? }[]', required: true, does: 'The tree.' },
        levels: { type: '2 | 3', required: true, does: 'Number of columns.' },
        levelLabels: { type: 'string[]', does: 'Visible name of each level’s column.' },
      }),
    },
  ],
});
