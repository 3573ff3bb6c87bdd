import { describe, expect, it } from 'vitest';
import { returnedAccount } from './social-link';

describe('returnedAccount', () => {
  it('passes on the credential of either provider, with its user type and state', () => {
    expect(returnedAccount('?provider=facebook&uid=fb-1&credential=abc.def&state=s1')).toEqual({
      provider: 'facebook',
      userType: 1,
      uid: 'fb-1',
      credential: 'abc.def',
      state: 's1',
    });
    expect(returnedAccount('?provider=google&uid=g-2&credential=ghi.jkl')).toEqual({
      provider: 'google',
      userType: 2,
      uid: 'g-2',
      credential: 'ghi.jkl',
    });
  });

  it('answers null for nothing, a bare uid, or an unknown provider', () => {
    expect(returnedAccount('')).toBeNull();
    expect(returnedAccount('?provider=facebook&uid=fb-100001')).toBeNull();
    expect(returnedAccount('?provider=google&uid=g-200001&state=s1')).toBeNull();
    expect(returnedAccount('?provider=twitter&uid=t-1&credential=x.y')).toBeNull();
    expect(returnedAccount('?provider=facebook&credential=abc.def')).toBeNull();
  });
});
