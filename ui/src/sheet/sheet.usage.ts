import { cssVarsTable, defineUsage, openStateDocs, propsTable } from '../story-support';
import type { SheetCssVars, SheetProps } from './Sheet';
import type { SheetActionsProps } from './SheetActions';

export const sheetUsage = defineUsage({
  title: 'Sheet',
  summary:
    'A bottom sheet: a modal dialog that slides up over the dimmed page. The share sheet, the pickers and the date picker are built on it.',
  imports: ['Sheet', 'SheetActions'],
  notes: [
    'It closes by Escape, a tap on the dimmed page, the handle (a Close button), or a drag down past 30% of its height or a quick flick.',
    'Controlled: onClose asks, the page sets open to false. Focus stays inside while open and returns to where it was on close.',
    'Give it a title, or an ariaLabel when there is no visible title. Long content scrolls inside the sheet, not the page.',
    'SheetActions is the Cancel / Confirm row at the foot of a sheet that asks for a choice.',
  ],
  cssVars: cssVarsTable<SheetCssVars>({
    '--sf-sheet-background': { default: '--sf-color-surface', does: 'Actions row buttons.' },
    '--sf-sheet-accent-color': { default: '--sf-color-brand', does: 'The Confirm button.' },
    '--sf-sheet-grip-color': { default: '--sf-color-grip', does: 'The drag handle.' },
    '--sf-sheet-radius': { default: '--sf-radius-md', does: 'Corners of the action buttons.' },
  }),
  components: [
    {
      name: 'Sheet',
      rows: propsTable<SheetProps>({
        ...openStateDocs('Escape, the dimmed page, the handle, a drag or flick down'),
        title: { type: 'ReactNode', does: 'Visible heading; also the dialog’s name.' },
        children: { type: 'ReactNode', required: true, does: 'The sheet’s content.' },
        ariaLabel: { type: 'string', default: "'Sheet'", does: 'The dialog’s name when there is no visible title.' },
        initialFocus: {
          type: "'container' | 'first' | RefObject",
          default: "'container'",
          does: 'Where focus goes on open: the sheet itself, its first tab stop, or an element.',
        },
      }),
    },
    {
      name: 'SheetActions',
      rows: propsTable<SheetActionsProps>({
        onCancel: { type: '() => void', required: true, does: 'Cancel was pressed.' },
        onConfirm: { type: '() => void', required: true, does: 'Confirm was pressed.' },
        cancelText: { type: 'string', default: "'Cancel'", does: 'Text of the Cancel button.' },
        confirmText: { type: 'string', default: "'Confirm'", does: 'Text of the Confirm button.' },
      }),
    },
  ],
});
