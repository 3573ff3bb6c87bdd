import { describe, expect, it } from 'vitest';
import { ExchangeLog } from './exchanges.js';
import { isSecretField, redactHeaders, redactValue, REDACTED, scrubText, secretsIn } from './redact.js';

describe('redaction', () => {
  it('hides token headers and keeps the others', () => {
    const shown = redactHeaders({
      'x-user-token': 'u_abc',
      'X-Guest-Token': 'g_abc',
      authorization: 'Bearer x',
      'content-type': 'application/json',
    });
    expect(shown).toEqual({
      'x-user-token': REDACTED,
      'X-Guest-Token': REDACTED,
      authorization: REDACTED,
      'content-type': 'application/json',
    });
  });

  it('hides passwords, tokens, codes and credentials at any depth, not area or country codes', () => {
    const body = {
      user_name: '34600111222',
      password: 'Tile2026',
      area_code: '34',
      data: { access_user_token: 'u_1', list: [{ code: '123456', country_code: 'ES' }], credential: 'c' },
    };
    expect(redactValue(body)).toEqual({
      user_name: '34600111222',
      password: REDACTED,
      area_code: '34',
      data: { access_user_token: REDACTED, list: [{ code: REDACTED, country_code: 'ES' }], credential: REDACTED },
    });
    expect(['fun_type', 'qr_code', 'area_code', 'status'].some(isSecretField)).toBe(false);
    expect(
      ['password', 'new_password', 'access_guest_token', 'code', 'verify_code', 'credential'].every(isSecretField),
    ).toBe(true);
  });

  it('scrubs secrets seen anywhere out of free text, and password pairs out of bodies that are not JSON', () => {
    const secrets = secretsIn({ data: { access_guest_token: 'g_HjSkm_6yuP03Pi' }, password: 'Tile2026' });
    expect([...secrets].sort()).toEqual(['Tile2026', 'g_HjSkm_6yuP03Pi']);
    expect(scrubText('share https://x.test/?t=g_HjSkm_6yuP03Pi now', secrets)).toBe(
      `share https://x.test/?t=${REDACTED} now`,
    );
    expect(scrubText('{"user_name":"1","password":"Other2026",', [])).toBe(
      `{"user_name":"1","password":"${REDACTED}",`,
    );
  });

  it('keeps a credential a provider handed back in an address, and secret fields of an upload form, as secrets', () => {
    const log = new ExchangeLog();
    log.handBack({ provider: 'google', uid: 'g-200001', credential: 'eyJpc3Mi.c2lnbmF0dXJl', state: 'abc' });
    log.handBack({ provider: 'facebook', uid: 'fb-100002' });
    expect(log.handBacks.get('eyJpc3Mi.c2lnbmF0dXJl')).toEqual({ provider: 'google', uid: 'g-200001' });
    expect(log.handBacks.size).toBe(1);
    log.begin({
      method: 'POST',
      path: '/api/v1/common/uploadImage',
      headers: {},
      body: { kind: 'multipart', fields: { img_path: 'h5_img', access_user_token: 'u_FormToken99' }, files: [] },
    });
    expect([...log.secrets].sort()).toEqual(['eyJpc3Mi.c2lnbmF0dXJl', 'u_FormToken99']);
    expect(scrubText('back at /google?credential=eyJpc3Mi.c2lnbmF0dXJl', log.secrets)).toBe(
      `back at /google?credential=${REDACTED}`,
    );
  });
});
