import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { AdPopupCssVars, AdPopupItem, AdPopupProps } from './AdPopup';

export const adPopupUsage = defineUsage({
  title: 'Ad popup',
  summary:
    'The advertising popup of the home page: a modal dialog with one page per ad (swipe, previous / next, arrow keys, dots) and a Close button.',
  imports: ['AdPopup', 'type AdPopupItem'],
  notes: [
    'It opens by itself when items holds an ad and closes (with its exit animation) when items is emptied: empty it in onClose and onView.',
    'Escape and Close close it; a tap on the dimmed page does not. Focus stays inside and returns on close.',
    'Pictures are 3 : 4; a broken picture shows the broken-picture icon.',
  ],
  cssVars: cssVarsTable<AdPopupCssVars>({
    '--sf-ad-popup-backdrop-color': { default: '--sf-color-ad-backdrop', does: 'The dimmed page behind the ad.' },
    '--sf-ad-popup-dot-color': { default: '--sf-color-dot', does: 'The page dots.' },
    '--sf-ad-popup-dot-active-color': { default: '--sf-color-dot-active', does: 'The dot of the ad shown.' },
    '--sf-ad-popup-radius': { default: '--sf-radius-md', does: 'Corners of the ad picture.' },
  }),
  components: [
    {
      name: 'AdPopup',
      rows: propsTable<AdPopupProps<AdPopupItem>>({
        items: { type: 'readonly { id; img; title }[]', required: true, does: 'The ads; nothing shows while empty.' },
        onClose: { type: '() => void', required: true, does: 'The Close button or Escape.' },
        onView: { type: '(item) => void', required: true, does: 'A tap (or Enter) on an ad.' },
        label: { type: 'string', default: "'Advertisement'", does: 'Accessible name of the dialog.' },
      }),
    },
  ],
});
