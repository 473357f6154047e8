import { pointOf, type GeoPoint } from '../../core/domain/geo/distance.ts';
import type { PositionStore } from '../../core/ports/geolocation.ts';
import { pageStorage } from './pageStorage.ts';

const KEY = 'near_me_position';

/**
 * How long a kept position is used: 30 minutes. Long enough for one visit's pages; past it the shopper has likely
 * moved, and a tap asks again.
 */
export const POSITION_KEPT_MS = 30 * 60_000;

/** The PositionStore in the tab's sessionStorage: gone with the tab, never in a cookie, never sent anywhere. */
export class SessionPositionStore implements PositionStore {
  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = Date.now,
  ) {}

  static fromWindow(): SessionPositionStore {
    return new SessionPositionStore(pageStorage('sessionStorage'));
  }

  read(): GeoPoint | null {
    try {
      const kept: unknown = JSON.parse(this.storage.getItem(KEY) ?? 'null');
      if (typeof kept !== 'object' || kept === null) {
        return null;
      }
      const { lat, lon, at } = kept as Record<string, unknown>;
      const fresh = typeof at === 'number' && at <= this.now() && this.now() - at < POSITION_KEPT_MS;
      return fresh ? pointOf(lat as number, lon as number) : null;
    } catch {
      return null;
    }
  }

  save(position: GeoPoint): void {
    try {
      this.storage.setItem(KEY, JSON.stringify({ lat: position.lat, lon: position.lon, at: this.now() }));
    } catch {
      // Storage full or refused: the position still serves this page from the machine's context.
    }
  }

  clear(): void {
    try {
      this.storage.removeItem(KEY);
    } catch {
      // Nothing kept that could be read back.
    }
  }
}
