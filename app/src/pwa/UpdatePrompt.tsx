import { useState } from 'react';
import { m } from '@storefront/sdk/i18n';
import './update-prompt.css';

export interface UpdatePromptProps {
  /** Activates the waiting version; the page reloads once it controls the page. */
  onReload(): void;
  /** Called once the customer has put the notice away (the new version then starts on the next visit). */
  onDismiss?(): void;
}

/**
 * The notice that a new version is ready. Polite: it announces itself without taking the focus or covering the tab
 * bar's buttons for long; its two buttons are in the tab order, and Escape inside it puts it away too.
 */
export function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  const [state, setState] = useState<'open' | 'reloading' | 'dismissed'>('open');
  if (state === 'dismissed') return null;
  const dismiss = () => {
    setState('dismissed');
    onDismiss?.();
  };
  return (
    <section
      className="sf-update-prompt"
      aria-label={m.shell_update_region()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss();
      }}
    >
      <p role="status">{m.shell_update_available()}</p>
      <button
        type="button"
        className="sf-update-prompt__reload"
        disabled={state === 'reloading'}
        onClick={() => {
          setState('reloading');
          onReload();
        }}
      >
        {m.shell_update_reload()}
      </button>
      <button
        type="button"
        className="sf-update-prompt__dismiss"
        aria-label={m.shell_update_dismiss_label()}
        onClick={dismiss}
      >
        {m.shell_update_dismiss()}
      </button>
    </section>
  );
}
