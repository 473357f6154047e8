import type { GeoPoint } from '../domain/geo/distance.ts';

/**
 * Where the shopper is, asked of the device (issue 21 «Рядом со мной»).
 *
 * Contract:
 * - `locate` is called only on the shopper's own request (a tap), never on load: the browser's permission prompt
 *   must answer something the shopper did.
 * - It resolves with a point in WGS 84 degrees, or rejects with a `PositionUnavailableError` (core/errors.ts) whose
 *   `reason` says why: 'denied' (the shopper or the browser refused), 'unavailable' (the device could not tell),
 *   'unsupported' (no geolocation at all, or not a secure context). It never rejects with anything else.
 * - It does not time out by itself: the caller's machine decides how long to wait, on its own clock.
 * - The point is the caller's to keep: the adapter sends it nowhere.
 */
export interface Geolocator {
  locate(): Promise<GeoPoint>;
}

/**
 * The shopper's last position, kept for the tab only (issue 21: «not sent to the server, not stored beyond the
 * session»), so another page of the same visit measures from it without asking again.
 *
 * Contract:
 * - `read` returns the kept point, or null when there is none, it is older than the store's freshness limit, or
 *   what is kept is not valid coordinates; it never throws.
 * - `save` keeps the point for this tab; `clear` forgets it. Neither throws when storage is unavailable.
 */
export interface PositionStore {
  read(): GeoPoint | null;
  save(position: GeoPoint): void;
  clear(): void;
}
