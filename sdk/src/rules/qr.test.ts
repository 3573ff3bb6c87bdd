import { describe, expect, it } from 'vitest';
import { QR_DEFAULT_DATACENTER, buildQrText, parseQrText, qrNeedsLogin } from './qr.js';

describe('buildQrText', () => {
  it('writes type, id and data centre as a URL on the origin', () => {
    expect(buildQrText({ type: 1, id: '123', datacenter_uuid: 'dc-eu' }, 'https://tiles.example.com/')).toBe(
      'https://tiles.example.com/qr?type=1&id=123&dc=dc-eu',
    );
  });

  it('percent-encodes an external site and leaves the data centre out when not given', () => {
    expect(buildQrText({ type: 4, site: 'https://example.com/a?b=1&c=2' }, 'http://localhost:4100')).toBe(
      'http://localhost:4100/qr?type=4&site=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2',
    );
  });
});

describe('parseQrText', () => {
  it('reads what buildQrText writes', () => {
    const targets = [
      { type: 1, id: '123', datacenter_uuid: 'dc-us' },
      { type: 3, id: 'tpl-dc-eu-001', datacenter_uuid: 'dc-eu' },
      { type: 4, site: 'https://example.com/guides?x=1', datacenter_uuid: 'dc-au' },
      { type: 5, id: '7', datacenter_uuid: 'dc-me' },
      { type: 7, id: 'A-9', datacenter_uuid: 'dc-eu' },
    ];
    for (const target of targets) {
      expect(parseQrText(buildQrText(target, 'https://any.example'))).toEqual({ ok: true, ...target });
    }
  });

  it('accepts any host, http or https, a path prefix and spaces around the text', () => {
    expect(parseQrText('  http://192.168.1.5:4100/shop/qr/?type=3&id=tpl-1&dc=dc-us ')).toEqual({
      ok: true,
      type: 3,
      id: 'tpl-1',
      datacenter_uuid: 'dc-us',
    });
  });

  it('gives a code without a data centre the default one', () => {
    expect(parseQrText('https://x.example/qr?type=1&id=5')).toMatchObject({
      ok: true,
      datacenter_uuid: QR_DEFAULT_DATACENTER,
    });
    expect(parseQrText('https://x.example/qr?type=1&id=5', { defaultDatacenter: 'dc-au' })).toMatchObject({
      datacenter_uuid: 'dc-au',
    });
  });

  it.each([
    ['plain text', 'hello'],
    ['an empty text', ''],
    ['another path', 'https://x.example/product?type=1&id=5'],
    ['another scheme', 'ftp://x.example/qr?type=1&id=5'],
    ['no type', 'https://x.example/qr?id=5'],
    ['a type that is not a number', 'https://x.example/qr?type=one&id=5'],
    ['type 0', 'https://x.example/qr?type=0&id=5'],
    ['a product without id', 'https://x.example/qr?type=1'],
    ['a product with only a site', 'https://x.example/qr?type=1&site=https%3A%2F%2Fa.example'],
    ['an external page without site', 'https://x.example/qr?type=4&id=5'],
    ['a site that is not http(s)', 'https://x.example/qr?type=4&site=javascript%3Aalert(1)'],
    ['an id with odd characters', 'https://x.example/qr?type=1&id=5%3Cscript%3E'],
    ['a malformed data centre', 'https://x.example/qr?type=1&id=5&dc=dc%20eu'],
    ['a signed-in type with neither id nor site', 'https://x.example/qr?type=8'],
  ])('refuses %s', (_why, text) => {
    expect(parseQrText(text)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('qrNeedsLogin', () => {
  it('lets guests open products, templates, external pages and the product center only', () => {
    expect([1, 3, 4, 5].map(qrNeedsLogin)).toEqual([false, false, false, false]);
    expect([2, 6, 9, 42].map(qrNeedsLogin)).toEqual([true, true, true, true]);
  });
});
