import { describe, expect, it } from 'vitest';
import { SOCIAL_PROVIDERS, providerOfRegisterType, providerOfUserType } from './social.js';

describe('SOCIAL_PROVIDERS', () => {
  it('are Facebook then Google, with the contract user types 1 and 2', () => {
    expect(Object.keys(SOCIAL_PROVIDERS)).toEqual(['facebook', 'google']);
    expect(SOCIAL_PROVIDERS.facebook).toEqual({ name: 'Facebook', userType: 1, registerType: '2' });
    expect(SOCIAL_PROVIDERS.google).toEqual({ name: 'Google', userType: 2, registerType: '3' });
  });
});

describe('providerOfUserType', () => {
  it('maps user_type 1 and 2', () => {
    expect(providerOfUserType(1)).toBe('facebook');
    expect(providerOfUserType(2)).toBe('google');
  });
});

describe('providerOfRegisterType', () => {
  it('maps the registration types 2 and 3', () => {
    expect(providerOfRegisterType('2')).toBe('facebook');
    expect(providerOfRegisterType('3')).toBe('google');
  });

  it.each([null, '', '1', '4', ' 2', 'facebook'])('is null for %j', (type) => {
    expect(providerOfRegisterType(type)).toBeNull();
  });
});
