import { afterEach, vi } from 'vitest';

// happy-dom's navigator.geolocation is null (as if the browser had none). These helpers give it
// one that answers like a browser whose user allowed or refused location access.

type TAnswer = { lat: number; lng: number } | 'denied';

/**
 * Gives navigator a geolocation whose getCurrentPosition answers (on a later task, as browsers do)
 * with this position, or with a PERMISSION_DENIED error. Undone after each test.
 */
export function stubGeolocation(answer: TAnswer) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
      setTimeout(() => {
        if (answer === 'denied') {
          failure?.({
            code: 1,
            message: 'User denied Geolocation',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError);
        } else {
          success({
            coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 10 },
            timestamp: Date.now(),
          } as GeolocationPosition);
        }
      }, 0);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
  });
  return getCurrentPosition;
}

afterEach(() => {
  // The own property shadows happy-dom's getter; removing it gives the null back.
  if (Object.hasOwn(navigator, 'geolocation')) delete (navigator as { geolocation?: unknown }).geolocation;
});
