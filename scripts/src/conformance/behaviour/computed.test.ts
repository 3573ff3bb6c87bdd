import { describe, expect, it } from 'vitest';
import { prepareContract } from '../run.js';
import { computedMarks, computedMismatches } from './computed.js';
import { marksIn, valuesAt } from './marks.js';

const { contract } = prepareContract();
const op = (id: string) => contract.operations.find((o) => o.operationId === id)!;

/** A 3.6 m x 2.5 m kitchen wall with one 2 m x 0.9 m door: 7.2 m² net; a box of two 600x1200 tiles covers 1.44 m². */
function answer(productBox: number, sideBox: number, share = 100) {
  const spec = { spec_name: '600x1200 mm', width: 600, height: 1200, pcs_box: 2, area_box: 1.44 };
  const side = {
    side_name: 'Kitchen Wall',
    unit: '1',
    length: 3.6,
    width: 2.5,
    door_height: 2,
    door_width: 0.9,
    door_num: 1,
    window_height: 0,
    window_width: 0,
    window_num: 0,
    box: sideBox,
  };
  return {
    status: 200,
    msg: '',
    data: {
      side: { ...side, side_product_list: [{ id: 1, box: productBox, product_percentage: share, product_spec: spec }] },
    },
  };
}

describe('numbers a shared rule computes (x-computed)', () => {
  it('finds the marked fields wherever the answer schema uses them', () => {
    const paths = computedMarks(contract, op('editCalculatorSide')).map((m) => m.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['data.side.box', 'data.side.side_product_list.*.box']));
    expect(computedMarks(contract, op('getCalculatorList')).map((m) => m.path.join('.'))).toContain(
      'data.list.*.side_product_list.*.box',
    );
  });

  it('accepts the exact count (5 boxes: 7.2 m² net of the door) and its sum', () => {
    expect(computedMismatches(computedMarks(contract, op('editCalculatorSide')), answer(5, 5))).toEqual([]);
  });

  it("names the field, the rule's count and the server's when the door is left out (7 boxes) or the share ignored", () => {
    const marks = computedMarks(contract, op('editCalculatorSide'));
    expect(computedMismatches(marks, answer(7, 7))).toEqual([
      expect.objectContaining({
        path: 'data.side.side_product_list[0].box',
        rule: 'computed-value',
        expected: '5 (rules.boxesFor)',
        got: '7',
      }),
    ]);
    // Half of 7.2 m² is 2.5 boxes: 3; the side's total (5) is still the sum of what the answer says.
    expect(computedMismatches(marks, answer(5, 5, 50)).map((m) => `${m.path} ${m.expected}`)).toEqual([
      'data.side.side_product_list[0].box 3 (rules.boxesFor)',
    ]);
  });

  it('checks a total against the counts it sums', () => {
    const wrongSum = computedMismatches(computedMarks(contract, op('editCalculatorSide')), answer(5, 6));
    expect(wrongSum.map((m) => `${m.path} ${m.rule} ${m.expected}`)).toEqual([
      'data.side.box computed-value 5 (rules.totalBoxes)',
    ]);
  });

  it('walks arrays and keeps each value with its holder and ancestors', () => {
    const found = valuesAt({ a: [{ b: 1 }, { b: 2 }] }, ['a', '*', 'b']);
    expect(found.map((f) => [f.at, f.value, f.ancestors.length])).toEqual([
      ['a[0].b', 1, 2],
      ['a[1].b', 2, 2],
    ]);
    expect(marksIn(contract, op('getProductList').responseSchema, 'x-computed')).toEqual([]);
  });
});
