import { describe, expect, it } from 'vitest';
import { scanAction } from './scan-rules';

const guest = { datacenter: 'dc-eu', loggedIn: false };

describe('what a scanned code does', () => {
  it('opens a product, a template or the product center in the app', () => {
    expect(scanAction('https://tiles.example.com/qr?type=1&id=123&dc=dc-eu', guest)).toEqual({
      kind: 'route',
      href: '/product-detail?id=123',
    });
    expect(scanAction('https://x.example/qr?type=3&id=tpl-dc-eu-001&dc=dc-eu', guest)).toEqual({
      kind: 'route',
      href: '/template-detail?id=tpl-dc-eu-001',
    });
    expect(scanAction('http://192.168.1.5:4100/shop/qr/?type=5&id=7', guest)).toEqual({
      kind: 'route',
      href: '/product-center?id=7',
    });
  });

  it('opens an external page only over http(s)', () => {
    const site = encodeURIComponent('https://example.com/guides/wet-rooms');
    expect(scanAction(`https://tiles.example.com/qr?type=4&site=${site}`, guest)).toEqual({
      kind: 'external',
      url: 'https://example.com/guides/wet-rooms',
    });
    expect(
      scanAction(`https://tiles.example.com/qr?type=4&site=${encodeURIComponent('javascript:alert(1)')}`, guest).kind,
    ).toBe('invalid');
  });

  it("calls a code without type, id or site, or not ours at all, '无效的二维码'", () => {
    for (const text of [
      'https://tiles.example.com/qr?type=1',
      'https://tiles.example.com/qr?id=5',
      'https://x.example/product?type=1&id=5',
      'hello',
      '',
    ]) {
      expect(scanAction(text, guest)).toEqual({ kind: 'invalid', message: '无效的二维码' });
    }
  });

  it("refuses a code of another region with 'Do not know the current region.'", () => {
    expect(scanAction('https://x.example/qr?type=1&id=5&dc=dc-us', guest)).toEqual({
      kind: 'other-region',
      message: 'Do not know the current region.',
    });
  });

  it('reads a code without a data centre as dc-eu', () => {
    expect(scanAction('https://x.example/qr?type=1&id=5', guest).kind).toBe('route');
    expect(scanAction('https://x.example/qr?type=1&id=5', { datacenter: 'dc-au', loggedIn: false }).kind).toBe(
      'other-region',
    );
  });

  it('asks a guest to log in for the other types', () => {
    expect(scanAction('https://x.example/qr?type=6&id=A-9', guest)).toEqual({
      kind: 'login',
      message: 'Please log in first.',
    });
    expect(scanAction('https://x.example/qr?type=6&id=A-9', { datacenter: 'dc-eu', loggedIn: true }).kind).toBe(
      'unsupported',
    );
  });
});
