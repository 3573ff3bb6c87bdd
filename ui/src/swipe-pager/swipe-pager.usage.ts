import { cssVarsTable, defineUsage, propsTable } from '../story-support';
import type { SwipePagerCssVars, SwipePagerProps } from './SwipePager';

export const swipePagerUsage = defineUsage({
  title: 'Swipe pager',
  summary:
    'Pages side by side, one shown: follows the finger, with previous / next buttons and arrow keys. It does not wrap around.',
  imports: ['SwipePager', 'type SwipePagerPageInfo'],
  notes: [
    'A swipe is 20% of the 375 px design width or a fast flick; past the first or last page the drag resists and snaps back.',
    'The buttons are disabled at the ends.',
    'Uncontrolled with defaultIndex, or controlled with index and onIndexChange.',
    'Pass page.loading to each page’s <img>: only the first loads eagerly.',
  ],
  cssVars: cssVarsTable<SwipePagerCssVars>({
    '--sf-swipe-pager-button-background': { default: '--sf-color-scrim', does: 'Previous and next buttons.' },
    '--sf-swipe-pager-button-color': { default: '--sf-color-on-brand', does: 'Their arrows.' },
    '--sf-swipe-pager-button-radius': { default: '--sf-radius-pill', does: 'Corners of the buttons.' },
  }),
  components: [
    {
      name: 'SwipePager',
      rows: propsTable<SwipePagerProps<unknown>>({
        items: { type: 'readonly T[]', required: true, does: 'The pages’ data; nothing renders when empty.' },
        renderItem: {
          type: '(item, index, page: { current, loading }) => ReactNode',
          required: true,
          does: 'Renders one page.',
        },
        getKey: { type: '(item, index) => Key', default: 'index', does: 'A stable key per page.' },
        index: { type: 'number', does: 'The page shown (controlled).' },
        defaultIndex: { type: 'number', default: '0', does: 'The first page shown when uncontrolled.' },
        onIndexChange: { type: '(index: number) => void', does: 'A swipe, a button or a key asked for another page.' },
        handleRef: {
          type: 'Ref<{ swipeTo, next, prev }>',
          does: 'Moves the pager from a screen; ref is the root element.',
        },
        label: { type: 'string', required: true, does: 'Accessible name of the pager.' },
        previousLabel: { type: 'string', default: "'Previous page'", does: 'Name of the previous button.' },
        nextLabel: { type: 'string', default: "'Next page'", does: 'Name of the next button.' },
      }),
    },
  ],
});
