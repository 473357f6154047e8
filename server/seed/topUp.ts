import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { brands, cities, offlineCategories, salesUnits } from '../db/schema.ts';
import { brandPaymentColumns } from '../queries/brands.ts';
import { refreshAggregates } from './aggregates.ts';
import type { OutletBrand } from './brands.ts';
import type { Tx } from './context.ts';
import { slugOf } from './context.ts';
import { CITIES, COMMON_STREETS } from './data/cities.ts';
import type { CitySeed } from './data/cities.ts';
import { OFFLINE_CATEGORIES } from './data/offline.ts';
import { seedOutlets } from './outlets.ts';
import { createRandom, hashString } from './random.ts';

/** Feedbacks per generated outlet are fewer here: a benchmark city is about list sizes. */
const TOP_UP_MAX_FEEDBACKS = 3;

/** Brands as outlet generation needs them, read back from the database. */
async function loadBrands(tx: Tx): Promise<OutletBrand[]> {
  const kindByName = new Map(OFFLINE_CATEGORIES.map((category) => [category.name, category.kind]));
  const rows = await tx
    .selectDistinctOn([salesUnits.brandId], {
      id: brands.id,
      name: brands.name,
      mainOffer: brands.mainOffer,
      files: brands.files,
      cashback: brands.maximumCashback,
      categoryId: salesUnits.categoryId,
      categoryName: offlineCategories.name,
      organizationId: salesUnits.organizationId,
      ...brandPaymentColumns,
    })
    .from(salesUnits)
    .innerJoin(brands, eq(brands.id, salesUnits.brandId))
    .innerJoin(offlineCategories, eq(offlineCategories.id, salesUnits.categoryId))
    .where(isNotNull(salesUnits.brandId))
    .orderBy(asc(salesUnits.brandId), asc(salesUnits.id));
  return rows.flatMap((row) => {
    const kind = kindByName.get(row.categoryName);
    if (kind === undefined || row.categoryId === null) {
      return [];
    }
    return [
      {
        id: row.id,
        name: row.name,
        kind,
        categoryId: row.categoryId,
        tier: row.cashback ?? 0.05,
        mainOffer: row.mainOffer ?? '',
        files: row.files,
        organizationId: row.organizationId ?? 1000 + row.id,
        payments: {
          pointsAccepts: row.pointsAccepts,
          pointsRate: row.pointsRate,
          sbpAccepts: row.sbpAccepts,
          sbpRate: row.sbpRate,
          cardAccepts: row.cardAccepts,
          cardRate: row.cardRate,
        },
      },
    ];
  });
}

/** Adds outlets to a city until it has `total` of them (existing ones count); returns how many were added. */
export async function topUpCity(tx: Tx, cityId: number, total: number): Promise<number> {
  const [city] = await tx.select().from(cities).where(eq(cities.id, cityId));
  if (!city) {
    throw new Error(`seed: no city with id ${cityId}`);
  }
  const [existing] = await tx.select({ n: count() }).from(salesUnits).where(eq(salesUnits.cityCodeId, cityId));
  const missing = total - (existing?.n ?? 0);
  if (missing <= 0) {
    return 0;
  }
  const brandList = await loadBrands(tx);
  if (brandList.length === 0) {
    throw new Error('seed: no brands with outlets to copy');
  }
  const known = CITIES.find((seed) => seed.name === city.name);
  const seedCity: CitySeed & { id: number } = {
    name: city.name,
    latitude: city.latitude,
    longitude: city.longitude,
    timeZone: city.timeZone,
    phoneCode: known?.phoneCode ?? '900',
    slug: known?.slug ?? slugOf(city.name),
    streets: known?.streets ?? [...COMMON_STREETS],
    id: city.id,
  };
  // Seeded by the city and its current size, so the same command on the same data adds the same outlets.
  const random = createRandom(hashString(`top-up:${cityId}:${existing?.n ?? 0}`));
  const plans = Array.from({ length: missing }, () => ({ brand: random.pick(brandList), city: seedCity }));
  await seedOutlets(tx, random, plans, { maxFeedbacks: TOP_UP_MAX_FEEDBACKS });
  await refreshAggregates(tx, cityId);
  await tx.execute(sql`analyze sales_units`);
  return missing;
}
