import { rules } from '@storefront/sdk';
import { getLocale, m } from '@storefront/sdk/i18n';
import type { Side, SideEdit } from './calc-data';

/** The typed fields of a side, as text while the customer types (docs/product/tools.md#calculator). */
export const DIMENSION_FIELDS = [
  'length',
  'width',
  'door_height',
  'door_width',
  'window_height',
  'window_width',
] as const;
export const COUNT_FIELDS = ['door_num', 'window_num'] as const;
export type DimensionField = (typeof DIMENSION_FIELDS)[number];
export type CountField = (typeof COUNT_FIELDS)[number];
export type NumberField = DimensionField | CountField;

/** 'n box' or 'n boxes' as the language counts ('3 箱' in Chinese, which has one form). */
export function boxesText(count: number): string {
  const one = new Intl.PluralRules(getLocale()).select(count) === 'one';
  return one ? m.calculator_box({ count }) : m.calculator_boxes({ count });
}

/** A surface of the Space cascader ('Wall', 'Floor') in the customer's language; the value sent stays English. */
export const surfaceText = (surface: (typeof rules.SURFACES)[number]): string =>
  surface === 'Wall' ? m.calculator_surface_wall() : m.calculator_surface_floor();

/** A side's length unit as the customer reads it
: unit '1' is metres, anything else feet. */
export const unitText = (unit: string): string =>
  unit === '1' ? m.calculator_unit_metres() : m.calculator_unit_feet();
/**
 * calculator-add: back to the calculator this long after an add, resp. after changing a product
 * (docs/product/tools.md#calculator).
 */
export const BACK_AFTER_ADD_MS = 3000;
export const BACK_AFTER_CHANGE_MS = 1000;
/** Typing pauses this long before a side is saved. */
export const SAVE_DELAY_MS = 600;

/** Shown for a number: zero or missing is an empty box (docs/product/tools.md#calculator). */
export const numberText = (value: number | undefined) => (value ? String(value) : '');

/** A typed dimension or count: the number to save, or the reason it cannot be saved. */
export function parseNumberField(
  field: NumberField,
  text: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { ok: true, value: 0 };
  const isCount = (COUNT_FIELDS as readonly string[]).includes(field);
  if (isCount) {
    if (!/^\d+$/.test(trimmed)) return { ok: false, message: m.calculator_whole_number() };
    const value = Number(trimmed);
    return value > rules.OPENING_COUNT_MAX
      ? { ok: false, message: m.calculator_at_most({ max: rules.OPENING_COUNT_MAX }) }
      : { ok: true, value };
  }
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed)) return { ok: false, message: m.calculator_enter_number() };
  if (!/^\d*(\.\d{0,3})?$/.test(trimmed)) return { ok: false, message: m.calculator_three_decimals() };
  const value = Number(trimmed);
  return value > rules.DIMENSION_MAX_M
    ? { ok: false, message: m.calculator_at_most({ max: rules.DIMENSION_MAX_M }) }
    : { ok: true, value };
}

/** A typed share of one product: a percentage from 0 to 100. */
export function parseShare(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { ok: false, message: m.calculator_enter_percentage() };
  const value = Number(trimmed);
  return value > rules.SHARE_MAX
    ? { ok: false, message: m.calculator_at_most_percent({ max: rules.SHARE_MAX }) }
    : { ok: true, value };
}

/** What the customer has typed into one side and not yet seen saved: text by field, shares by side product. */
export interface SideDraft {
  text: Partial<Record<NumberField, string>>;
  side_name?: string;
  shares: Record<number, string>;
}
export const EMPTY_DRAFT: SideDraft = { text: {}, shares: {} };

/** The side as the customer sees it now: saved values overlaid with every valid typed value. */
export function liveSide(side: Side, draft: SideDraft): Side {
  const numbers: Partial<Record<NumberField, number>> = {};
  for (const [field, text] of Object.entries(draft.text) as [NumberField, string][]) {
    const parsed = parseNumberField(field, text);
    if (parsed.ok) numbers[field] = parsed.value;
  }
  const live: Side = { ...side, ...numbers, ...(draft.side_name !== undefined ? { side_name: draft.side_name } : {}) };
  const products = side.side_product_list.map((p) => {
    const typed = draft.shares[p.id];
    const share = typed === undefined ? p.product_percentage : parseShare(typed);
    const product_percentage = typeof share === 'number' ? share : share.ok ? share.value : p.product_percentage;
    return { ...p, product_percentage, box: rules.boxesFor(live, p.product_spec, product_percentage) };
  });
  return { ...live, side_product_list: products, box: rules.totalBoxes(products.map((p) => p.box)) };
}

/** The fields of a draft that are valid and differ from the saved side: what editCalculatorSide should send. */
export function sideChanges(side: Side, draft: SideDraft): SideEdit {
  const edit: SideEdit = {};
  for (const [field, text] of Object.entries(draft.text) as [NumberField, string][]) {
    const parsed = parseNumberField(field, text);
    if (parsed.ok && parsed.value !== side[field]) edit[field] = parsed.value;
  }
  if (draft.side_name !== undefined && draft.side_name !== side.side_name) edit.side_name = draft.side_name;
  return edit;
}

/** Products are lettered A, B, C, … on a side. */
export const productLetter = (index: number) => String.fromCharCode(65 + (index % 26));

/** Grand Total: the boxes of the selected sides only. */
export function grandTotal(sides: readonly Side[], selected: ReadonlySet<number>): number {
  return rules.totalBoxes(sides.filter((s) => selected.has(s.id)).map((s) => s.box));
}

/** Why 'Add To Shopping List' cannot go ahead (docs/product/tools.md#calculator), or null when it can. */
export function shoppingListRefusal(sides: readonly Side[], selected: ReadonlySet<number>): string | null {
  const chosen = sides.filter((s) => selected.has(s.id));
  if (chosen.length === 0) return m.calculator_no_selection();

  if (chosen.some((s) => s.box === 0)) return rules.ZERO_BOXES_TEXT;
  return null;
}

/** The Space cascader's value of a side name ('Kitchen Wall' → ['Kitchen', 'Wall']); [] when it is not one. */
export function spaceValue(sideName: string, spaces: readonly string[]): string[] {
  for (const surface of rules.SURFACES) {
    for (const space of spaces) if (sideName === rules.spaceName(space, surface)) return [space, surface];
  }
  return [];
}

/** Toggles one id in a selection. */
export function toggled(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}
