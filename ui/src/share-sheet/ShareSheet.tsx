import { useRef, useState } from 'react';
import { Icon } from '../icon';
import { Input } from '../input';
import type { DialogCssVars } from '../dialog';
import { Sheet, type SheetCssVars } from '../sheet';
import { nativePropsOf, type NativeProps } from '../internal/native-props';
import { useOpenState, type OpenStateProps } from '../internal/use-open-state';
import { toast } from '../toast';
import './share-sheet.css';
import { m } from '@storefront/sdk/i18n';

/** The CSS variables a designer may set on this widget (in `style` or a stylesheet); each defaults to a global token. */
export type ShareSheetCssVars =
  '--sf-share-sheet-accent-color' | '--sf-share-sheet-button-background' | '--sf-share-sheet-radius';

export interface ShareSheetProps
  extends NativeProps<ShareSheetCssVars | SheetCssVars | DialogCssVars, HTMLDialogElement>, OpenStateProps {
  /** What is shared, e.g. 'Case': the title reads 'Share Case Info To'. Default 'Product'. */
  text?: string;
  /** A title that replaces 'Share … Info To'. */
  title?: string;
  /** The link that 'Copy Link' writes to the clipboard. */
  url: string;
  /** Called after the link was copied (the 'Copied' toast is shown either way). */
  onCopied?(): void;
}

export const SHARE_COPIED_TEXT: string = m.ui_share_copied();
export const SHARE_COPY_FAILED_TEXT: string = m.ui_share_copy_failed();

/** The sheet title: the supplied title, or 'Share {text or Product} Info To'. */
export function shareSheetTitle(text?: string, title?: string): string {
  return title ?? m.ui_share_title({ text: text ?? m.ui_share_product() });
}

/**
 * The old way of copying: select the text in a hidden textarea and run execCommand('copy'). The textarea is placed in
 * `host` (inside the sheet): outside an open modal dialog the page is inert, and a textarea there cannot take focus.
 */
export function copyWithTextarea(text: string, host: HTMLElement = document.body): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  area.className = 'sf-visually-hidden';
  host.appendChild(area);
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  try {
    area.focus({ preventScroll: true });
    area.select();
    area.setSelectionRange(0, text.length);
    return document.execCommand('copy') === true;
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus({ preventScroll: true });
  }
}

/** Writes `text` with the Clipboard API, falling back to the textarea way when the API is missing or refuses. */
export async function copyText(text: string, host?: HTMLElement): Promise<boolean> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): try the old way.
    }
  }
  return copyWithTextarea(text, host);
}

/** A bottom sheet to share a product, case or display: its title and a 'Copy Link' button; it closes once copied. */
export function ShareSheet(props: ShareSheetProps) {
  const [open, onClose] = useOpenState(props);
  const { text, title, url, onCopied } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  const copy = async () => {
    if (busy) return;
    setBusy(true);
    const ok = await copyText(url, hostRef.current ?? undefined);
    setBusy(false);
    if (ok) {
      setFailedUrl(null);
      // Copied: the sheet's work is done, so it closes (docs/product/browsing.md#sharing), and 'Copied' shows
      // mid-screen, clear of the footer and its Share button.
      onClose();
      toast.show(m.ui_share_copied(), { variant: 'success', placement: 'center' });
      onCopied?.();
    } else {
      setFailedUrl(url);
      toast.show(m.ui_share_copy_failed(), { variant: 'error' });
    }
  };

  return (
    <Sheet
      {...nativePropsOf(props)}
      open={open}
      onClose={onClose}
      title={shareSheetTitle(text, title)}
      className={props.className ? `sf-share-sheet ${props.className}` : 'sf-share-sheet'}
    >
      <div ref={hostRef} className="sf-share-sheet__actions">
        <button
          type="button"
          className="sf-share-sheet__copy"
          onClick={() => void copy()}
          aria-busy={busy || undefined}
        >
          <Icon name="link" className="sf-share-sheet__icon" />
          <span>{m.ui_share_copy_link()}</span>
        </button>
        {failedUrl === url && (
          <Input
            label={m.ui_share_link()}
            value={url}
            onChange={() => undefined}
            readOnly
            className="sf-share-sheet__link"
          />
        )}
      </div>
    </Sheet>
  );
}
