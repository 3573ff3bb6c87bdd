import { rules } from '@storefront/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBreaks } from '../breaks/breaks.js';
import { startTestSimulator } from '../test-support/harness.js';

// The other tests trust the harness to turn an answer off the contract into a 500; this proves it does, on both
// ways a call is checked (the compiled checks, and the validator's own pipeline that a multipart body takes).
type Sim = Awaited<ReturnType<typeof startTestSimulator>>;
let sim: Sim;
let guest: Record<string, string>;

beforeAll(async () => {
  sim = await startTestSimulator({
    breaks: createBreaks(['wrong-type:getMainPageInfo:data.brand_list[0].id', 'wrong-type:uploadImage:data.path']),
  });
  guest = sim.asGuest(await sim.guestToken('dc-eu'));
});
afterAll(() => sim?.close());

describe('answers checked against the contract', () => {
  it('an answer off the contract comes back as a 500 naming the field and the rule', async () => {
    const answer = await sim.post('/api/v1/common/getMainPageInfo', {}, guest);
    expect(answer.status).toBe(500);
    expect(answer.msg).toMatch(/^The answer does not match the contract: data\.brand_list\.0\.id: must be integer/);
    expect(answer.data.errors).toContainEqual({
      field: 'data.brand_list.0.id',
      rule: 'type',
      message: 'must be integer',
    });
  });

  it('is caught on the validator pipeline too (a multipart upload takes it)', async () => {
    const form = new FormData();
    form.append('img_path', 'h5_img');
    form.append('file', new Blob([rules.ONE_PIXEL_PNG], { type: 'image/png' }), 'floor.png');
    const answer = await sim.postForm('/api/v1/common/uploadImage', form, guest);
    expect(answer.status).toBe(500);
    expect(answer.data.errors).toContainEqual({ field: 'data.path', rule: 'type', message: 'must be string' });
  });

  it('an answer on the contract passes unchanged', async () => {
    const answer = await sim.post('/api/v1/common/getMainPageBanner', {}, guest);
    expect(answer.status).toBe(200);
    expect(answer.data.list.length).toBeGreaterThan(0);
  });
});
