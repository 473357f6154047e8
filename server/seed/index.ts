import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { cities, salesUnits } from '../db/schema.ts';
import { refreshAggregates } from './aggregates.ts';
import type { SeededBrand } from './brands.ts';
import { seedBrands } from './brands.ts';
import { seedBanners, seedNews } from './content.ts';
import type { Tx } from './context.ts';
import type { OutletPlan } from './outlets.ts';
import { seedOutlets } from './outlets.ts';
import { seedPeople } from './people.ts';
import type { Random } from './random.ts';
import { createRandom } from './random.ts';
import type { SeededCity } from './reference.ts';
import { seedReference } from './reference.ts';
import { seedShops } from './shops.ts';
import { topUpCity } from './topUp.ts';

export { BLOCKED_SHOPPER, DEMO_SHOPPER } from './people.ts';

export interface SeedOptions {
  /** Grow one city to `count` outlets in total (for benchmarks); runs after the base seed. */
  outletsInCity?: { cityId: number; count: number };
}

export interface SeedReport {
  /** False when the database already held the base data and it was left alone. */
  seeded: boolean;
  outletsAdded: number;
}

const SEED = 20_250_620;
/** Advisory-lock key that keeps two seeders from filling one database at once. */
const SEED_LOCK_KEY = 7_315_000_002;
const MAX_BASE_FEEDBACKS = 6;

/** Chains open in many cities (two outlets in the two capitals); local brands open one to three at home. */
function planOutlets(random: Random, brands: readonly SeededBrand[], cities: readonly SeededCity[]): OutletPlan[] {
  return brands.flatMap((brand) => {
    if (brand.homeCity) {
      const home = brand.homeCity;
      return Array.from({ length: random.int(1, 3) }, () => ({ brand, city: home }));
    }
    const present = random.sample(cities, random.int(5, cities.length));
    return present.flatMap((city) =>
      Array.from({ length: city.name === 'Москва' || city.name === 'Санкт-Петербург' ? 2 : 1 }, () => ({
        brand,
        city,
      })),
    );
  });
}

async function seedBase(tx: Tx): Promise<void> {
  const random = createRandom(SEED);
  const reference = await seedReference(tx);
  const brandList = await seedBrands(tx, random, reference.cities, reference.offlineCategoryIds);
  const plans = planOutlets(random, brandList, reference.cities);
  await seedOutlets(tx, random, plans, { maxFeedbacks: MAX_BASE_FEEDBACKS });
  await refreshAggregates(tx);
  const shopIds = await seedShops(tx, random, reference.cities, reference.onlineCategoryIds);
  await seedNews(tx, reference.cities);
  await seedBanners(tx, random, reference.cities, brandList, shopIds, reference.offlineCategoryIds.get('coffee')!);

  // The demo shopper lives in Moscow and works at, and likes, outlets that the showcase lists.
  const moscow = reference.cities[0]!;
  const listed = await tx
    .select({ id: salesUnits.id })
    .from(salesUnits)
    .where(
      and(
        eq(salesUnits.cityCodeId, moscow.id),
        eq(salesUnits.active, true),
        eq(salesUnits.blocked, false),
        eq(salesUnits.blockedSf, false),
      ),
    )
    .orderBy(asc(salesUnits.id));
  await seedPeople(tx, { cityId: moscow.id, salesUnitIds: listed.map((row) => row.id), shopIds });
}

/**
 * Fills an empty database with deterministic demo data: cities, categories, brands and outlets,
 * online shops, news, banners and the demo shopper. Does nothing to the base data when the
 * database already has cities; `outletsInCity` then still tops that city up. One transaction.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    const [present] = await tx.select({ n: count() }).from(cities);
    const seeded = (present?.n ?? 0) === 0;
    if (seeded) {
      await seedBase(tx);
    }
    const target = options.outletsInCity;
    const outletsAdded = target ? await topUpCity(tx, target.cityId, target.count) : 0;
    return { seeded, outletsAdded };
  });
}
