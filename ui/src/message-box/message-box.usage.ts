import { cssVarsTable, defineUsage, openStateDocs, propsTable } from '../story-support';
import type { MessageBoxCssVars, MessageBoxHostProps, MessageBoxProps } from './MessageBox';
import type { MessageBoxOptions } from './store';

export const messageBoxUsage = defineUsage({
  title: 'Message box',
  summary:
    'A modal alert dialog: a message and Confirm, plus Cancel when asked. Use it for a message that needs an answer (login failed, leave without saving?).',
  imports: ['messageBox', 'MessageBoxHost', 'MessageBox'],
  notes: [
    'Imperative: `if (await messageBox.show({ text, showCancel: true })) …` from anywhere, with one <MessageBoxHost /> near the root. Boxes queue one after another.',
    'Escape cancels; a tap on the dimmed page does nothing. Focus starts on the first button and returns where it was.',
    'Without a title the text names the dialog. Long text scrolls inside the box.',
  ],
  cssVars: cssVarsTable<MessageBoxCssVars>({
    '--sf-message-box-accent-color': { default: '--sf-color-brand', does: 'The Confirm button.' },
    '--sf-message-box-text-color': { default: '--sf-color-text', does: 'Title and text.' },
    '--sf-message-box-divider-color': { default: '--sf-color-border', does: 'Lines between the buttons.' },
    '--sf-message-box-radius': { default: '--sf-radius-lg', does: 'Corners of the box.' },
  }),
  components: [
    {
      name: 'messageBox.show(options)',
      of: 'options (resolves true on Confirm, false on Cancel or Escape)',
      rows: propsTable<MessageBoxOptions>({
        title: { type: 'ReactNode', does: 'Visible heading; the dialog’s name.' },
        text: { type: 'ReactNode', required: true, does: 'The message.' },
        showCancel: { type: 'boolean', default: 'false', does: 'Shows the Cancel button.' },
        confirmText: { type: 'string', default: "'Confirm'", does: 'Text of the Confirm button.' },
        cancelText: { type: 'string', default: "'Cancel'", does: 'Text of the Cancel button.' },
      }),
    },
    {
      name: 'MessageBoxHost',
      rows: propsTable<MessageBoxHostProps>({
        store: {
          type: 'MessageBoxStore',
          default: 'messageBox (the page’s queue)',
          does: 'The queue to show; createMessageBoxStore() makes a separate one.',
        },
      }),
    },
    {
      name: 'MessageBox',
      more: 'the options above',
      rows: propsTable<Omit<MessageBoxProps, keyof MessageBoxOptions>>({
        ...openStateDocs('Confirm, Cancel or Escape (a tap on the dimmed page does nothing)'),
        onConfirm: { type: '() => void', does: 'Confirm was pressed; the box then closes, or asks to.' },
        onCancel: { type: '() => void', does: 'Cancel was pressed, or Escape; the box then closes, or asks to.' },
        onExited: { type: '() => void', does: 'Called once the box has played its exit animation and closed.' },
      }),
    },
  ],
});
