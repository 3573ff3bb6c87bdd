/*
 * The open modal dialogs, newest last. A modal <dialog> sits in the top layer and makes the rest of the page inert:
 * a toast rendered in the page would show under its backdrop and go unheard by screen readers. So each open dialog
 * lends an empty host element, and the toast viewport moves into the newest one (see toast/Toast.tsx).
 * Kept apart from the dialog itself: the toast is on every page, the dialog loads on demand.
 */

type Listener = () => void;

let hosts: readonly HTMLElement[] = [];
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

/** Registers the host of a dialog just opened (it is now on top); returns the function that removes it. */
export function pushModalHost(host: HTMLElement): () => void {
  hosts = [...hosts, host];
  emit();
  return () => {
    if (!hosts.includes(host)) return;
    hosts = hosts.filter((h) => h !== host);
    emit();
  };
}

/** The host inside the newest open modal dialog, or null when none is open. */
export function topModalHost(): HTMLElement | null {
  return hosts[hosts.length - 1] ?? null;
}

export function subscribeModalHosts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
