import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { LoadingCssVars, LoadingProps } from './Loading';

export const loadingUsage = defineUsage({
  title: 'Loading',
  summary:
    'The loading indicator: a turning ring and a line of text in a polite live status, so a screen reader hears that something is on its way.',
  imports: ['Loading', 'LOADING_DEFAULT_TEXT'],
  notes: [
    'overlay sits over the middle of the screen but never blocks it: Back and the header stay usable during a slow call.',
    'inline sits in the flow, e.g. at the foot of a list loading its next page.',
    'Keep the text short; it wraps inside the box when it is not.',
  ],
  cssVars: cssVarsTable<LoadingCssVars>({
    '--sf-loading-background': { default: '--sf-color-toast', does: 'The box.' },
    '--sf-loading-text-color': { default: '--sf-color-surface', does: 'Ring and text.' },
    '--sf-loading-radius': { default: '--sf-radius-md', does: 'Corners of the box.' },
  }),
  components: [
    {
      name: 'Loading',
      rows: propsTable<LoadingProps>({
        text: { type: 'string', default: "'Waiting...'", does: 'The line under the ring, read out by screen readers.' },
        variant: {
          type: "'overlay' | 'inline'",
          default: "'overlay'",
          does: 'A box over the middle of the screen, or in the flow.',
        },
      }),
    },
  ],
});
