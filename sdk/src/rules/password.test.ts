import { describe, expect, it } from 'vitest';
import { LOGIN_PASSWORD_TEXT, NEW_PASSWORD_TEXT, checkLoginPassword, checkNewPassword } from './password.js';

describe('checkLoginPassword', () => {
  it.each(['Tile2026', 'aB3def', 'Ab1!xyz', 'Zz9 zz'])('accepts %j', (pw) => {
    expect(checkLoginPassword(pw)).toBeNull();
  });

  it.each(['', 'aB3de', 'abcdef1', 'ABCDEF1', 'Abcdefg', '123456'])('refuses %j', (pw) => {
    expect(checkLoginPassword(pw)).toBe(LOGIN_PASSWORD_TEXT);
  });
});

describe('checkNewPassword', () => {
  it.each(['Tile2026', 'aB3def', 'A1b2C3d4'])('accepts %j', (pw) => {
    expect(checkNewPassword(pw)).toBeNull();
  });

  it.each([
    ['too short', 'aB3de'],
    ['no upper case', 'tile2026'],
    ['all upper case', 'TILE2026'],
    ['no digit', 'TileTile'],
    ['a special symbol', 'Tile-2026'],
    ['a space', 'Tile 2026'],
    ['a non-ASCII letter', 'Tíle2026'],
    ['empty', ''],
  ])('refuses a password with %s', (_why, pw) => {
    expect(checkNewPassword(pw)).toBe(NEW_PASSWORD_TEXT);
  });

  it('is stricter than the login check', () => {
    expect(checkLoginPassword('Tile-2026')).toBeNull();
    expect(checkNewPassword('Tile-2026')).not.toBeNull();
  });
});
