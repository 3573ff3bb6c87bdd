import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { rules } from '@storefront/sdk';
import { m } from '@storefront/sdk/i18n';
import { Header, Icon, messageBox, PAGE_ICONS, Sheet, SpacePicker, toast, type CascaderOption } from '@storefront/ui';
import { useCallback, useEffect, useMemo } from 'react';
import { Loadable } from '../../data/Loadable';
import { useResource } from '../../data/use-resource';
import { goBack } from '../../shared/navigation';
import { useGo } from '../../shared/use-go';
import { useQuery } from '../catalogue/use-query';
import { templateSpaces } from '../template/template-spaces';
import {
  addToShoppingList,
  calculatorSides,
  copySide,
  deleteAllSides,
  deleteSide,
  shoppingEntries,
  type Side,
} from './calc-data';
import { addTitle } from './add-sources';
import { boxesText, grandTotal, shoppingListRefusal, spaceValue, surfaceText, toggled } from './calc-model';

import { createSideEditor } from './side-editor';
import { SideCard } from './SideCard';
import '../catalogue/catalogue.css';
import './calculator.css';

const NO_SPACES: readonly { id: number; space_name: string }[] = [];

/** The 'Add Products' sheet: calculator-add's four sources (docs/product/tools.md#calculator). */
const ADD_SOURCES = [1, 2, 3, 4] as const;

