import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { OnlineShopRecord } from '../../core/model/index.ts';
import type { Db } from '../db/database.ts';
import { onlineShops } from '../db/schema.ts';

/** Exactly the columns of an OnlineShopRecord. */
const onlineShopRecordColumns = {
  shopId: onlineShops.shopId,
  name: onlineShops.name,
  nameSf: onlineShops.nameSf,
  keywords: onlineShops.keywords,
  keywordsSf: onlineShops.keywordsSf,
  phone: onlineShops.phone,
  email: onlineShops.email,
  website: onlineShops.website,
  websiteSf: onlineShops.websiteSf,
  adUrl: onlineShops.adUrl,
  adUrlSf: onlineShops.adUrlSf,
  telegram: onlineShops.telegram,
  description: onlineShops.description,
  descriptionSf: onlineShops.descriptionSf,
  doublecardSf: onlineShops.doublecardSf,
  frontActionSf: onlineShops.frontActionSf,
  frontPromoSf: onlineShops.frontPromoSf,
  categoryId: onlineShops.categoryId,
  categorySf: onlineShops.categorySf,
  cityCodeId: onlineShops.cityCodeId,
  countryCodeId: onlineShops.countryCodeId,
  maximumCashback: onlineShops.maximumCashback,
  logo: onlineShops.logo,
  logoPath: onlineShops.logoPath,
  logoFileId: onlineShops.logoFileId,
  position: onlineShops.position,
} as const;

/**
 * Shops of a country a shopper in `cityCodeId` can use: the city's own shops plus those with no city
 * (they deliver everywhere). `cityCodeId` null gives only the everywhere shops.
 */
export function publicOnlineShops(
  db: Db,
  countryCodeId: number,
  cityCodeId: number | null,
): Promise<OnlineShopRecord[]> {
  const city: SQL =
    cityCodeId === null
      ? isNull(onlineShops.cityCodeId)
      : or(eq(onlineShops.cityCodeId, cityCodeId), isNull(onlineShops.cityCodeId))!;
  return db
    .select(onlineShopRecordColumns)
    .from(onlineShops)
    .where(and(eq(onlineShops.countryCodeId, countryCodeId), city))
    .orderBy(sql`${onlineShops.position} asc nulls last`, asc(onlineShops.shopId));
}

/** One shop, or null. */
export async function publicOnlineShop(db: Db, shopId: number): Promise<OnlineShopRecord | null> {
  const [row] = await db.select(onlineShopRecordColumns).from(onlineShops).where(eq(onlineShops.shopId, shopId));
  return row ?? null;
}

/** Whether a shop exists. */
export async function onlineShopExists(db: Db, shopId: number): Promise<boolean> {
  const [row] = await db.select({ shopId: onlineShops.shopId }).from(onlineShops).where(eq(onlineShops.shopId, shopId));
  return row !== undefined;
}

/** What the logo endpoint needs to know about a shop. */
export interface ShopLogoSource {
  name: string;
  nameSf: string | null;
  logoFileId: number | null;
}

export async function shopLogoSource(db: Db, shopId: number): Promise<ShopLogoSource | null> {
  const [row] = await db
    .select({ name: onlineShops.name, nameSf: onlineShops.nameSf, logoFileId: onlineShops.logoFileId })
    .from(onlineShops)
    .where(eq(onlineShops.shopId, shopId));
  return row ?? null;
}
