import { signal } from '@preact/signals-react';
import { saveSide, saveSideProduct, sideOf, type Side } from './calc-data';
import {
  EMPTY_DRAFT,
  liveSide,
  parseShare,
  SAVE_DELAY_MS,
  sideChanges,
  type NumberField,
  type SideDraft,
} from './calc-model';

export type SaveState = 'saving' | 'failed';

export interface SideEditorDeps {
  saveSide: typeof saveSide;
  saveSideProduct: typeof saveSideProduct;
  delayMs: number;
}

/**
 * What the customer types into the calculator, saved by itself: each side waits for a pause in typing, then sends
 * only the valid fields that changed (a failed save is marked on the side and kept to try again). Boxes follow the
 * typing at once, counted with the same rule the server saves them with.
 */
export function createSideEditor(deps: SideEditorDeps = { saveSide, saveSideProduct, delayMs: SAVE_DELAY_MS }) {
  const drafts = signal<ReadonlyMap<number, SideDraft>>(new Map());
  /** The server's answer to the last save of a side: newer than the list until the list loads again. */
  const saved = signal<ReadonlyMap<number, Side>>(new Map());
  const states = signal<ReadonlyMap<number, SaveState>>(new Map());
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const latest = new Map<number, Side>();
  const running = new Map<number, Promise<void>>();

  const put = <V>(map: ReadonlyMap<number, V>, id: number, value: V | undefined) => {
    const next = new Map(map);
    if (value === undefined) next.delete(id);
    else next.set(id, value);
    return next;
  };
  const base = (side: Side) => saved.value.get(side.id) ?? side;

  async function save(id: number): Promise<void> {
    const side = latest.get(id);
    if (!side) return;
    const current = saved.peek().get(id) ?? side;
    const draft = drafts.peek().get(id) ?? EMPTY_DRAFT;
    const changes = sideChanges(current, draft);
    const shareEdits = current.side_product_list.flatMap((p) => {
      const typed = draft.shares[p.id];
      const parsed = typed === undefined ? null : parseShare(typed);
      return parsed?.ok && parsed.value !== p.product_percentage ? [{ id: p.id, share: parsed.value }] : [];
    });
    if (Object.keys(changes).length === 0 && shareEdits.length === 0) return;
    states.value = put(states.peek(), id, 'saving');
    let answer: Side | null = current;
    if (Object.keys(changes).length > 0) {
      const result = await deps.saveSide(id, changes);
      answer = result.ok ? sideOf(result.data.side) : null;
    }
    for (const edit of shareEdits) {
      if (!answer) break;
      const live = liveSide(answer, draft).side_product_list.find((p) => p.id === edit.id);
      const result = await deps.saveSideProduct({
        side_product_id: edit.id,
        product_percentage: edit.share,
        box: live?.box ?? 0,
      });
      answer = result.ok ? sideOf(result.data.side) : null;
    }
    if (answer) saved.value = put(saved.peek(), id, answer);
    states.value = put(states.peek(), id, answer ? undefined : 'failed');
  }

  /** Saves one side now (after a pause, a Space choice, Try again); saves of one side never overlap. */
  function flush(id: number): Promise<void> {
    clearTimeout(timers.get(id));
    timers.delete(id);
    const before = running.get(id) ?? Promise.resolve();
    const next = before.then(() => save(id));
    running.set(id, next);
    return next;
  }

  function edit(side: Side, change: (draft: SideDraft) => SideDraft, delayMs = deps.delayMs) {
    latest.set(side.id, side);
    drafts.value = put(drafts.peek(), side.id, change(drafts.peek().get(side.id) ?? EMPTY_DRAFT));
    clearTimeout(timers.get(side.id));
    timers.set(
      side.id,
      setTimeout(() => void flush(side.id), delayMs),
    );
  }

  return {
    /** The side as shown: saved values, the last save's answer, then what is typed. */
    view: (side: Side) => liveSide(base(side), drafts.value.get(side.id) ?? EMPTY_DRAFT),
    draft: (id: number) => drafts.value.get(id) ?? EMPTY_DRAFT,
    state: (id: number) => states.value.get(id),
    typeNumber: (side: Side, field: NumberField, text: string) =>
      edit(side, (d) => ({ ...d, text: { ...d.text, [field]: text } })),
    typeShare: (side: Side, sideProductId: number, text: string) =>
      edit(side, (d) => ({ ...d, shares: { ...d.shares, [sideProductId]: text } })),
    chooseSpace: (side: Side, sideName: string) => edit(side, (d) => ({ ...d, side_name: sideName }), 0),
    retry: (id: number) => flush(id),
    /** Saves everything still waiting (leaving the page). */
    flushAll: () => Promise.all([...timers.keys()].map((id) => flush(id))),
    /** The list loaded again: its sides are now the newest the server has. */
    listReloaded: () => (saved.value = new Map()),
  };
}

export type SideEditor = ReturnType<typeof createSideEditor>;
