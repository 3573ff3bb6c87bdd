import { cssVarsTable, defineUsage, propsTable, valueDocs } from '../story-support';
import type { InputCssVars, InputProps } from './Input';

export const inputUsage = defineUsage({
  title: 'Input',
  summary:
    'A labelled text field with a hint, an error (both linked to the field by aria-describedby), a clear button and an optional prefix such as the area code.',
  imports: ['Input', 'type InputType'],
  notes: [
    'Controlled: keep the value in state and pass onChange, which receives the new text (not the event).',
    'Show an error only after the user has left the field or submitted; the field is then marked invalid.',
    'Give inputMode and autoComplete for phones and codes so the right keyboard and autofill appear.',
  ],
  cssVars: cssVarsTable<InputCssVars>({
    '--sf-input-border-color': { default: '--sf-color-field-border', does: 'Edge of the field.' },
    '--sf-input-focus-color': { default: '--sf-color-focus', does: 'Edge and ring of the focused field.' },
    '--sf-input-error-color': { default: '--sf-color-danger', does: 'Edge and text of an error.' },
    '--sf-input-background': { default: '--sf-color-surface', does: 'The field.' },
    '--sf-input-radius': { default: '--sf-radius-md', does: 'Corners of the field.' },
    '--sf-input-text-color': { default: '--sf-color-text', does: 'Typed text and label.' },
  }),
  components: [
    {
      name: 'Input',
      rows: propsTable<InputProps>({
        label: { type: 'ReactNode', required: true, does: 'The visible label, tied to the field.' },
        ...valueDocs('string', 'The text in the field', "''"),
        type: {
          type: "'text' | 'tel' | 'email' | 'password' | 'number' | 'search' | 'url'",
          default: "'text'",
          does: 'The input type.',
        },
        error: { type: 'string', does: 'Shown under the field in the danger colour; marks the field invalid.' },
        hint: { type: 'ReactNode', does: 'Help text under the field.' },
        disabled: { type: 'boolean', default: 'false', does: 'Greys the field out; no clear button.' },
        clearable: { type: 'boolean', default: 'false', does: 'Shows a clear button while there is text.' },
        clearLabel: { type: 'string', default: "'Clear'", does: 'Accessible name of the clear button.' },
        inputMode: {
          type: "HTMLAttributes['inputMode']",
          does: 'The on-screen keyboard to show (tel, numeric, email…).',
        },
        autoComplete: { type: 'string', does: 'Autofill hint, e.g. tel-national, one-time-code.' },
        maxLength: { type: 'number', does: 'Most characters accepted.' },
        prefix: {
          type: 'ReactNode',
          does: "Content before the text, inside the field (e.g. '+254' or an area-code picker button).",
        },
        placeholder: { type: 'string', does: 'Example text while empty; never a replacement for the label.' },
        name: { type: 'string', does: 'Form field name.' },
        id: { type: 'string', default: 'generated', does: 'Id of the <input>; the hint and error ids derive from it.' },
        required: { type: 'boolean', does: 'Marks the field required for the browser and screen readers.' },
        readOnly: { type: 'boolean', does: 'Shows the value without letting it change; no clear button.' },
        onBlur: {
          type: '(event: FocusEvent) => void',
          does: 'Called when the field loses focus (a good moment to validate).',
        },
        onFocus: { type: '(event: FocusEvent) => void', does: 'Called when the field gains focus.' },
      }),
    },
  ],
});
