import { PositionUnavailableError, type PositionFailure } from '../../core/errors.ts';
import type { GeoPoint } from '../../core/domain/geo/distance.ts';
import type { Geolocator } from '../../core/ports/geolocation.ts';

/** The browser's codes of GeolocationPositionError, as the reasons of the Geolocator contract. */
const FAILURE_BY_CODE: Record<number, PositionFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/**
 * A position from one fix this recent serves: the shopper has not walked far in a minute, and the device answers at
 * once instead of waking its radio again.
 */
const POSITION_MAXIMUM_AGE_MS = 60_000;

/** The Geolocator on the browser's `navigator.geolocation` (coarse accuracy: a street is enough to say «240 м»). */
export class NavigatorGeolocator implements Geolocator {
  constructor(
    /** The browser's geolocation, or undefined where there is none (old browsers, insecure pages). */
    private readonly geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined,
  ) {}

  /** The page's geolocation: none on an insecure page, where browsers refuse it anyway. */
  static fromWindow(): NavigatorGeolocator {
    const available = window.isSecureContext && 'geolocation' in window.navigator;
    return new NavigatorGeolocator(available ? window.navigator.geolocation : undefined);
  }

  locate(): Promise<GeoPoint> {
    const geolocation = this.geolocation;
    if (geolocation === undefined) {
      return Promise.reject(new PositionUnavailableError('unsupported'));
    }
    return new Promise((resolve, reject) => {
      try {
        geolocation.getCurrentPosition(
          (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
          (error) =>
            reject(new PositionUnavailableError(FAILURE_BY_CODE[error.code] ?? 'unavailable', { cause: error })),
          // No timeout of its own: the nearMe machine waits on its clock (core LOCATE_TIMEOUT_MS).
          { enableHighAccuracy: false, maximumAge: POSITION_MAXIMUM_AGE_MS },
        );
      } catch (error) {
        reject(new PositionUnavailableError('unsupported', { cause: error }));
      }
    });
  }
}
