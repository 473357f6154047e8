import type { CityStore } from '../../core/ports/index.ts';

/** CityStore of one headless session. */
export class MemoryCityStore implements CityStore {
  private cityId: number | null;

  constructor(initial: number | null = null) {
    this.cityId = initial;
  }

  read(): number | null {
    return this.cityId;
  }

  save(cityId: number): void {
    this.cityId = cityId;
  }
}
