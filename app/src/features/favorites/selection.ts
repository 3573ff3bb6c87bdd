/** The wish list's edit-mode selection (docs/product/browsing.md#wish-list): pure, so every rule is testable. */
export interface Selection {
  editing: boolean;
  selected: ReadonlySet<number>;
}

export const NOT_EDITING: Selection = { editing: false, selected: new Set() };

/** Edit toggles edit mode; leaving it clears the selection. */
export function toggleEditing(state: Selection): Selection {
  return state.editing ? NOT_EDITING : { editing: true, selected: new Set() };
}

/** A long press (or its keyboard equivalent) enters edit mode with that item selected. */
export function enterEditingWith(state: Selection, id: number): Selection {
  const selected = new Set(state.editing ? state.selected : []);
  selected.add(id);
  return { editing: true, selected };
}

export function toggleItem(state: Selection, id: number): Selection {
  if (!state.editing) return state;
  const selected = new Set(state.selected);
  if (selected.has(id)) selected.delete(id);
  else selected.add(id);
  return { editing: true, selected };
}

export function selectAll(state: Selection, ids: readonly number[]): Selection {
  return { editing: true, selected: new Set(ids) };
}

export function resetSelection(state: Selection): Selection {
  return { editing: state.editing, selected: new Set() };
}

/** Every listed item is selected (and there is at least one). */
export function allSelected(state: Selection, ids: readonly number[]): boolean {
  return ids.length > 0 && ids.every((id) => state.selected.has(id));
}

/** The ids to remove, in list order (only ids still listed). */
export function selectedIds(state: Selection, ids: readonly number[]): number[] {
  return ids.filter((id) => state.selected.has(id));
}

/** Removing everything asks 'Confirmed to clear all favorites？' first. */
export function needsClearAllConfirm(state: Selection, ids: readonly number[]): boolean {
  return allSelected(state, ids);
}

/** Keeps only selections of items still listed (after a tab switch or a removal). */
export function pruneSelection(state: Selection, ids: readonly number[]): Selection {
  return { editing: state.editing, selected: new Set(selectedIds(state, ids)) };
}
