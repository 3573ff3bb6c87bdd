import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GEOLOCATION_TIMEOUT_MS, locateDevice } from './locate';

function fakeGeolocation(behaviour: 'ok' | 'error' | 'silent') {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, options?: PositionOptions) => {
      if (behaviour === 'ok') ok({ coords: { latitude: 40.4, longitude: -3.7 } } as GeolocationPosition);
      if (behaviour === 'error') fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
      return options;
    },
  );
  return { getCurrentPosition } as unknown as Geolocation & { getCurrentPosition: typeof getCurrentPosition };
}

describe('locating the device', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the position, asking with a 5 s timeout', async () => {
    const geo = fakeGeolocation('ok');
    await expect(locateDevice(geo)).resolves.toEqual({ latitude: 40.4, longitude: -3.7 });
    expect(geo.getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ timeout: GEOLOCATION_TIMEOUT_MS });
  });

  it('answers null when refused', async () => {
    await expect(locateDevice(fakeGeolocation('error'))).resolves.toBeNull();
  });

  it('answers null when the browser never calls back', async () => {
    const pending = locateDevice(fakeGeolocation('silent'));
    vi.advanceTimersByTime(GEOLOCATION_TIMEOUT_MS + 200);
    await expect(pending).resolves.toBeNull();
  });

  it('without geolocation only logs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(locateDevice(undefined)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
