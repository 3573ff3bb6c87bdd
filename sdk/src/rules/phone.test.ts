import { describe, expect, it } from 'vitest';
import { normaliseUserName, phoneUserName } from './phone.js';

describe('phoneUserName', () => {
  it('is the area code followed by the phone', () => {
    expect(phoneUserName('34', '600111222')).toBe('34600111222');
  });

  it("drops '+', spaces and '-'", () => {
    expect(phoneUserName('+34', '600 111-222')).toBe('34600111222');
    expect(phoneUserName(' +1 ', '\t555-0100 ')).toBe('15550100');
  });

  it('keeps anything else, for the server to refuse', () => {
    expect(phoneUserName('34', '600(111)222')).toBe('34600(111)222');
  });
});

describe('normaliseUserName', () => {
  it('treats a phone user name like phoneUserName', () => {
    expect(normaliseUserName(' +34 600-111 222 ')).toBe('34600111222');
    expect(normaliseUserName('34600111222')).toBe(phoneUserName('34', '600111222'));
  });

  it('trims and lower-cases an e-mail, keeping its other characters', () => {
    expect(normaliseUserName('  Ana.Lopez+tiles@Example.COM ')).toBe('ana.lopez+tiles@example.com');
    expect(normaliseUserName('first-last@example.com')).toBe('first-last@example.com');
  });
});
