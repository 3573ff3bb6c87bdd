import { describe, expect, it } from 'vitest';
import {
  allSelected,
  enterEditingWith,
  needsClearAllConfirm,
  NOT_EDITING,
  pruneSelection,
  resetSelection,
  selectAll,
  selectedIds,
  toggleEditing,
  toggleItem,
} from './selection';

const ids = [5, 3, 9];

describe('wish list selection', () => {
  it('Edit enters edit mode with nothing selected; Finish leaves it and clears the selection', () => {
    const editing = toggleEditing(NOT_EDITING);
    expect(editing.editing).toBe(true);
    const picked = toggleItem(editing, 3);
    expect([...picked.selected]).toEqual([3]);
    const finished = toggleEditing(picked);
    expect(finished.editing).toBe(false);
    expect(finished.selected.size).toBe(0);
  });

  it('tapping items outside edit mode selects nothing', () => {
    expect(toggleItem(NOT_EDITING, 3)).toBe(NOT_EDITING);
  });

  it('a long press enters edit mode selecting that item, and adds to a selection already in edit mode', () => {
    const pressed = enterEditingWith(NOT_EDITING, 9);
    expect(pressed.editing).toBe(true);
    expect([...pressed.selected]).toEqual([9]);
    expect([...enterEditingWith(pressed, 5).selected].sort()).toEqual([5, 9]);
  });

  it('Select all, Reset and toggling', () => {
    const all = selectAll(NOT_EDITING, ids);
    expect(allSelected(all, ids)).toBe(true);
    expect(needsClearAllConfirm(all, ids)).toBe(true);
    const one = toggleItem(all, 3);
    expect(allSelected(one, ids)).toBe(false);
    expect(needsClearAllConfirm(one, ids)).toBe(false);
    expect(selectedIds(one, ids)).toEqual([5, 9]);
    expect(resetSelection(one).selected.size).toBe(0);
    expect(resetSelection(one).editing).toBe(true);
  });

  it('an empty list is never all selected', () => {
    expect(allSelected(selectAll(NOT_EDITING, []), [])).toBe(false);
  });

  it('forgets selections of items no longer listed', () => {
    const state = selectAll(NOT_EDITING, ids);
    expect([...pruneSelection(state, [3]).selected]).toEqual([3]);
  });
});
