import { describe, expect, it } from 'vitest';
import { carriesDatacenter, tokenHeader, withDatacenter, withDatacenterPart } from './conventions.js';
import { GUEST_TOKEN_HEADER, USER_TOKEN_HEADER } from './headers.js';

describe('the token rule', () => {
  const both = { userToken: 'u-1', guestToken: 'g-1' };

  it('sends the user token where the operation takes it, else the guest token, never both', () => {
    expect(tokenHeader(['guestToken', 'userToken'], both)).toEqual([USER_TOKEN_HEADER, 'u-1']);
    expect(tokenHeader(['guestToken', 'userToken'], { guestToken: 'g-1' })).toEqual([GUEST_TOKEN_HEADER, 'g-1']);
    expect(tokenHeader(['guestToken'], both)).toEqual([GUEST_TOKEN_HEADER, 'g-1']);
  });

  it('sends a guest the guest token even to a user-only operation (401, not session expired)', () => {
    expect(tokenHeader(['userToken'], { userToken: null, guestToken: 'g-1' })).toEqual([GUEST_TOKEN_HEADER, 'g-1']);
  });

  it('sends none to an operation that takes none, nor with an upload, nor without any token', () => {
    expect(tokenHeader([], both)).toBeUndefined();
    expect(tokenHeader(['guestToken', 'userToken'], both, true)).toBeUndefined();
    expect(tokenHeader(['guestToken', 'userToken'], {})).toBeUndefined();
  });
});

describe('the data centre rule', () => {
  it('adds the stored data centre to an object body that leaves it out, absent or undefined', () => {
    expect(withDatacenter({ page: 1 }, 'dc-eu')).toEqual({ page: 1, datacenter_uuid: 'dc-eu' });
    expect(withDatacenter({ datacenter_uuid: undefined }, 'dc-eu')).toEqual({ datacenter_uuid: 'dc-eu' });
  });

  it("keeps the caller's data centre, and leaves other bodies and an unknown data centre alone", () => {
    expect(withDatacenter({ datacenter_uuid: 'dc-us' }, 'dc-eu')).toEqual({ datacenter_uuid: 'dc-us' });
    expect(withDatacenter([1], 'dc-eu')).toEqual([1]);
    expect(withDatacenter('text', 'dc-eu')).toBe('text');
    expect(withDatacenter({ page: 1 }, null)).toEqual({ page: 1 });
  });

  it('adds the part to a form that has none', () => {
    const form = new FormData();
    expect(withDatacenterPart(form, 'dc-eu').get('datacenter_uuid')).toBe('dc-eu');
    form.set('datacenter_uuid', 'dc-us');
    expect(withDatacenterPart(form, 'dc-eu').get('datacenter_uuid')).toBe('dc-us');
  });

  it("applies to every backend operation and to no control operation (the simulator's own)", () => {
    expect(carriesDatacenter(['common'])).toBe(true);
    expect(carriesDatacenter(['control'])).toBe(false);
  });
});
