import { describe, expect, it } from 'vitest';
import { loadContract } from '../shared/contract.js';
import { idFields, idsAt, ResolvedIds, sourceKey } from './ids.js';

const contract = loadContract();
const op = (id: string) => {
  const found = contract.operations.find((o) => o.operationId === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const PRODUCTS = { operationId: 'getProductList', path: 'data.list[*].id' };

describe('x-id-from', () => {
  it('finds the declared fields, with the JSON-text place of saveTemplatePlan', () => {
    expect(idFields(contract, op('getProductDetail'))).toEqual([
      { name: 'product_id', path: 'product_id', source: PRODUCTS, text: false },
    ]);
    expect(idFields(contract, op('productFav'))[0]).toMatchObject({ name: 'product_id', text: true });
    expect(idFields(contract, op('saveTemplatePlan')).map((f) => [f.name, f.source.inText])).toEqual([
      ['template_uuid', undefined],
      ['side_list', '[*].product_id_str'],
    ]);
  });

  it('takes the first distinct ids at a [*] path, skipping items without one', () => {
    expect(
      idsAt({ data: { list: [{}, { id: 7 }, { id: 7 }, { id: 9 }, { id: 4 }, { id: 5 }] } }, 'data.list[*].id'),
    ).toEqual([7, 9, 4]);
    expect(idsAt({ data: { list: [] } }, 'data.list[*].id')).toEqual([]);
  });

  it('puts the id in the body as the field wants it (number, text, inside JSON text), and only where present', () => {
    const ids = new ResolvedIds(contract, new Map([[sourceKey(PRODUCTS), { value: 1253, values: [1253, 1254] }]]));
    expect(ids.apply(op('getProductDetail'), { product_id: 1 })).toEqual({ product_id: 1253 });
    expect(ids.apply(op('productFav'), { product_id: '1' })).toEqual({ product_id: '1253' });
    expect(ids.apply(op('getProductDetail'), {})).toEqual({});
    const plan = ids.apply(op('saveTemplatePlan'), {
      template_uuid: 't',
      side_list: '[{"product_id_str":"1","type":1},{"product_id_str":"2"}]',
    }) as { side_list: string };
    expect(JSON.parse(plan.side_list)).toEqual([{ product_id_str: '1253', type: 1 }, { product_id_str: '1253' }]);
    expect(ids.apply(op('saveTemplatePlan'), { side_list: 'not json' })).toEqual({ side_list: 'not json' });
    expect(ids.variables(contract.operations)).toMatchObject({
      ids: { product_id: 1253 },
      ids_text: { product_id: ['1253', '1254'] },
    });
  });

  it('says why a body cannot be sent when its source gave no id', () => {
    const ids = new ResolvedIds(
      contract,
      new Map([[sourceKey(PRODUCTS), { problem: 'its answer has no id at data.list[*].id (an empty list?)' }]]),
    );
    expect(ids.missing(op('getProductDetail'), { product_id: 1 })).toBe(
      'product_id needs a real id from getProductList data.list[*].id, and its answer has no id at data.list[*].id (an empty list?)',
    );
    expect(ids.missing(op('getProductDetail'), {})).toBeUndefined();
    expect(ids.problemFor('product_id', contract.operations)).toMatch(
      /^getProductList data.list\[\*\].id: its answer has no id/,
    );
  });
});
