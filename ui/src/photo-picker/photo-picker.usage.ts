import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { PhotoPickerCssVars, PhotoPickerProps } from './PhotoPicker';

export const photoPickerUsage = defineUsage({
  title: 'Photo picker',
  summary:
    'A button that opens the system chooser for one image, and refuses anything else with a clear message under the button.',
  imports: ['PhotoPicker', 'PHOTO_MAX_BYTES', 'checkPhoto'],
  notes: [
    'Accepts exactly one JPEG, PNG, GIF or WebP of at most 5 MB (the SDK’s upload rule, which the server enforces too).',
    'Show busy while the picked photo uploads, and pass the upload’s failure as error; the next choice replaces it.',
    'With children (e.g. the avatar) the label stays the button’s accessible name.',
  ],
  cssVars: cssVarsTable<PhotoPickerCssVars>({
    '--sf-photo-picker-accent-color': { default: '--sf-color-brand', does: 'Icon and text of the button.' },
    '--sf-photo-picker-background': { default: '--sf-color-surface', does: 'The button.' },
    '--sf-photo-picker-border-color': { default: '--sf-color-border', does: 'Edge of the button.' },
    '--sf-photo-picker-error-color': { default: '--sf-color-danger', does: 'The refusal text.' },
    '--sf-photo-picker-radius': { default: '--sf-radius-md', does: 'Corners of the button.' },
  }),
  components: [
    {
      name: 'PhotoPicker',
      rows: propsTable<PhotoPickerProps>({
        onPick: { type: '(file: File) => void', required: true, does: 'Called with the one accepted image.' },
        onReject: {
          type: '(message: string) => void',
          does: 'Called with the reason a choice was refused (also shown under the button).',
        },
        label: { type: 'string', default: "'Choose photo'", does: 'The button’s text and name.' },
        maxBytes: { type: 'number', default: '5 MB', does: 'Largest accepted file.' },
        disabled: { type: 'boolean', default: 'false', does: 'Greys out the button.' },
        busy: { type: 'boolean', default: 'false', does: 'Shows a busy button (e.g. while the photo uploads).' },
        error: { type: 'string', does: 'An outside error to show (e.g. the upload failed).' },
        children: { type: 'ReactNode', does: 'Content of the button instead of the icon and label.' },
      }),
    },
  ],
});
