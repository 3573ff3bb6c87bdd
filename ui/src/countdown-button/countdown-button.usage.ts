import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { CountdownButtonCssVars, CountdownButtonProps } from './CountdownButton';

export const countdownButtonUsage = defineUsage({
  title: 'Countdown button',
  summary:
    "The verification-code button: 'Obtain', then disabled while the code is sent, then '59s', '58s'… back to 'Obtain'.",
  imports: ['CountdownButton'],
  notes: [
    'onSend returns true (or a promise of true) when the code went out; false leaves the button on Obtain.',
    'The count is measured from its start time: a tab back from the background shows the right number.',
    'To keep a countdown across registration steps, store the time from onStart and pass it back as startedAt.',
    'A live region says when a code was sent and when a new one can be asked for.',
  ],
  cssVars: cssVarsTable<CountdownButtonCssVars>({
    '--sf-countdown-button-color': { default: '--sf-color-brand', does: 'Text and edge while idle.' },
    '--sf-countdown-button-border-color': { default: '--sf-color-border', does: 'Edge while counting.' },
    '--sf-countdown-button-radius': { default: '--sf-radius-pill', does: 'Corners of the button.' },
  }),
  components: [
    {
      name: 'CountdownButton',
      rows: propsTable<CountdownButtonProps>({
        onSend: {
          type: '() => Promise<boolean> | boolean',
          required: true,
          does: 'Sends the code; true starts the countdown, false leaves the button idle.',
        },
        seconds: {
          type: 'number',
          required: true,
          does: "Length of the countdown: pass the code rule's resend wait (rules.CODE_RESEND_SECONDS, 59).",
        },
        idleText: { type: 'string', default: "'Obtain'", does: 'Text while idle.' },
        disabled: {
          type: 'boolean',
          default: 'false',
          does: 'Blocks the button (e.g. until the phone number is valid).',
        },
        now: { type: '() => number', default: 'Date.now', does: 'The clock in ms; for tests.' },
        startedAt: { type: 'number', does: 'Resumes a countdown started at this ms timestamp (read on mount only).' },
        onStart: {
          type: '(startedAt: number) => void',
          does: 'Called with the start timestamp when a countdown starts.',
        },
        startedMessage: {
          type: '(seconds: number) => string',
          default: "'Code sent. You can request a new code in … seconds.'",
          does: 'What the live region says at the start.',
        },
        endedMessage: {
          type: 'string',
          default: "'You can request a new code now.'",
          does: 'What the live region says at the end.',
        },
      }),
    },
  ],
});
