import { describe, expect, it } from 'vitest';
import { prepareContract } from '../run.js';
import { boundaryBodies, boundaryCases } from './boundaries.js';

const { contract } = prepareContract();
const op = (id: string) => contract.operations.find((o) => o.operationId === id)!;
const titles = (id: string, valid: Record<string, unknown>) =>
  boundaryBodies(contract, op(id), valid).map(
    (b) => `${b.allowed ? '+' : '-'} ${b.field}=${JSON.stringify((b.body as Record<string, unknown>)[b.field])}`,
  );

describe('boundary cases from the request schema', () => {
  it('sends the first and last allowed value of each numeric range, alone in a valid body', () => {
    const cases = titles('getCaseList', { page: 1, limit: 5 });
    expect(cases).toEqual(expect.arrayContaining(['+ limit=1', '+ limit=100']));
    // page 1 is already the valid body's: no new case for it.
    expect(cases).not.toContain('+ page=1');
    const body = boundaryBodies(contract, op('getCaseList'), { page: 1, limit: 5 }).find((b) =>
      b.title.includes('limit maximum'),
    )?.body;
    expect(body).toEqual({ page: 1, limit: 100 });
  });

  it('sends both ends of an enum, and for an integer enum the values just past them', () => {
    expect(titles('getProductList', { page: 1, limit: 5 })).toEqual(
      expect.arrayContaining(['+ sort=""', '+ sort="2"']),
    );
    const store = titles('getRecentlyViewedList', { page: 1, limit: 5 });
    expect(store).toEqual(
      expect.arrayContaining(['+ is_product=1', '+ is_product=2', '- is_product=0', '- is_product=3']),
    );
  });

  it('sends strings of exactly minLength and maxLength characters that fit the pattern', () => {
    const sides = boundaryBodies(contract, op('editCalculatorSide'), { side_id: 1 });
    const name = sides.find((b) => b.field === 'pave_mode_name' && b.title.includes('maxLength'));
    expect(((name?.body as Record<string, unknown>).pave_mode_name as string).length).toBe(60);
    expect(sides.find((b) => b.field === 'length' && b.title.includes('maximum'))?.body).toEqual({
      side_id: 1,
      length: 1000,
    });
  });

  it('plans an allowed edge as a case a range refusal fails, a value just outside as a 400 naming the field', () => {
    const cases = boundaryCases(contract, op('getRecentlyViewedList'), { page: 1, limit: 5 }, undefined);
    const allowed = cases.find((c) => c.title.includes('allowed: is_product'));
    const outside = cases.find((c) => c.title.includes('just outside: is_product'));
    expect(allowed).toMatchObject({ kind: 'positive', expectStatus: 'declared', allowedField: 'is_product' });
    expect(outside).toMatchObject({ kind: 'negative', expectStatus: [400], namesField: 'is_product' });
  });

  it('leaves out operations that opt out (attempt limits) and the control API', () => {
    expect(boundaryCases(contract, op('login'), { user_name: '34600111222', password: 'Tile2026' }, undefined)).toEqual(
      [],
    );
    expect(boundaryCases(contract, op('controlAdvanceClock'), { ms: 1 }, undefined)).toEqual([]);
  });
});
