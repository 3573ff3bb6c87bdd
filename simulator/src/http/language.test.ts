import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namespaceSession } from '../test-support/accounts.js';
import { startTestSimulator } from '../test-support/harness.js';
import { inChinese } from './language.js';

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;

let sim: Sim;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(() => sim.close());

describe("an answer's msg follows the request's Accept-Language", () => {
  async function guestAsking(language?: string) {
    const s = await namespaceSession(sim, `language-${(language ?? 'none').replace(/[^a-z0-9]/gi, '-')}`);
    const headers = language ? { ...s.asGuest, 'Accept-Language': language } : s.asGuest;
    return sim.post('/api/v1/product/getProductFavList', {}, headers);
  }

  it('is Chinese when Chinese is preferred', async () => {
    expect(await guestAsking('zh-CN,zh;q=0.9,en;q=0.5')).toMatchObject({ status: 401, msg: '请先登录。' });
    expect((await guestAsking('zh')).msg).toBe('请先登录。');
  });

  it('is English when English is preferred or nothing is asked', async () => {
    expect((await guestAsking('en-GB,en;q=0.9,zh;q=0.5')).msg).toBe('Please log in first.');
    expect((await guestAsking()).msg).toBe('Please log in first.');
    expect((await guestAsking('fr')).msg).toBe('Please log in first.');
  });
});

describe('inChinese', () => {
  it('leaves a text outside the catalogue as it is', () => {
    expect(inChinese('Some words nobody translated')).toBe('Some words nobody translated');
  });
});

describe('sign-in refusals', () => {
  it('are in the catalogue, their numbers carried over', () => {
    expect(inChinese('Too many failed attempts. Try again in 15 minutes.')).toBe('失败次数过多，请 15 分钟后再试。');
    expect(inChinese('This phone number is already registered.')).toBe('该手机号码已注册。');
  });
});

describe("a field's refusal", () => {
  it("keeps the field's name and translates its text", () => {
    expect(inChinese('select_time: This time has passed.')).toBe('select_time: 该时段已过。');
    expect(inChinese('select_date: Some words nobody translated')).toBe('select_date: Some words nobody translated');
    // A catalogue text made of placeholders and a colon ('{label}: {rating}') is no pattern for answers.
    expect(inChinese('Anything: at all')).toBe('Anything: at all');
  });
});
