import type { ApplyingRequest, Clock } from '../../core/ports/index.ts';
import { createRandom } from '../../core/support/seededRandom.ts';
import { DEFAULT_CATALOGUE_SIZES, generateCatalogue, type Catalogue, type CatalogueSizes } from './catalogue.ts';
import { MemoryAccounts, type Account } from './MemoryAccounts.ts';
import type { ShopperSeed } from './tenantProfile.ts';
import { DEFAULT_MEMORY_LIMITS, type MemoryLimits } from './memoryLimits.ts';
import { SmsOutbox } from './SmsOutbox.ts';

export interface MemoryWorldOptions {
  /** Same seed, same catalogue, codes and tokens (for the same sequence of calls). Default 1. */
  seed?: number;
  sizes?: Partial<CatalogueSizes>;
  /** Wall clock for ages, code lifetimes, send intervals, the refresh grace and the recovery cool-off; default the system clock. */
  clock?: Clock;
  /** The server's sign-in limits the world models; default the server's defaults. */
  limits?: Partial<MemoryLimits>;
}

/**
 * The whole state of the in-memory back end, shared by every `InMemoryApi` bound to it,
 * the way one server is shared by every browser.
 */
export class MemoryWorld {
  readonly catalogue: Catalogue;
  readonly outbox = new SmsOutbox();
  readonly accounts: MemoryAccounts;
  readonly clock: Clock;
  /** Favourite online shop ids and sales unit ids per tenant profile id. */
  readonly favouriteShops = new Map<number, Set<number>>();
  readonly favouriteUnits = new Map<number, Set<number>>();
  readonly applyingRequests: ApplyingRequest[] = [];

  constructor(options: MemoryWorldOptions = {}) {
    const seed = options.seed ?? 1;
    this.clock = options.clock ?? { now: () => Date.now() };
    this.catalogue = generateCatalogue(seed, { ...DEFAULT_CATALOGUE_SIZES, ...options.sizes });
    // A separate stream, so the catalogue does not change with the number of calls made.
    this.accounts = new MemoryAccounts({
      random: createRandom(seed ^ 0x5eed),
      outbox: this.outbox,
      clock: this.clock,
      limits: { ...DEFAULT_MEMORY_LIMITS, ...options.limits },
      activeCities: this.catalogue.cities,
    });
  }

  /** Puts a shopper in as if registered earlier. */
  addShopper(seed: ShopperSeed): Account {
    return this.accounts.addShopper(seed);
  }
}
