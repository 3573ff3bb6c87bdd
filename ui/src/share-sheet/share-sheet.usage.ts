import { cssVarsTable, defineUsage, openStateDocs, propsTable } from '../story-support';
import type { ShareSheetCssVars, ShareSheetProps } from './ShareSheet';

export const shareSheetUsage = defineUsage({
  title: 'Share sheet',
  summary:
    "The sheet behind every Share button: 'Share Product Info To' with a Copy Link button that copies the page’s link and says 'Copied'.",
  imports: ['ShareSheet'],
  notes: [
    'Copying uses the clipboard, and the old execCommand way where the clipboard is unavailable.',
    'When both fail an error toast shows and the link appears in a read-only field to copy by hand.',
    'The page needs a ToastViewport for the Copied message. It is a Sheet: it closes the same ways.',
  ],
  cssVars: cssVarsTable<ShareSheetCssVars>({
    '--sf-share-sheet-accent-color': { default: '--sf-color-brand', does: 'The Copy Link icon.' },
    '--sf-share-sheet-button-background': { default: '--sf-color-surface-muted', does: 'The Copy Link button.' },
    '--sf-share-sheet-radius': { default: '--sf-radius-md', does: 'Corners of the button.' },
  }),
  components: [
    {
      name: 'ShareSheet',
      rows: propsTable<ShareSheetProps>({
        ...openStateDocs('Escape, the dimmed page, the handle, a drag down, and once the link is copied'),
        text: {
          type: 'string',
          default: "'Product'",
          does: "What is shared: 'Case' makes the title 'Share Case Info To'.",
        },
        title: { type: 'string', does: "A title that replaces 'Share … Info To'." },
        url: { type: 'string', required: true, does: 'The link Copy Link copies.' },
        onCopied: { type: '() => void', does: 'Called after the link was copied (e.g. to close the sheet).' },
      }),
    },
  ],
});
