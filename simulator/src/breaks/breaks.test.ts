import { USER_TOKEN_HEADER } from '@storefront/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBreaks } from './breaks.js';
import { startTestSimulator, type Answer } from '../test-support/harness.js';

// Each break must really make the mistake it names, or the checker's mutation suite proves nothing. One simulator
// carries every break (each on its own operation); answers are not validated, since they are wrong on purpose.
const SPECS = [
  'wrong-type:getCaseList:data.list[*].id',
  'wrong-value:getClientGuestToken:data.expires_in=7200000',
  'page-ignored:getLocationList',
  'past-end-error:getCaseSubjectDetail',
  'search-ignored:getBrandContentList',
  'total-of-page:getTemplateList',
  'region-leak:getMainPageBanner',
  'user-token-any-region:getUserInfo',
  'no-store:shareProduct',
  'code-never-expires:sendCode',
  'content-type:getAD=text/html; charset=utf-8',
  'slow:getPosition=150',
  'error-envelope:getProductDetail',
];

type Sim = Awaited<ReturnType<typeof startTestSimulator>>;
let sim: Sim;
let guest: Record<string, string>;
const call = (path: string, body: unknown = {}, headers = guest): Promise<Answer> =>
  sim.post(`/api/v1/${path}`, body, headers);

beforeAll(async () => {
  sim = await startTestSimulator({ validateResponses: false, breaks: createBreaks(SPECS) });
  guest = sim.asGuest(await sim.guestToken('dc-eu'));
});
afterAll(() => sim?.close());

describe('contract breaks: parsing', () => {
  it('refuses an unknown kind, a value kind without its value and a wrong-value that is not JSON', () => {
    expect(() => createBreaks(['made-up:getAD'])).toThrow(/kind one of .*page-ignored/);
    expect(() => createBreaks(['content-type:getAD'])).toThrow(/content-type needs =value/);
    expect(() => createBreaks(['wrong-value:getAD:data.x=not json'])).toThrow();
  });
});

describe('contract breaks: answers', () => {
  it('wrong-type with [*] changes the field in every list item, and names the path it changed', async () => {
    const answer = await call('cases/getCaseList', { page: 1, limit: 5 });
    expect(answer.data.list.length).toBe(5);
    for (const item of answer.data.list) expect(typeof item.id).toBe('string');
  });

  it('wrong-value sets the value (a guest token lifetime in milliseconds)', async () => {
    const answer = await sim.post('/api/v1/user/getClientGuestToken', { datacenter_uuid: 'dc-eu' });
    expect(answer.data.expires_in).toBe(7200000);
  });

  it('page-ignored answers page 1 for page 2', async () => {
    const [one, two] = [
      await call('common/getLocationList', { page: 1, limit: 2 }),
      await call('common/getLocationList', { page: 2, limit: 2 }),
    ];
    expect(two.data.list).toEqual(one.data.list);
  });

  it('past-end-error answers 404 for a page past the end, and page 1 as usual', async () => {
    expect((await call('cases/getCaseSubjectDetail', { case_subject_id: 1, page: 1, limit: 2 })).status).toBe(200);
    expect(await call('cases/getCaseSubjectDetail', { case_subject_id: 1, page: 500, limit: 2 })).toMatchObject({
      status: 404,
      data: null,
    });
  });

  it('search-ignored lists everything for a search that matches nothing', async () => {
    const all = await call('brand/getBrandContentList', { page: 1, limit: 5 });
    const none = await call('brand/getBrandContentList', { page: 1, limit: 5, search_txt: 'zz-matches-nothing' });
    expect(none.data.total).toBe(all.data.total);
    expect(none.data.total).toBeGreaterThan(0);
  });

  it('total-of-page counts the page, not the list', async () => {
    const answer = await call('template/getTemplateList', { page: 1, limit: 2 });
    expect(answer.data.total).toBe(2);
  });

  it("region-leak answers the default region's banners in every region", async () => {
    const us = sim.asGuest(await sim.guestToken('dc-us'));
    const [eu, other] = [await call('common/getMainPageBanner', {}), await call('common/getMainPageBanner', {}, us)];
    expect(other.data.list).toEqual(eu.data.list);
  });

  it("user-token-any-region accepts a user token with another region's datacenter_uuid", async () => {
    const login = await call('user/login', { user_name: '34600111222', password: 'Tile2026' });
    const user = { ...guest, [USER_TOKEN_HEADER]: login.data.access_user_token as string };
    expect((await call('user/getUserInfo', { datacenter_uuid: 'dc-us' }, user)).status).toBe(200);
  });

  it('no-store answers the new share count but keeps none', async () => {
    const before = (await call('product/getProductDetail', { product_id: 1 })).data.share_count as number;
    expect((await call('share/shareProduct', { product_id: 1 })).data.share_count).toBe(before + 1);
    expect((await call('product/getProductDetail', { product_id: 1 })).data.share_count).toBe(before);
  });

  it('code-never-expires keeps a sent code for a century', async () => {
    expect((await call('user/sendCode', { type: 2, fun_type: 1, content: '34600999801' })).status).toBe(200);
    const code = sim.simulator.worlds.get('default')?.accounts.codes.find((c) => c.content === '34600999801');
    expect((code?.expires_at ?? 0) - (code?.sent_at ?? 0)).toBeGreaterThan(99 * 365 * 86_400_000);
  });

  it('content-type sets the header, slow delays success answers, error-envelope gives errors data: []', async () => {
    const response = await fetch(`${sim.url}/api/v1/common/getAD`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...guest },
      body: JSON.stringify({ type: 3, banner_type: 3 }),
    });
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const began = Date.now();
    expect((await call('common/getPosition')).status).toBe(200);
    expect(Date.now() - began).toBeGreaterThanOrEqual(140);
    expect(await call('product/getProductDetail', { product_id: 999999 })).toMatchObject({ status: 404, data: [] });
  });
});
