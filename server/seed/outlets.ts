import { openingHours, salesUnitActions, salesUnitActionTerms, salesUnits } from '../db/schema.ts';
import type { OutletBrand } from './brands.ts';
import { brandSlug, describeBusiness } from './brands.ts';
import { basePro } from '../../core/domain/cashback.ts';
import type { Tx } from './context.ts';
import { insertInChunks, insertReturningIds } from './context.ts';
import type { CitySeed } from './data/cities.ts';
import { COMMON_STREETS } from './data/cities.ts';
import { OFFLINE_CATEGORIES } from './data/offline.ts';
import { ACTION_TERMS, ACTION_TITLES } from './data/texts.ts';
import { seedFeedbacks } from './feedbacks.ts';
import { openingHoursFor } from './hours.ts';
import type { Random } from './random.ts';

/** One outlet to create: which brand, in which city. */
export interface OutletPlan {
  brand: OutletBrand;
  city: CitySeed & { id: number };
}

export interface OutletOptions {
  /** Upper bound of feedbacks per outlet. */
  maxFeedbacks: number;
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/** A point near the centre: most outlets within ~5 km, a few on the outskirts. */
function nearCentre(random: Random, latitude: number, longitude: number): { lat: number; lon: number } {
  const distanceKm = random.chance(0.85) ? random.next() * 5 : 5 + random.next() * 7;
  const angle = random.next() * 2 * Math.PI;
  const lat = latitude + (distanceKm / 111) * Math.sin(angle);
  const lon = longitude + (distanceKm / (111 * Math.cos((latitude * Math.PI) / 180))) * Math.cos(angle);
  return { lat: round(lat, 6), lon: round(lon, 6) };
}

function digits(random: Random, count: number): string {
  return Array.from({ length: count }, () => random.int(0, 9)).join('');
}

/** Mostly listed; some inactive or blocked in one flag or both, as the visibility rule of §4 expects. */
function status(random: Random): { active: boolean; blocked: boolean; blockedSf: boolean } {
  const r = random.next();
  if (r < 0.04) {
    return { active: false, blocked: false, blockedSf: false };
  }
  if (r < 0.07) {
    return { active: true, blocked: true, blockedSf: false };
  }
  if (r < 0.1) {
    return { active: true, blocked: false, blockedSf: true };
  }
  if (r < 0.12) {
    return { active: true, blocked: true, blockedSf: true };
  }
  return { active: true, blocked: false, blockedSf: false };
}

function outletRow(random: Random, plan: OutletPlan) {
  const { brand, city } = plan;
  const slug = brandSlug(brand);
  const streets = [...new Set([...city.streets, ...COMMON_STREETS])];
  const house = `${random.int(1, 150)}${random.chance(0.15) ? `, корп. ${random.int(1, 4)}` : ''}`;
  const address = `${random.pick(streets)}, ${house}`;
  const { lat, lon } = nearCentre(random, city.latitude, city.longitude);
  const keywords = OFFLINE_CATEGORIES.find((c) => c.kind === brand.kind)!.keywords;
  return {
    name: brand.name,
    brandId: brand.id,
    keywords: `${keywords}, ${brand.name.toLowerCase()}`,
    phone: `7${random.chance(0.6) ? city.phoneCode : `9${digits(random, 2)}`}${digits(random, 7)}`,
    email: random.chance(0.6) ? `info@${slug}.ru` : null,
    // Some addresses come without a scheme, as partners type them; the card adds https://.
    website: random.chance(0.5) ? `https://${slug}.ru` : random.chance(0.4) ? `${slug}.ru` : null,
    telegram: random.chance(0.4) ? `https://t.me/${slug.replace(/-/g, '_')}` : null,
    twoGis: `https://2gis.ru/${city.slug}/geo/${lon},${lat}`,
    yandexMaps: `https://yandex.ru/maps/?pt=${lon},${lat}&z=17&l=map`,
    vk: random.chance(0.5) ? `https://vk.com/${slug}` : null,
    ok: random.chance(0.15) ? `https://ok.ru/${slug}` : null,
    instagram: random.chance(0.3) ? `https://instagram.com/${slug.replace(/-/g, '_')}` : null,
    mainOffer: brand.mainOffer,
    description: `${describeBusiness(brand.kind, brand.name)} Адрес: ${city.name}, ${address}.`,
    address,
    coordinatesLatitude: lat,
    coordinatesLongitude: lon,
    categoryId: brand.categoryId,
    cityCodeId: city.id,
    organizationId: brand.organizationId,
    files: brand.files,
    position: random.chance(0.08) ? random.int(1, 20) : null,
    ...status(random),
    ...brand.payments,
  };
}

/** The PRO size an action stores: the core ratio of its base size (docs/cashback.md), so every figure agrees. */
const proSize = (size: number): number => round(basePro(size).pro, 4);

/**
 * Offers of one outlet: the first pays the brand's tier; PRO is the core ratio of the base size, stored
 * or (sometimes) left for the portal to derive; some have an sf override. The outlet's maximumCashback
 * is computed from these by refreshAggregates.
 */
function actionsFor(random: Random, salesUnitId: number, tier: number) {
  const count = random.chance(0.05) ? 0 : random.int(1, 3);
  const titles = random.sample(ACTION_TITLES, count);
  const actions = titles.map((title, index) => {
    const size = index === 0 ? tier : round(Math.max(0.01, tier + random.pick([-0.02, -0.01, 0.01, 0.03])), 4);
    const unknownSize = random.chance(0.02);
    return {
      salesUnitId,
      number: index + 1,
      sf: false,
      paymentSize: unknownSize ? null : size,
      paymentSizePro: unknownSize || random.chance(0.15) ? null : proSize(size),
      title,
    };
  });
  const first = actions[0];
  if (first && first.paymentSize !== null && random.chance(0.15)) {
    // A showcase override of the same offer number, which the sort rule must put first.
    const size = round(first.paymentSize + 0.01, 4);
    actions.push({ ...first, sf: true, paymentSize: size, paymentSizePro: proSize(size) });
  }
  return actions;
}

/** Creates the outlets with their offers, terms, seven days of hours and feedbacks; returns their ids. */
export async function seedOutlets(
  tx: Tx,
  random: Random,
  plans: readonly OutletPlan[],
  options: OutletOptions,
): Promise<number[]> {
  const rows = plans.map((plan) => outletRow(random, plan));
  const ids = await insertReturningIds(rows, (chunk) =>
    tx.insert(salesUnits).values(chunk).returning({ id: salesUnits.id }),
  );

  const actions = ids.flatMap((id, index) => actionsFor(random, id, plans[index]!.brand.tier));
  await insertInChunks(actions, (chunk) => tx.insert(salesUnitActions).values(chunk));

  const terms = ids.flatMap((salesUnitId) =>
    random.sample(ACTION_TERMS, random.int(1, 3)).map((text) => ({ salesUnitId, text })),
  );
  await insertInChunks(terms, (chunk) => tx.insert(salesUnitActionTerms).values(chunk));

  const hours = ids.flatMap((salesUnitId, index) =>
    openingHoursFor(plans[index]!.brand.kind, random).map((day) => ({ salesUnitId, ...day })),
  );
  await insertInChunks(hours, (chunk) => tx.insert(openingHours).values(chunk));

  await seedFeedbacks(tx, random, ids, options.maxFeedbacks);
  return ids;
}
