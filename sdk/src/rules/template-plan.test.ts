import { describe, expect, it } from 'vitest';
import { parseSideList, readSideList, sideProductIds } from './template-plan.js';

const floor = {
  side_uuid: 'tpl-1-floor',
  side_name: 'Floor',
  pave_mode_uuid: 'pm-continuous',
  pave_mode_name: 'Continuous laying',
  product_id_str: '17',
  type: 1,
};
const wall = { ...floor, side_uuid: 'tpl-1-wall-a', side_name: 'Feature Wall', product_id_str: '4,9', type: 2 };

describe('template plan sides', () => {
  it('reads a list of well-formed sides', () => {
    expect(parseSideList(JSON.stringify([floor, wall]))).toEqual({ ok: true, sides: [floor, wall] });
  });

  it('refuses text that is not JSON with rule json', () => {
    expect(parseSideList('[{side_uuid:')).toMatchObject({ ok: false, rule: 'json' });
  });

  it('refuses anything but a non-empty list of sides with rule side_list', () => {
    for (const value of [
      {},
      [],
      'x',
      null,
      [floor, null],
      [{ ...floor, type: 3 }],
      [{ ...floor, product_id_str: '1,,2' }],
      [{ ...floor, product_id_str: '' }],
      [{ ...floor, extra: 1 }],
      [{ ...floor, side_name: 7 }],
      [{ ...floor, side_uuid: 'x'.repeat(65) }],
    ]) {
      expect(readSideList(value)).toMatchObject({ ok: false, rule: 'side_list' });
    }
  });

  it('names the side that is wrong', () => {
    const result = readSideList([floor, { ...wall, type: 'wall' }]);
    expect(result.ok ? '' : result.message).toMatch(/^side 2 /);
  });

  it('lists each product once, in the order laid', () => {
    expect(sideProductIds([{ product_id_str: '4,9' }, { product_id_str: '9,17' }, { product_id_str: '4' }])).toEqual([
      4, 9, 17,
    ]);
  });
});
