import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

/*
 * For tests only. happy-dom opens a <dialog> with showModal() (the open attribute) but has no close requests:
 * browsers turn an Escape keydown that nothing prevented into a cancelable `cancel` event on the newest modal
 * dialog, and close it unless the event is cancelled. Emulated here; focus trapping and the inert page are
 * browser-only and checked in the stories' browser run.
 */
// Test files share one document per worker (no isolation between files): the emulation is installed once.
const installed = Symbol.for('storefront.test.closeRequests');
if (!(installed in globalThis)) {
  Object.defineProperty(globalThis, installed, { value: true });
  emulateCloseRequests();
}

function emulateCloseRequests() {
  const modals: HTMLDialogElement[] = [];
  const { showModal, close } = HTMLDialogElement.prototype;
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    showModal.call(this);
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, returnValue?: string) {
    const index = modals.lastIndexOf(this);
    if (index !== -1) modals.splice(index, 1);
    close.call(this, returnValue);
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
