/** Geolocation timeout (docs/product/home-and-scanning.md#location). */
export const GEOLOCATION_TIMEOUT_MS = 5000;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * The device's position within 5 s, or null (refused, unavailable, timed out). A browser without geolocation is
 * only logged (docs/product/home-and-scanning.md#location) and answers null.
 */
export function locateDevice(
  geolocation: Geolocation | undefined,
  timeoutMs = GEOLOCATION_TIMEOUT_MS,
): Promise<Coordinates | null> {
  if (!geolocation) {
    console.warn('Geolocation is not supported by this browser.');
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: Coordinates | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      resolve(value);
    };
    // Some browsers never call back when the permission prompt is ignored: the timeout option does not cover it.
    const guard = setTimeout(() => finish(null), timeoutMs + 100);
    geolocation.getCurrentPosition(
      (position) => finish({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => finish(null),
      { timeout: timeoutMs, maximumAge: 60_000, enableHighAccuracy: false },
    );
  });
}
