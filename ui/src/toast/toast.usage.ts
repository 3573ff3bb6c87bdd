import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { ToastCssVars, ToastOptions, ToastViewportProps } from './Toast';

export const toastUsage = defineUsage({
  title: 'Toast',
  summary:
    "A short message that shows for a moment and goes away: 'Copied', 'Saved', 'request error'. One queue per page: a new toast replaces the one showing.",
  imports: ['toast', 'ToastViewport', 'createToastStore'],
  notes: [
    "Call toast.show('Saved') from anywhere; render one <ToastViewport /> near the root of the page.",
    'The viewport is a polite live region that is always in the page, so screen readers hear every message.',
    'While a modal dialog is open, the toast shows on top of it (it moves into the newest dialog).',
    'Errors stay 1.5 s, other toasts 3 s; keep the text to one short sentence.',
  ],
  cssVars: cssVarsTable<ToastCssVars>({
    '--sf-toast-background': { default: '--sf-color-toast', does: 'The message.' },
    '--sf-toast-text-color': { default: '--sf-color-on-brand', does: 'Its text.' },
    '--sf-toast-error-background': { default: '--sf-color-danger', does: 'An error message.' },
    '--sf-toast-radius': { default: '--sf-radius-md', does: 'Corners of the message.' },
  }),
  components: [
    {
      name: 'ToastViewport',
      rows: propsTable<ToastViewportProps>({
        store: {
          type: 'ToastStore',
          default: 'toast (the page’s queue)',
          does: 'The queue to show; createToastStore() makes a separate one (tests, stories).',
        },
      }),
    },
    {
      name: 'toast.show(text, options)',
      of: 'options',
      rows: propsTable<ToastOptions>({
        duration: { type: 'number (ms)', default: '3000; error 1500', does: 'How long it stays.' },
        variant: { type: "'info' | 'error' | 'success'", default: "'info'", does: 'The colour and meaning.' },
        placement: { type: "'bottom' | 'center'", default: "'bottom' ('center' with login)", does: 'Where it shows.' },
        login: { type: 'boolean', default: 'false', does: 'The larger, centred style used after signing in.' },
      }),
    },
  ],
});
