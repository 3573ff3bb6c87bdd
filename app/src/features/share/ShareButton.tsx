import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ShareSheetProps } from '@storefront/ui/share-sheet';
import { loadedOnOpen } from '../../shared/loaded-on-open';
import { recordShare, type ShareKind } from './share-data';
import { shareLink } from './share-link';
import { Icon } from '@storefront/ui';
import { m } from '@storefront/sdk/i18n';

/**
 * The sheet (with its field, sheet and dialog code: nine files) loads when the button is pressed, not with the
 * page: a detail page's first view showed sooner without it. Its code is asked for on pointer down, so it is
 * usually here by the click.
 */
const ShareSheet = loadedOnOpen<ShareSheetProps>(
  () => import('@storefront/ui/share-sheet').then((m) => m.ShareSheet),
  (props) => props.open,
);

export interface ShareButtonProps {
  kind: ShareKind;
  id: number;
  /** What is shared, for the sheet title 'Share {text} Info To'. */
  text: string;
  className?: string;
}

/** The footer's Share: opens the share sheet with this page's own address (no token) and records the share on copy. */
export function ShareButton({ kind, id, text, className }: ShareButtonProps) {
  useSignals();
  const open = useSignal(false);
  const url = useSignal('');
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerDown={ShareSheet.preload}
        onFocus={ShareSheet.preload}
        onClick={() => {
          url.value = shareLink(window.location.href);
          open.value = true;
        }}
      >
        <Icon name="share" size={20} />
        <span>{m.share_button()}</span>
      </button>
      <ShareSheet
        open={open.value}
        onClose={() => (open.value = false)}
        text={text}
        url={url.value}
        onCopied={() => void recordShare(kind, id)}
      />
    </>
  );
}
