import { rules } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import type { Side } from './calc-data';
import {
  EMPTY_DRAFT,
  grandTotal,
  liveSide,
  parseNumberField,
  parseShare,
  productLetter,
  shoppingListRefusal,
  sideChanges,
  spaceValue,
} from './calc-model';

const spec = { spec_name: '600x600 mm', width: 600, height: 600, pcs_box: 4, area_box: 1.44 };
function side(id: number, overrides: Partial<Side> = {}): Side {
  const product = {
    id: id * 10,
    product_id: 1,
    product_name: 'Calacatta Sand',
    product_number: 'MAR-0001M',
    brand_name: 'Marmoreo',
    preview: '',
    box: 0,
    is_edit: '2' as const,
    price_box: 40,
    p_total_price: 0,
    product_spec: spec,
    product_spec_name: spec.spec_name,
    product_percentage: 100,
  };
  return {
    id,
    side_name: '',
    pave_mode_name: rules.DEFAULT_PAVE_MODE,
    unit: '1',
    length: 0,
    width: 0,
    door_width: 0,
    door_height: 0,
    door_num: 0,
    window_width: 0,
    window_height: 0,
    window_num: 0,
    currency: 'EUR',
    box: 0,
    p_total_price: 0,
    create_time: '2026-11-23T08:00:00.000Z',
    side_product_list: [product, { ...product, id: id * 10 + 1, product_percentage: 0 }],
    ...overrides,
  };
}

describe('typed numbers', () => {
  it('takes sizes from 0 to 1,000 with up to 3 decimals, a comma as the decimal point, empty as 0', () => {
    expect(parseNumberField('length', '3.6')).toEqual({ ok: true, value: 3.6 });
    expect(parseNumberField('length', '3,25')).toEqual({ ok: true, value: 3.25 });
    expect(parseNumberField('width', '')).toEqual({ ok: true, value: 0 });
    expect(parseNumberField('width', '.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseNumberField('width', '1000')).toEqual({ ok: true, value: 1000 });
    expect(parseNumberField('width', '1000.001')).toMatchObject({ ok: false, message: 'At most 1000' });
    expect(parseNumberField('length', '-3')).toMatchObject({ ok: false, message: 'Enter a number' });
    expect(parseNumberField('length', 'three')).toMatchObject({ ok: false });
    expect(parseNumberField('length', '1.2345')).toMatchObject({ ok: false, message: 'At most 3 decimals' });
  });

  it('takes counts as whole numbers up to 100', () => {
    expect(parseNumberField('door_num', '2')).toEqual({ ok: true, value: 2 });
    expect(parseNumberField('door_num', '1.5')).toMatchObject({ ok: false, message: 'Enter a whole number' });
    expect(parseNumberField('window_num', '101')).toMatchObject({ ok: false, message: 'At most 100' });
  });

  it('takes shares from 0 to 100', () => {
    expect(parseShare('70')).toEqual({ ok: true, value: 70 });
    expect(parseShare('33.33')).toEqual({ ok: true, value: 33.33 });
    expect(parseShare('101')).toMatchObject({ ok: false });
    expect(parseShare('')).toMatchObject({ ok: false });
  });
});

describe('the side as typed', () => {
  it('counts boxes from what is typed with the shared rule, ignoring what cannot be read', () => {
    const live = liveSide(side(1), { text: { length: '1.2', width: '3.6', door_num: 'x' }, shares: {} });
    expect(live.side_product_list.map((p) => p.box)).toEqual([3, 0]);
    expect(live.box).toBe(3);
    const split = liveSide(side(1), { text: { length: '1.2', width: '3.6' }, shares: { 10: '50', 11: '50' } });
    expect(split.side_product_list.map((p) => p.box)).toEqual([2, 2]);
  });

  it('subtracts openings only once the space is a wall', () => {
    const draft = {
      text: { length: '3', width: '2.5', door_height: '2', door_width: '0.9', door_num: '1' },
      shares: {},
    };
    expect(liveSide(side(1, { side_name: 'Kitchen Floor' }), draft).box).toBe(6);
    // 7.5 m² less a 1.8 m² door is 5.7 m²: 3.96 boxes, so 4.
    expect(liveSide(side(1), { ...draft, side_name: 'Kitchen Wall' }).box).toBe(4);
  });

  it('sends only the valid fields that changed', () => {
    const saved = side(1, { length: 3 });
    expect(
      sideChanges(saved, { text: { length: '3', width: '2', door_num: '-1' }, side_name: 'Hall Floor', shares: {} }),
    ).toEqual({ width: 2, side_name: 'Hall Floor' });
    expect(sideChanges(saved, EMPTY_DRAFT)).toEqual({});
  });
});

describe('the footer', () => {
  it('totals the selected sides only', () => {
    const sides = [side(1, { box: 3 }), side(2, { box: 5 }), side(3, { box: 7 })];
    expect(grandTotal(sides, new Set([1, 3]))).toBe(10);
    expect(grandTotal(sides, new Set())).toBe(0);
  });

  it('refuses an empty selection, then a selected side of 0 boxes, with the spec’s messages', () => {
    const sides = [side(1, { box: 3 }), side(2, { box: 0 })];
    expect(shoppingListRefusal(sides, new Set())).toBe('Please select a calculation record');
    expect(shoppingListRefusal(sides, new Set([1, 2]))).toBe(rules.ZERO_BOXES_TEXT);
    expect(shoppingListRefusal(sides, new Set([1]))).toBeNull();
  });
});

describe('names', () => {
  it('letters products A, B, C and reads a space name back into the cascader', () => {
    expect([0, 1, 2].map(productLetter)).toEqual(['A', 'B', 'C']);
    expect(spaceValue('Living Room Wall', ['Kitchen', 'Living Room'])).toEqual(['Living Room', 'Wall']);
    expect(spaceValue('Garage Floor', ['Kitchen'])).toEqual([]);
  });
});
