import type { ReactNode } from 'react';

export interface MessageBoxOptions {
  title?: ReactNode;
  text: ReactNode;
  showCancel?: boolean;
  confirmText?: string;
  cancelText?: string;
}

export interface MessageBoxRequest extends MessageBoxOptions {
  id: number;
}

type Listener = () => void;

/**
 * A queue of message boxes for the whole page: `show` returns a promise that resolves true on Confirm and false on
 * Cancel or Escape. One box at a time; the next waits until the current one is answered.
 */
export function createMessageBoxStore() {
  let queue: { request: MessageBoxRequest; resolve: (value: boolean) => void }[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());

  return {
    show(options: MessageBoxOptions): Promise<boolean> {
      return new Promise<boolean>((resolve) => {
        queue = [...queue, { request: { ...options, id: nextId++ }, resolve }];
        emit();
      });
    },
    /** Answers the box with this id (the one showing); ignored for any other id. */
    answer(id: number, confirmed: boolean) {
      const head = queue[0];
      if (!head || head.request.id !== id) return;
      queue = queue.slice(1);
      head.resolve(confirmed);
      emit();
    },
    get: (): MessageBoxRequest | null => queue[0]?.request ?? null,
    /** How many boxes wait, the one showing included. */
    size: () => queue.length,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type MessageBoxStore = ReturnType<typeof createMessageBoxStore>;

/**
 * The page's message boxes: `await messageBox.show({ text })` from anywhere; render one <MessageBoxHost /> near the
 * root. The queue lives apart from the dialog, so a page can load the dialog only when a first box is asked.
 */
export const messageBox = createMessageBoxStore();
