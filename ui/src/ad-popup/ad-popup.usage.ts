import { defineUsage, propsTable } from '../story-support';
import type { AdPopupItem, AdPopupProps } from './AdPopup';

export const adPopupUsage = defineUsage({
  title: 'Ad popup',
  summary: 'The advertising popup of the home page: a modal dialog with one page per ad (swipe, previous / next, arrow keys, dots) and a Close button.',
  imports: ['AdPopup', 'type AdPopupItem'],
  notes: [
    'It opens by itself when items holds an ad and closes (with its exit animation) when items is emptied: empty it in onClose and onView.',
    'Escape and Close close it; a tap on the dimmed page does not. Focus stays inside and returns on close.',
    'Pictures are 3 : 4; a broken picture shows the broken-picture icon.',
  ],
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
