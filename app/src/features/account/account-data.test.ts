import { toast } from '@storefront/ui';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../../session/api', () => ({ api: { call: (...args: unknown[]) => call(...args) } }));

const { dataCenters, verifyCode } = await import('./account-data');

describe('checking a verification code', () => {
  beforeEach(() => {
    call.mockReset();
    toast.dismiss();
  });

  it('a code of the wrong shape is a mismatch without asking the server', async () => {
    await expect(verifyCode('34600111444', 2, '123')).resolves.toBe('mismatch');
    expect(call).not.toHaveBeenCalled();
    expect(toast.get()?.text).toBe('verification code error');
  });

  it("asks checkCode: a match, or 'verification code error'", async () => {
    call.mockResolvedValueOnce({ ok: true, data: { is_match: 1 } });
    await expect(verifyCode('34600111444', 2, '123456')).resolves.toBe('match');
    expect(call).toHaveBeenCalledWith('checkCode', {
      body: { type: 2, fun_type: 2, content: '34600111444', code: '123456' },
    });
    expect(toast.get()).toBeNull();

    call.mockResolvedValueOnce({ ok: true, data: { is_match: 2 } });
    await expect(verifyCode('34600111444', 2, '654321')).resolves.toBe('mismatch');
    expect(toast.get()?.text).toBe('verification code error');
  });

  it('a failed call is neither (the client has said why)', async () => {
    toast.dismiss();
    call.mockResolvedValueOnce({ ok: false, status: 500, msg: 'request error', reason: 'transport' });
    await expect(verifyCode('34600111444', 2, '123456')).resolves.toBe('failed');
    expect(toast.get()).toBeNull();
  });
});

describe('the data centres', () => {
  it('are asked again after a failure, then once: a reload (as when start-up chooses the region) takes the same answer', async () => {
    const list = [{ datacenter_uuid: 'dc-eu', datacenter_name: 'Europe' }];
    call.mockReset();
    call.mockResolvedValueOnce({ ok: false, status: 500, msg: 'request error', reason: 'transport' });
    call.mockResolvedValue({ ok: true, data: { list } });
    const entry = dataCenters.entry('all');
    const stop = entry.observe();
    await vi.waitFor(() => expect(entry.status.value).toBe('error'));
    entry.reload();
    await vi.waitFor(() => expect(entry.data.value).toEqual(list));
    entry.reload();
    await vi.waitFor(() => expect(entry.state.value.loading).toBe(false));
    expect(entry.data.value).toEqual(list);
    expect(call).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenLastCalledWith('getDateCenterList', { body: {} });
    stop();
  });
});
