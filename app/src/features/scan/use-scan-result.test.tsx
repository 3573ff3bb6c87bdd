import { act, renderHook } from '@testing-library/react';
import { messageBox, toast } from '@storefront/ui';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { clearSession, setDatacenter } from '../../session/state';
import { useScanResult } from './use-scan-result';

function setup() {
  const location = memoryLocation({ path: '/scan', record: true });
  const resume = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <Router hook={location.hook}>{children}</Router>;
  const { result } = renderHook(() => useScanResult(resume), { wrapper });
  return { location, resume, result };
}

describe('acting on a scanned code', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setDatacenter('dc-eu');
    clearSession();
    toast.dismiss();
  });
  afterEach(() => vi.useRealTimers());

  it('waits 1 s with a loading state, then opens the product', () => {
    const { location, result } = setup();
    act(() => result.current.handle('https://tiles.example.com/qr?type=1&id=12&dc=dc-eu'));
    expect(result.current.busy).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    expect(location.history?.at(-1)).toBe('/scan');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.busy).toBe(false);
    expect(location.history?.at(-1)).toBe('/product-detail?id=12');
  });

  it("says '无效的二维码' for an invalid code and reopens the camera", () => {
    const { location, resume, result } = setup();
    act(() => result.current.handle('https://tiles.example.com/qr?type=1'));
    act(() => vi.advanceTimersByTime(1000));
    expect(toast.get()?.text).toBe('无效的二维码');
    expect(resume).toHaveBeenCalledOnce();
    expect(location.history?.at(-1)).toBe('/scan');
  });

  it("says 'Do not know the current region.' for another region's code", () => {
    const { resume, result } = setup();
    act(() => result.current.handle('https://tiles.example.com/qr?type=1&id=12&dc=dc-us'));
    act(() => vi.advanceTimersByTime(1000));
    expect(toast.get()?.text).toBe('Do not know the current region.');
    expect(resume).toHaveBeenCalledOnce();
  });

  it('asks a guest to log in first for other types, then goes to login', async () => {
    const { location, result } = setup();
    act(() => result.current.handle('https://tiles.example.com/qr?type=6&id=A-9'));
    act(() => vi.advanceTimersByTime(1000));
    const box = messageBox.get();
    expect(box).toMatchObject({ title: 'Login required', text: 'Please log in first.' });
    await act(async () => messageBox.answer(box!.id, true));
    expect(location.history?.at(-1)).toBe('/login');
  });
});
