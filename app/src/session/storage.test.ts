import { beforeEach, describe, expect, it } from 'vitest';
import { createExpiringStore } from './storage';

describe('expiring store', () => {
  let now = 1_000;
  beforeEach(() => {
    localStorage.clear();
    now = 1_000;
  });

  it('reads a value until its time is up, then forgets it', () => {
    const store = createExpiringStore(localStorage, () => now);
    store.write('guest', { token: 'g' }, 2 * 60 * 60 * 1000);
    now += 2 * 60 * 60 * 1000 - 1;
    expect(store.read('guest')).toEqual({ token: 'g' });
    now += 1;
    expect(store.read('guest')).toBeNull();
    expect(localStorage.getItem('guest')).toBeNull();
  });

  it('keeps values without a time limit', () => {
    const store = createExpiringStore(localStorage, () => now);
    store.write('dc', 'dc-eu');
    now += 10 ** 12;
    expect(store.read('dc')).toBe('dc-eu');
  });

  it('treats damaged entries as absent', () => {
    localStorage.setItem('user', '{not json');
    const store = createExpiringStore(localStorage, () => now);
    expect(store.read('user')).toBeNull();
  });
});
