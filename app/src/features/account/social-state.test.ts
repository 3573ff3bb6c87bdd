import { beforeEach, describe, expect, it } from 'vitest';
import { beginSocialSignIn, SOCIAL_STATE_LIFETIME_MS, takeSocialState, takeTokenState } from './social-state';

describe('social sign-in state', () => {
  beforeEach(() => sessionStorage.clear());

  it('accepts the value this tab started, once', () => {
    const state = beginSocialSignIn('google', 1000);
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(takeSocialState('google', state, 2000)).toBe(true);
    expect(takeSocialState('google', state, 2000)).toBe(false);
  });

  it('refuses an answer with no sign-in started here (a pasted link)', () => {
    expect(takeSocialState('facebook', 'abc')).toBe(false);
    expect(takeSocialState('facebook', undefined)).toBe(false);
  });

  it('refuses another value, another provider, or an answer after the lifetime, and spends the pending value', () => {
    const state = beginSocialSignIn('facebook', 0);
    expect(takeSocialState('facebook', `${state}0`, 1)).toBe(false);
    expect(takeSocialState('facebook', state, 1)).toBe(false);
    const again = beginSocialSignIn('facebook', 0);
    expect(takeSocialState('google', again, 1)).toBe(false);
    const late = beginSocialSignIn('facebook', 0);
    expect(takeSocialState('facebook', late, SOCIAL_STATE_LIFETIME_MS + 1)).toBe(false);
  });

  it('gives a new value each time', () => {
    const seen = new Set(Array.from({ length: 50 }, () => beginSocialSignIn('google')));
    expect(seen.size).toBe(50);
  });

  it('accepts a URL token’s state once, for a sign-in of either provider started here, and nothing else', () => {
    expect(takeTokenState('abc')).toBe(false);
    expect(takeTokenState(null)).toBe(false);
    const google = beginSocialSignIn('google', 0);
    expect(takeTokenState(google, 1)).toBe(true);
    expect(takeTokenState(google, 1)).toBe(false);
    const facebook = beginSocialSignIn('facebook', 0);
    expect(takeTokenState(`${facebook}x`, 1)).toBe(false);
    expect(takeTokenState(facebook, 1)).toBe(false);
    const late = beginSocialSignIn('facebook', 0);
    expect(takeTokenState(late, SOCIAL_STATE_LIFETIME_MS + 1)).toBe(false);
  });
});
