import type { FileRef, PaymentProductFields } from '../../core/model/index.ts';
import { brands } from '../db/schema.ts';
import type { Tx } from './context.ts';
import { slugOf, storeSvgs } from './context.ts';
import type { BrandSeed, OutletKind } from './data/offline.ts';
import { BRANDS, OFFLINE_CATEGORIES } from './data/offline.ts';
import { MAIN_OFFERS } from './data/texts.ts';
import type { Random } from './random.ts';
import type { SeededCity } from './reference.ts';
import { brandLogoSvg, brandPhotoSvg, offlineGlyph, PHOTO_VARIANTS } from './pictures.ts';

/** What outlet generation needs to know about a brand. */
export interface OutletBrand {
  id: number;
  name: string;
  kind: OutletKind;
  categoryId: number;
  /** The brand's usual cashback fraction; its outlets' first action pays this. */
  tier: number;
  mainOffer: string;
  files: FileRef[];
  organizationId: number;
  /** What the brand's outlets accept ({product}Accepts / {product}Rate). */
  payments: Required<PaymentProductFields>;
}

export interface SeededBrand extends OutletBrand {
  seed: BrandSeed;
  homeCity: SeededCity | null;
}

const TIERS = [0.02, 0.03, 0.05, 0.05, 0.07, 0.1, 0.12, 0.15] as const;
const POINTS_RATES = [0.3, 0.5, null] as const;

/**
 * The payment products a brand and its outlets accept: every card; СБП at every other brand; points at
 * three brands in four, up to 30 % or 50 % of a bill or without a limit. Decided by the brand's place in
 * the list rather than drawn, so adding them changed no other seeded value.
 */
function paymentPolicyOf(index: number): Required<PaymentProductFields> {
  const points = index % 4 !== 3;
  return {
    pointsAccepts: points,
    pointsRate: points ? POINTS_RATES[index % POINTS_RATES.length]! : null,
    sbpAccepts: index % 2 === 0,
    sbpRate: null,
    cardAccepts: true,
    cardRate: null,
  };
}
/** Gallery photos per brand; one more picture is its card's background. */
const PHOTOS_PER_BRAND = PHOTO_VARIANTS - 1;

/** Every brand with a logo, a background and photos; local brands get a home city in turn. */
export async function seedBrands(
  tx: Tx,
  random: Random,
  cities: readonly SeededCity[],
  categoryIds: ReadonlyMap<OutletKind, number>,
): Promise<SeededBrand[]> {
  const pictures = BRANDS.flatMap((brand) => {
    const glyph = offlineGlyph(brand.kind);
    return [
      brandLogoSvg(brand.name, glyph),
      ...Array.from({ length: PHOTOS_PER_BRAND + 1 }, (_, v) => brandPhotoSvg(brand.name, glyph, v)),
    ];
  });
  const fileIds = await storeSvgs(tx, pictures);
  const perBrand = PHOTOS_PER_BRAND + 2;
  const topPositions = random.sample(
    BRANDS.map((_, index) => index),
    10,
  );

  let localIndex = 0;
  const planned = BRANDS.map((seed, index) => {
    const [logoId, bgId, ...photoIds] = fileIds.slice(index * perBrand, (index + 1) * perBrand) as [
      number,
      number,
      ...number[],
    ];
    const tier = random.pick(TIERS);
    const homeCity = seed.chain ? null : cities[localIndex++ % cities.length]!;
    const files: FileRef[] = [
      { bg: true, fileId: bgId, priority: 0 },
      ...photoIds.map((fileId, p) => ({ bg: false, fileId, priority: p + 1 })),
    ];
    const positionIndex = topPositions.indexOf(index);
    return {
      row: {
        name: seed.name,
        description: describeBusiness(seed.kind, seed.name),
        logoId,
        bgId,
        mainOffer: random.pick(MAIN_OFFERS),
        positionSf: positionIndex >= 0 ? positionIndex + 1 : null,
        cityCodeId: homeCity?.id ?? null,
        showroomCardType: random.pick([1, 2]),
        showroomBadgeType: random.chance(0.3) ? random.int(1, 3) : null,
        files,
        ...paymentPolicyOf(index),
      },
      seed,
      tier,
      homeCity,
    };
  });

  const rows = await tx
    .insert(brands)
    .values(planned.map((p) => p.row))
    .returning({ id: brands.id });

  return planned.map((p, index) => ({
    id: rows[index]!.id,
    name: p.seed.name,
    kind: p.seed.kind,
    categoryId: categoryIds.get(p.seed.kind)!,
    tier: p.tier,
    mainOffer: p.row.mainOffer,
    files: p.row.files,
    organizationId: 1000 + index,
    payments: paymentPolicyOf(index),
    seed: p.seed,
    homeCity: p.homeCity,
  }));
}

/** The category's sentence about a business of this kind, with its name. */
export function describeBusiness(kind: OutletKind, name: string): string {
  const category = OFFLINE_CATEGORIES.find((c) => c.kind === kind)!;
  return category.description.replace('{name}', name);
}

/** A slug per brand name, used for its web addresses. */
export function brandSlug(brand: { name: string }): string {
  return slugOf(brand.name);
}
