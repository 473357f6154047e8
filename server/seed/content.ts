import { and, eq, sql } from 'drizzle-orm';
import { cashbackPercent } from '../../core/domain/cashback.ts';
import { news, offlineBanners, onlineBanners, salesUnits } from '../db/schema.ts';
import { listableOutlet } from '../queries/listable.ts';
import type { SeededBrand } from './brands.ts';
import type { Tx } from './context.ts';
import { DAY_MS, SEED_REFERENCE_DATE, storeSvgs } from './context.ts';
import { NEWS } from './data/news.ts';
import type { Random } from './random.ts';
import type { SeededCity } from './reference.ts';
import type { Glyph } from './glyphs.ts';
import { bannerPictureSvg, newsPictureSvg, offlineGlyph } from './pictures.ts';

/** Far enough ahead that the active-news window (which ends now) never reaches it. */
const SCHEDULED_AT = new Date(Date.UTC(2100, 0, 1));

/** News with preview pictures (without their titles: the card prints them); local news belongs to its city, the rest to every city. */
export async function seedNews(tx: Tx, cities: readonly SeededCity[]): Promise<void> {
  const previews = await storeSvgs(
    tx,
    NEWS.map((item) => newsPictureSvg(item.title)),
  );
  await tx.insert(news).values(
    NEWS.map((item, index) => ({
      title: item.title,
      text: item.text,
      previewFileId: previews[index]!,
      publishedAt: item.scheduled
        ? SCHEDULED_AT
        : new Date(SEED_REFERENCE_DATE - item.daysAgo * DAY_MS - index * 37 * 60 * 1000),
      cityCodeId: item.city === undefined ? null : cities.find((city) => city.name === item.city)!.id,
      newsDestinationId: item.destination ?? 1,
    })),
  );
}

/** The best cashback the listed outlets of one category pay in each city, as whole percents. */
async function bestPercentByCity(tx: Tx, categoryId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ cityId: salesUnits.cityCodeId, best: sql<number | null>`max(${salesUnits.maximumCashback})` })
    .from(salesUnits)
    .where(and(eq(salesUnits.categoryId, categoryId), listableOutlet()))
    .groupBy(salesUnits.cityCodeId);
  const best = new Map<number, number>();
  for (const row of rows) {
    if (row.cityId !== null && row.best !== null) {
      best.set(row.cityId, cashbackPercent(Number(row.best)));
    }
  }
  return best;
}

/** A banner row to insert, with the pictogram its picture is drawn with. */
interface SeededBanner {
  cityCodeId: number;
  typeId: number;
  title: string;
  link: string | null;
  active: boolean;
  glyph: Glyph;
}

/**
 * Banners of both showcases for every city: type 1 (the main slider) and type 2 (the strip
 * under it); one offline banner per city is switched off. A banner's figure is read from the outlets
 * seeded before it, so it never promises more than the city's coffee shops pay; a city without a listed
 * coffee shop gets no such banner. Run after the outlets' aggregates.
 */
export async function seedBanners(
  tx: Tx,
  random: Random,
  cities: readonly SeededCity[],
  brands: readonly SeededBrand[],
  shopIds: readonly number[],
  coffeeCategoryId: number,
): Promise<void> {
  const coffee = await bestPercentByCity(tx, coffeeCategoryId);
  const offline = cities.flatMap((city) => {
    const local = brands.filter((brand) => brand.seed.chain || brand.homeCity?.id === city.id);
    const [first, second] = random.sample(local, 2);
    const coffeeBest = coffee.get(city.id);
    const banners: SeededBanner[] = [
      ...(coffeeBest === undefined
        ? []
        : [
            {
              cityCodeId: city.id,
              typeId: 1,
              title: `Кэшбэк до ${coffeeBest} % в кофейнях — ${city.name}`,
              link: '/brands',
              active: true,
              glyph: 'cup' as const,
            },
          ]),
      {
        cityCodeId: city.id,
        typeId: 1,
        title: `${first!.name}: ${first!.mainOffer.toLowerCase()}`,
        link: `/brands/${first!.id}`,
        active: true,
        glyph: offlineGlyph(first!.kind),
      },
      {
        cityCodeId: city.id,
        typeId: 2,
        title: `Новое в городе: ${second!.name}`,
        link: `/brands/${second!.id}`,
        active: true,
        glyph: offlineGlyph(second!.kind),
      },
      { cityCodeId: city.id, typeId: 1, title: 'Прошедшая акция', link: null, active: false, glyph: 'ticket' },
    ];
    return banners;
  });
  const online = cities.flatMap((city) => {
    const [shopId, otherShopId] = random.sample(shopIds, 2);
    const banners: SeededBanner[] = [
      {
        cityCodeId: city.id,
        typeId: 1,
        title: 'Кэшбэк в онлайн-магазинах',
        link: '/online',
        active: true,
        glyph: 'bag',
      },
      {
        cityCodeId: city.id,
        typeId: 1,
        title: 'Маркетплейсы: кэшбэк ×2',
        link: `/online/${shopId!}`,
        active: true,
        glyph: 'bag',
      },
      {
        cityCodeId: city.id,
        typeId: 2,
        title: `Доставка по городу ${city.name}`,
        link: `/online/${otherShopId!}`,
        active: true,
        glyph: 'car',
      },
    ];
    return banners;
  });
  const offlineFiles = await storeSvgs(
    tx,
    offline.map((banner) => bannerPictureSvg(banner.title, banner.glyph)),
  );
  const onlineFiles = await storeSvgs(
    tx,
    online.map((banner) => bannerPictureSvg(banner.title, banner.glyph)),
  );
  await tx
    .insert(offlineBanners)
    .values(offline.map(({ glyph: _glyph, ...banner }, index) => ({ ...banner, fileId: offlineFiles[index]! })));
  await tx
    .insert(onlineBanners)
    .values(online.map(({ glyph: _glyph, ...banner }, index) => ({ ...banner, fileId: onlineFiles[index]! })));
}
