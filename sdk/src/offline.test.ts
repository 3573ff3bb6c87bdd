import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerKey, isRead, KEPT_PREFIX, keptAnswers, memoryStorage, withoutSecrets } from './offline.js';
import { operations, type OperationId } from './operations.js';

const contract = JSON.parse(readFileSync(new URL('../../openapi/dist/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, { post?: { operationId: string; 'x-read'?: boolean } }>;
};

describe('which operations are reads', () => {
  it("is the contract's x-read, operation by operation", () => {
    const marked = Object.values(contract.paths)
      .flatMap((item) => (item.post?.['x-read'] ? [item.post.operationId] : []))
      .sort();
    const reads = (Object.keys(operations) as OperationId[]).filter(isRead).sort();
    expect(reads).toEqual(marked);
    expect(reads.length).toBeGreaterThan(40);
  });

  it('leaves writes, sign-in, codes and the guest token out', () => {
    for (const op of ['productFav', 'addAppointment', 'editCalculatorSide', 'login', 'sendCode', 'checkCode'] as const)
      expect(isRead(op), op).toBe(false);
    expect(isRead('getClientGuestToken')).toBe(false);
    expect(isRead('getProductFavList')).toBe(true);
    expect(isRead('getRecentlyViewedList')).toBe(true);
  });
});

describe('kept answers', () => {
  it('keeps the last answer of a read by operation and body, and nothing of a write', () => {
    const storage = memoryStorage();
    const answers = keptAnswers(storage, { owner: 'a' });
    answers.keep('getProductDetail', { product_id: 3 }, { id: 3, name: 'old' });
    answers.keep('getProductDetail', { product_id: 3 }, { id: 3, name: 'new' });
    answers.keep('productFav', { product_id: '3' }, { is_fav: 1 });
    expect(answers.kept('getProductDetail', { product_id: 3 })).toEqual({ id: 3, name: 'new' });
    expect(answers.kept('getProductDetail', { product_id: 4 })).toBeUndefined();
    expect(answers.kept('productFav', { product_id: '3' })).toBeUndefined();
    expect([...storage.items.keys()].filter((k) => k !== KEPT_PREFIX)).toHaveLength(1);
  });

  it('never stores a token, a password or a code, in the answer or in its key', () => {
    const storage = memoryStorage();
    const answers = keptAnswers(storage, { owner: 'a' });
    answers.keep(
      'getUserInfo',
      { access_user_token: 'tok-body' },
      { user_id: 7, access_user_token: 'tok-1', area_code: '+44', nested: [{ password: 'pw', code: '123456' }] },
    );
    const stored = JSON.stringify([...storage.items]);
    for (const secret of ['tok-body', 'tok-1', 'pw', '123456']) expect(stored).not.toContain(secret);
    expect(answers.kept('getUserInfo', {})).toEqual({ user_id: 7, area_code: '+44', nested: [{}] });
    expect(answerKey('getUserInfo', { access_user_token: 'x' })).toBe(answerKey('getUserInfo', {}));
    expect(withoutSecrets({ guest_token: 1, new_password: 2, keep: 3 })).toEqual({ keep: 3 });
  });

  it('stays within its size, letting the least recently kept go first', () => {
    const storage = memoryStorage();
    const answers = keptAnswers(storage, { owner: 'a', maxChars: 100, maxEntries: 10 });
    const answer = (id: number) => ({ id, text: 'x'.repeat(30) });
    for (const id of [1, 2, 3]) answers.keep('getProductDetail', { product_id: id }, answer(id));
    expect(answers.kept('getProductDetail', { product_id: 1 })).toBeUndefined();
    expect(answers.kept('getProductDetail', { product_id: 2 })).toEqual(answer(2));
    expect(answers.kept('getProductDetail', { product_id: 3 })).toEqual(answer(3));
    answers.keep('getProductDetail', { product_id: 9 }, { text: 'x'.repeat(200) });
    expect(answers.kept('getProductDetail', { product_id: 9 })).toBeUndefined();
  });

  it('keeps at most maxEntries answers', () => {
    const answers = keptAnswers(memoryStorage(), { owner: 'a', maxEntries: 2 });
    for (const id of [1, 2, 3]) answers.keep('getProductDetail', { product_id: id }, { id });
    expect(answers.kept('getProductDetail', { product_id: 1 })).toBeUndefined();
    expect(answers.kept('getProductDetail', { product_id: 3 })).toEqual({ id: 3 });
  });

  it('is found again after a reload of the same session, and forgotten for another owner', () => {
    const storage = memoryStorage();
    keptAnswers(storage, { owner: 'a' }).keep('getProductDetail', { product_id: 3 }, { id: 3 });
    expect(keptAnswers(storage, { owner: 'a' }).kept('getProductDetail', { product_id: 3 })).toEqual({ id: 3 });
    expect(keptAnswers(storage, { owner: 'b' }).kept('getProductDetail', { product_id: 3 })).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('forgets everything on clear', () => {
    const storage = memoryStorage();
    const answers = keptAnswers(storage, { owner: 'a' });
    answers.keep('getProductDetail', { product_id: 3 }, { id: 3 });
    answers.clear('b');
    expect(answers.kept('getProductDetail', { product_id: 3 })).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });
});
