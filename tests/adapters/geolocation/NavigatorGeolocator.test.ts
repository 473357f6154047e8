/** The browser's geolocation as the Geolocator contract says: a point, or a PositionUnavailableError with its reason. */
import { describe, expect, it } from 'vitest';
import { NavigatorGeolocator } from '../../../adapters/geolocation/NavigatorGeolocator.ts';
import { PositionUnavailableError } from '../../../core/errors.ts';

/** A geolocation that answers each call the way the test says. */
function answering(answer: { coords: { latitude: number; longitude: number } } | { code: number } | 'throws') {
  const options: PositionOptions[] = [];
  return {
    options,
    geolocation: {
      getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null, given?: PositionOptions) {
        options.push(given ?? {});
        if (answer === 'throws') {
          throw new Error('not allowed here');
        }
        if ('coords' in answer) {
          success(answer as unknown as GeolocationPosition);
        } else {
          failure?.(answer as GeolocationPositionError);
        }
      },
    },
  };
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PositionUnavailableError);
  return (error as PositionUnavailableError).reason;
}

describe('NavigatorGeolocator', () => {
  it('gives the device’s point in degrees, asking with no timeout of its own', async () => {
    const device = answering({ coords: { latitude: 55.75, longitude: 37.61 } });
    await expect(new NavigatorGeolocator(device.geolocation).locate()).resolves.toEqual({ lat: 55.75, lon: 37.61 });
    expect(device.options[0]).not.toHaveProperty('timeout');
  });

  it('turns the browser’s refusal, lost fix and time-out into the contract’s reasons', async () => {
    expect(await reasonOf(new NavigatorGeolocator(answering({ code: 1 }).geolocation).locate())).toBe('denied');
    expect(await reasonOf(new NavigatorGeolocator(answering({ code: 2 }).geolocation).locate())).toBe('unavailable');
    expect(await reasonOf(new NavigatorGeolocator(answering({ code: 3 }).geolocation).locate())).toBe('timeout');
  });

  it('says «unsupported» without geolocation, or when the browser throws instead of answering', async () => {
    expect(await reasonOf(new NavigatorGeolocator(undefined).locate())).toBe('unsupported');
    expect(await reasonOf(new NavigatorGeolocator(answering('throws').geolocation).locate())).toBe('unsupported');
  });
});
