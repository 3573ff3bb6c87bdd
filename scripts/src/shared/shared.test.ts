import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateValue } from '../conformance/generate.js';
import { negativeBodies } from '../conformance/negative.js';
import { loadContract } from './contract.js';
import { interpolate } from './interpolate.js';
import { formatPath, getPath, parsePath, pointerToPath } from './json-path.js';
import { evaluate } from './matchers.js';
import { ContractValidator } from './schema-check.js';
import { loadFlow } from './steps/spec.js';

const contract = loadContract();
const op = (id: string) => {
  const found = contract.operations.find((o) => o.operationId === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

describe('paths', () => {
  it('reads both notations and writes one', () => {
    expect(parsePath('data.list[0].id')).toEqual(['data', 'list', 0, 'id']);
    expect(parsePath('data.list.0.id')).toEqual(['data', 'list', 0, 'id']);
    expect(formatPath(['data', 'list', 0, 'id'])).toBe('data.list[0].id');
    expect(pointerToPath('/data/list/2/img')).toBe('data.list[2].img');
    expect(getPath({ data: { list: [{ id: 7 }] } }, 'data.list[0].id')).toEqual({ found: true, value: 7 });
    expect(getPath({ data: null }, 'data.list').found).toBe(false);
  });

  it('reads the first of alternative paths that is there, for an answer of either accepted form', () => {
    const either = 'data.list[0].datacenter_uuid|data[0].datacenter_uuid';
    expect(getPath({ data: { list: [{ datacenter_uuid: 'dc-eu' }] } }, either)).toEqual({
      found: true,
      value: 'dc-eu',
    });
    expect(getPath({ data: [{ datacenter_uuid: 'dc-ke' }] }, either)).toEqual({ found: true, value: 'dc-ke' });
    expect(getPath({ data: {} }, either).found).toBe(false);
    expect(getPath({ data: [{ id: 1 }] }, 'data.list|data')).toEqual({ found: true, value: [{ id: 1 }] });
  });
});

describe('interpolation', () => {
  it('keeps the type of a whole ${} and fills strings otherwise', () => {
    const vars = { n: 3, list: [{ id: 1 }], t: 'abc' };
    expect(interpolate({ a: '${n}', b: 'n=${n}', c: '${list[0].id}', d: '$${literal}' }, vars)).toEqual({
      a: 3,
      b: 'n=3',
      c: 1,
      d: '${literal}',
    });
    expect(() => interpolate('${missing}', vars)).toThrow(/unknown variable 'missing'/);
  });
});

describe('matchers', () => {
  const at = (value: unknown) => ({ found: true, value });
  it('passes what holds and names the failing path otherwise', () => {
    expect(
      evaluate('x', at([{ d: 1 }, { d: 2 }]), { sorted: { by: 'd' }, length: 2, each: { d: { gte: 1 } } }),
    ).toEqual([]);
    expect(evaluate('x', at([{ d: 3 }, { d: 2 }]), { sorted: { by: 'd', order: 'asc' } })[0]).toMatchObject({
      path: 'x[1].d',
      rule: 'sorted',
    });
    expect(evaluate('x', at([{ id: 1 }, { id: 2 }]), { disjoint: { from: [{ id: 2 }], by: 'id' } })[0]).toMatchObject({
      rule: 'disjoint',
      got: 'shared 2',
    });
    expect(evaluate('x', at([{ t: 1 }, { t: 2 }, { t: 1 }]), { count: { where: { t: 1 }, equals: 2 } })).toEqual([]);
    expect(evaluate('x', { found: false, value: undefined }, 5)[0]).toMatchObject({ rule: 'exists', got: 'missing' });
    expect(evaluate('x', { found: false, value: undefined }, { exists: false })).toEqual([]);
    expect(evaluate('m', at('session expired'), { matches: 'expired' })).toEqual([]);
  });
});

describe('cases derived from the contract', () => {
  it('makes valid generated bodies', () => {
    const validator = new ContractValidator(contract);
    for (const o of contract.operations) {
      for (const all of [false, true])
        expect(validator.checkRequest(o, generateValue(contract, o.requestSchema, all)), o.operationId).toEqual([]);
    }
  });

  it('derives one invalid body per schema rule', () => {
    const titles = negativeBodies(contract, op('getCaseList'), { page: 1 }).map((n) => n.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'unknown extra field',
        'wrong type: page',
        'below minimum: page',
        'above maximum: limit',
        'value outside the enum: sort',
        // type_id takes a list as text or one id as an integer: each form's rules, where the other form refuses too.
        'wrong type: type_id',
        'longer than maxLength 500: type_id',
        'not matching the pattern: type_id',
        'below minimum: type_id',
        'shorter than minLength 1: datacenter_uuid',
        'malformed JSON body',
      ]),
    );
    // A value one form refuses and the other takes is no invalid body: '' is an empty list, 0 no filter.
    expect(titles).not.toContain('shorter than minLength 1: type_id');
    const missing = negativeBodies(contract, op('getAD'), { type: 3, banner_type: 3 }).find(
      (n) => n.title === 'missing required field banner_type',
    );
    expect(missing).toMatchObject({ body: { type: 3 }, field: 'banner_type' });
  });
});

describe('verification code steps', () => {
  const flowFile = (step: string) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'flow-')), 'flow.yaml');
    writeFileSync(file, `name: code\nsteps:\n  - ${step}\n`);
    return file;
  };

  it("take sendCode's fun_type, and refuse a typo or a fun_type that is not a number", () => {
    expect(
      loadFlow(flowFile("verification_code: {save: code, for: '34600999001', fun_type: 1}")).steps[0]
        ?.verification_code,
    ).toEqual({
      save: 'code',
      for: '34600999001',
      fun_type: 1,
    });
    expect(() => loadFlow(flowFile('verification_code: {save: code, fun_tipe: 1}'))).toThrow(/unknown key fun_tipe/);
    expect(() => loadFlow(flowFile('verification_code: {save: code, fun_type: register}'))).toThrow(
      /fun_type is a whole number/,
    );
  });

  it('says in the contract which operations need state for their example', () => {
    expect(op('reg').conformanceNote).toMatch(/sendCode/);
    expect(op('getCaseList').conformanceNote).toBeUndefined();
  });
});