/** /calculator (needCheck preselects the first side): sides, boxes and the to-buy list. Login required (routes.ts). */
export default function CalculatorPage() {
  useSignals();
  const go = useGo();
  const query = useQuery();
  const entry = useResource(calculatorSides, 'all');
  const entries = useResource(shoppingEntries, 'all')?.data.value;
  const spaces = useResource(templateSpaces, 'all')?.data.value ?? NO_SPACES;
  // One editor for the page's life: it holds what is typed until it is saved.
  const editor = useMemo(() => createSideEditor(), []);
  const selected = useSignal<ReadonlySet<number>>(new Set());
  const preselected = useSignal(false);
  const sheetOpen = useSignal(false);
  const spaceFor = useSignal<Side | null>(null);
  const sending = useSignal(false);
  const list = entry?.data.value;

  useEffect(() => {
    if (!list) return;
    editor.listReloaded();
    // Sides that are gone (deleted, moved) leave the selection.
    const ids = new Set(list.map((s) => s.id));
    if ([...selected.peek()].some((id) => !ids.has(id)))
      selected.value = new Set([...selected.peek()].filter((id) => ids.has(id)));
    if (!preselected.peek() && query.get('needCheck') && list[0]) {
      preselected.value = true;
      selected.value = new Set([list[0].id]);
    }
  }, [list, editor, selected, preselected, query]);
  useEffect(() => () => void editor.flushAll(), [editor]);

  const sides = (list ?? []).map((s) => editor.view(s));
  const chosen = selected.value;
  const total = grandTotal(sides, chosen);
  const everySelected = sides.length > 0 && sides.every((s) => chosen.has(s.id));

  const spaceOptions = useMemo<CascaderOption[]>(
    () =>
      spaces.map((s) => ({
        value: s.space_name,
        label: s.space_name,
        children: rules.SURFACES.map((surface) => ({ value: surface, label: surfaceText(surface) })),
      })),
    [spaces],
  );
  const onToggle = useCallback((id: number) => (selected.value = toggled(selected.peek(), id)), [selected]);
  const onChooseSpace = useCallback((side: Side) => (spaceFor.value = side), [spaceFor]);
  const onCopy = useCallback(async (id: number) => {
    if ((await copySide(id)).ok) toast.show(rules.COPIED_TEXT, { variant: 'success' });
  }, []);
  const onDelete = useCallback(async (id: number) => {
    if ((await deleteSide(id)).ok) toast.show(m.calculator_deleted(), { variant: 'success' });
  }, []);
  const onChangeProduct = useCallback(
    (sideProductId: number) => go(`/calculator-add?type=1&id=${sideProductId}`),
    [go],
  );

  const clearAll = async () => {
    if (sides.length === 0) return;
    if (!(await messageBox.show({ text: m.calculator_clear_confirm(), showCancel: true }))) return;
    if ((await deleteAllSides()).ok) toast.show(m.calculator_cleared(), { variant: 'success' });
  };

  const sendToList = async () => {
    if (sending.peek()) return;
    const refusal = shoppingListRefusal(sides, chosen);
    if (refusal) {
      toast.show(refusal);
      return;
    }
    sending.value = true;
    await editor.flushAll();
    const result = await addToShoppingList([...chosen]);
    sending.value = false;
    if (!result.ok) return;
    selected.value = new Set();
    toast.show(m.calculator_saved_to_list(), { variant: 'success' });
  };

  const spaceSide = spaceFor.value;
  return (
    <div className="sf-calc">
      <Header title={m.calculator_title()} onBack={() => goBack(go)} />
      <div className="sf-catalogue__toolbar sf-calc__bar" role="toolbar" aria-label={m.calculator_title()}>
        <button type="button" className="sf-calc__add" onClick={() => (sheetOpen.value = true)}>
          <Icon name="plus" set={PAGE_ICONS} className="sf-calc__svg" /> {m.calculator_add_products()}
        </button>
        <button
          type="button"
          className="sf-calc__icon"
          onClick={() => go('/calculator-delete')}
          aria-label={m.calculator_recently_deleted()}
        >
          <Icon name="history" set={PAGE_ICONS} className="sf-calc__svg" />
        </button>
        <button
          type="button"
          className="sf-calc__icon"
          onClick={() => void clearAll()}
          aria-label={m.calculator_clear_all()}
          disabled={sides.length === 0}
        >
          <Icon name="trash-all" set={PAGE_ICONS} className="sf-calc__svg" />
        </button>
      </div>
      <main className="sf-calc__main">
        <Loadable entry={entry} empty={m.calculator_no_record()}>
          {(loaded) =>
            loaded.map((side, index) => (
              <SideCard
                key={side.id}
                side={side}
                index={index}
                editor={editor}
                selected={chosen.has(side.id)}
                onToggle={onToggle}
                onChooseSpace={onChooseSpace}
                onCopy={onCopy}
                onDelete={onDelete}
                onChangeProduct={onChangeProduct}
              />
            ))
          }
        </Loadable>
      </main>
      <footer className="sf-detail__footer sf-calc__footer">
        <button
          type="button"
          className="sf-calc__cart"
          onClick={() => go('/shopping')}
          aria-label={m.calculator_shopping_list_saved({ count: entries?.length ?? 0 })}
        >
          <Icon name="cart" set={PAGE_ICONS} className="sf-calc__svg" />
          {entries && entries.length > 0 && (
            <span className="sf-calc__badge" aria-hidden="true">
              {entries.length}
            </span>
          )}
        </button>
        <div className="sf-calc__total">
          <span>{m.calculator_grand_total()}</span>
          <output aria-label={m.calculator_grand_total()}>{boxesText(total)}</output>
        </div>
        <label className="sf-calc__all">
          <input
            type="checkbox"
            checked={everySelected}
            disabled={sides.length === 0}
            onChange={() => (selected.value = everySelected ? new Set() : new Set(sides.map((s) => s.id)))}
          />
          {m.calculator_select_all()}
        </label>
        <button
          type="button"
          className="sf-calc__send"
          onClick={() => void sendToList()}
          aria-busy={sending.value || undefined}
        >
          {m.calculator_add_to_shopping_list()}
        </button>
      </footer>
      <Sheet
        open={sheetOpen.value}
        onClose={() => (sheetOpen.value = false)}
        title={m.calculator_add_products()}
        initialFocus="first"
      >
        <ul className="sf-calc__sources">
          {ADD_SOURCES.map((type) => (
            <li key={type}>
              <button
                type="button"
                onClick={() => {
                  sheetOpen.value = false;
                  go(`/calculator-add?type=${type}`);
                }}
              >
                {addTitle(type)}
              </button>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => (sheetOpen.value = false)}>
              {m.calculator_cancel()}
            </button>
          </li>
        </ul>
      </Sheet>
      <SpacePicker
        open={spaceSide !== null}
        onClose={() => (spaceFor.value = null)}
        options={spaceOptions}
        value={
          spaceSide
            ? spaceValue(
                editor.view(spaceSide).side_name,
                spaces.map((s) => s.space_name),
              )
            : []
        }
        onConfirm={(value) => {
          if (spaceSide && value.length === 2)
            editor.chooseSpace(spaceSide, rules.spaceName(value[0]!, value[1] as (typeof rules.SURFACES)[number]));
        }}
      />
    </div>
  );
}
