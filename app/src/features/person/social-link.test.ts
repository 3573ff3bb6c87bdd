import { describe, expect, it } from 'vitest';
import { returnedAccount } from './social-link';

const credential = (payload: object) => `${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;

describe('returnedAccount', () => {
  it('reads a Facebook uid and a Google credential’s subject', () => {
    expect(returnedAccount('?provider=facebook&uid=fb-1')).toEqual({ provider: 'facebook', userType: 1, uid: 'fb-1' });
    expect(returnedAccount(`?provider=google&credential=${credential({ sub: 'g-7', email: 'a@example.com' })}`)).toEqual({ provider: 'google', userType: 2, uid: 'g-7' });
  });

  it('answers null for nothing, a broken credential or one without a subject', () => {
    expect(returnedAccount('')).toBeNull();
    expect(returnedAccount('?provider=google&credential=%%%')).toBeNull();
    expect(returnedAccount(`?provider=google&credential=${credential({ email: 'a@example.com' })}`)).toBeNull();
    expect(returnedAccount('?provider=twitter&uid=x')).toBeNull();
  });
});
