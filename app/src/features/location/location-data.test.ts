import { toast } from '@storefront/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('../../session/api', () => ({ api: { call: (...args: unknown[]) => call(...args) } }));

const { currentCity, mapPosition } = await import('./location-data');

const MADRID = { latitude: 40.4168, longitude: -3.7038, city_name: 'Madrid', country_name: 'Spain' };

function geolocation(position: { latitude: number; longitude: number } | null) {
  const getCurrentPosition = (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (position) ok({ coords: position } as GeolocationPosition);
    else fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
  };
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

/** Shows the entry until it has loaded, and answers its state. */
async function located<T>(entry: { observe(): () => void; state: { value: { loading: boolean } & T } }) {
  const stop = entry.observe();
  await vi.waitFor(() => expect(entry.state.value.loading).toBe(false));
  stop();
  return entry.state.value;
}

describe('locating', () => {
  beforeEach(() => {
    call.mockReset();
    toast.dismiss();
  });
  afterEach(() => toast.dismiss());

  it('the map test shows the device position without asking the network', async () => {
    geolocation({ latitude: 41.38879, longitude: 2.15899 });
    const state = await located(mapPosition.entry('here'));
    expect(state.data).toEqual({ source: 'device', latitude: 41.38879, longitude: 2.15899 });
    expect(call).not.toHaveBeenCalled();
  });

  it("the map test says 'Location Failed' and falls back to the network position, with the page's signal", async () => {
    geolocation(null);
    call.mockResolvedValue({ ok: true, data: { position: MADRID } });
    const state = await located(mapPosition.entry('here'));
    expect(toast.get()?.text).toBe('Location Failed');
    expect(state.data).toEqual({ source: 'network', latitude: 40.4168, longitude: -3.7038, place: 'Madrid, Spain' });
    expect(call).toHaveBeenCalledWith(
      'getPosition',
      expect.objectContaining({ silent: true, signal: expect.any(AbortSignal) }),
    );
  });

  it("the city chooser names the city when the device can be located, else says 'Location Failed'", async () => {
    geolocation({ latitude: 40.4, longitude: -3.7 });
    call.mockResolvedValue({ ok: true, data: { position: MADRID } });
    expect((await located(currentCity.entry('here'))).data).toEqual({ name: 'Madrid' });

    // Forgotten once no page shows it: the next visit locates again.
    geolocation(null);
    const failed = await located(currentCity.entry('here'));
    expect(failed).toMatchObject({ data: undefined, error: 'Location Failed' });
    expect(toast.get()?.text).toBe('Location Failed');
  });
});
