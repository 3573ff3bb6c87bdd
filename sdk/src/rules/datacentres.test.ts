import { describe, expect, it } from 'vitest';
import { dataCentresOf } from './datacentres.js';

const eu = { datacenter_uuid: 'dc-eu', datacenter_name: 'Europe' };
const ke = { datacenter_uuid: 'dc-ke', datacenter_name: 'Kenya' };

describe('the data-centre list, in either of its forms', () => {
  it('reads {list: [...]} and the bare array alike, in order', () => {
    expect(dataCentresOf({ list: [eu, ke] })).toEqual([eu, ke]);
    expect(dataCentresOf([eu, ke])).toEqual([eu, ke]);
  });

  it('gives no data centre for an answer without them, rather than throwing', () => {
    expect(dataCentresOf(null)).toEqual([]);
    expect(dataCentresOf(undefined)).toEqual([]);
    expect(dataCentresOf({} as { list: (typeof eu)[] })).toEqual([]);
  });
});
