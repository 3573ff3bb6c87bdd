import { rules } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  canSubmitLogin,
  checkRegisterStep1,
  missingCompleteInfo,
  providerLoginUrl,
  providerOfRegisterType,
  providerReturn,
  socialNext,
  stepBack,
  TEXT,
  userName,
  type CompleteInfoForm,
} from './rules';

describe('account names and logins', () => {
  it('user_name is the area code followed by the phone digits', () => {
    expect(userName('34', '600111222')).toBe('34600111222');
    expect(userName('+34', '600 111-222')).toBe('34600111222');
  });

  it('the login button waits for both fields', () => {
    expect(canSubmitLogin('', '')).toBe(false);
    expect(canSubmitLogin('34600111222', '')).toBe(false);
    expect(canSubmitLogin('  ', 'Tile2026')).toBe(false);
    expect(canSubmitLogin('34600111222', 'x')).toBe(true);
  });

  it("uses the login form's password text", () => {
    expect(rules.checkLoginPassword('tile')).toBe('upper letter, small letter, number, at least 6 characters');
    expect(rules.checkLoginPassword('Tile2026')).toBeNull();
  });

  it('returns to the remembered page only when it is one of ours', () => {
    expect(afterLoginPath('/complete-info?x=1')).toBe('/complete-info?x=1');
    expect(afterLoginPath('https://evil.example/')).toBe('/');
    expect(afterLoginPath('//evil.example/')).toBe('/');
    expect(afterLoginPath(null)).toBe('/');
  });
});

describe('registration step 1', () => {
  const full = {
    first_name: 'Ana',
    last_name: 'Ruiz',
    gender: '2',
    area_code: '34',
    phone: '600999888',
    code: '123456',
  };

  it('passes when every field is there', () => {
    expect(checkRegisterStep1(full)).toEqual({});
  });

  it("marks each missing field with 'Required fields not selected.'", () => {
    expect(checkRegisterStep1({ ...full, first_name: ' ', gender: '', code: '' })).toEqual({
      first_name: 'Required fields not selected.',
      gender: 'Required fields not selected.',
      code: 'Required fields not selected.',
    });
  });

  it('Back goes to the previous step, or leaves at step 1', () => {
    expect(stepBack(3)).toBe(2);
    expect(stepBack(2)).toBe(1);
    expect(stepBack(1)).toBe('leave');
  });
});

describe('complete info', () => {
  const full: CompleteInfoForm = {
    first_name: 'Ana',
    last_name: 'Ruiz',
    country_id: 1,
    state_id: 2,
    city_id: 3,
    area_code: '34',
    phone: '600999888',
    gender: '',
    email: 'ana@example.com',
  };

  it('needs names, the whole location, phone and e-mail; gender is optional', () => {
    expect(missingCompleteInfo(full)).toEqual([]);
    expect(missingCompleteInfo({ ...full, city_id: 0, email: ' ' })).toEqual(['city_id', 'email']);
    expect(TEXT.incomplete).toBe('Information is not complete');
  });
});

describe('social sign-in', () => {
  it('goes to the stand-in page as this app (client_id), with a way back to our page', () => {
    expect(providerLoginUrl('facebook', '/login?provider=facebook')).toBe(
      '/stand-in/facebook/login?client_id=storefront-web&redirect_uri=%2Flogin%3Fprovider%3Dfacebook',
    );
    expect(providerLoginUrl('google', '/login?provider=google', 'ab12', 'qa-1')).toBe(
      '/stand-in/google/login?client_id=storefront-web&redirect_uri=%2Flogin%3Fprovider%3Dgoogle&state=ab12&namespace=qa-1',
    );
  });

  it('reads the uid with the credential the provider sent back, never a bare uid', () => {
    expect(providerReturn('?provider=facebook&uid=fb-1&credential=abc.def')).toEqual({
      provider: 'facebook',
      uid: 'fb-1',
      credential: 'abc.def',
    });
    expect(providerReturn('?provider=google&uid=g-2&credential=abc.def&state=ab12')).toEqual({
      provider: 'google',
      uid: 'g-2',
      credential: 'abc.def',
      state: 'ab12',
    });
    // A credential without the uid it proves is no answer either: the backend takes the uid.
    expect(providerReturn('?provider=facebook&credential=abc.def')).toBeNull();
    expect(providerReturn('?provider=facebook')).toBeNull();
    expect(providerReturn('?provider=facebook&uid=fb-100002')).toBeNull();
    expect(providerReturn('?provider=google&state=ab12&uid=g-1')).toBeNull();
    expect(providerReturn('?credential=abc.def')).toBeNull();
  });

  it('is_fill 2 completes the account at /register-email with type 2 (Facebook) or 3 (Google)', () => {
    expect(socialNext('facebook', { is_fill: 2, client_user_id: 'cu_9001' })).toBe('/register-email?id=cu_9001&type=2');
    expect(socialNext('google', { is_fill: 2, client_user_id: 'cu_9002' })).toBe('/register-email?id=cu_9002&type=3');
    expect(socialNext('google', { is_fill: 1, client_user_id: 'c1' })).toBeNull();
    expect(providerOfRegisterType('2')).toBe('facebook');
    expect(providerOfRegisterType('3')).toBe('google');
    expect(providerOfRegisterType('1')).toBeNull();
    expect(providerOfRegisterType(null)).toBeNull();
  });
});
