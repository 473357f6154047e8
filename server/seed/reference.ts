import { cities, offlineCategories, onlineCategories } from '../db/schema.ts';
import type { Tx } from './context.ts';
import { storeSvgs } from './context.ts';
import { CITIES } from './data/cities.ts';
import type { CitySeed } from './data/cities.ts';
import type { OutletKind } from './data/offline.ts';
import { OFFLINE_CATEGORIES } from './data/offline.ts';
import type { ShopKind } from './data/online.ts';
import { ONLINE_CATEGORIES } from './data/online.ts';
import { categoryIconSvg, offlineGlyph, onlineGlyph } from './pictures.ts';

export interface SeededCity extends CitySeed {
  id: number;
}

export interface Reference {
  cities: SeededCity[];
  offlineCategoryIds: Map<OutletKind, number>;
  onlineCategoryIds: Map<ShopKind, number>;
}

/** Cities and both category lists, each category with a generated icon. */
export async function seedReference(tx: Tx): Promise<Reference> {
  const cityRows = await tx
    .insert(cities)
    .values(CITIES.map(({ name, latitude, longitude, timeZone }) => ({ name, latitude, longitude, timeZone })))
    .returning({ id: cities.id });
  const seededCities = CITIES.map((city, index) => ({ ...city, id: cityRows[index]!.id }));

  const offlineIcons = await storeSvgs(
    tx,
    OFFLINE_CATEGORIES.map((category) => categoryIconSvg(category.name, offlineGlyph(category.kind))),
  );
  const offlineRows = await tx
    .insert(offlineCategories)
    .values(
      OFFLINE_CATEGORIES.map((category, index) => ({
        name: category.name,
        iconFileId: offlineIcons[index]!,
        position: index + 1,
      })),
    )
    .returning({ id: offlineCategories.id });

  const onlineIcons = await storeSvgs(
    tx,
    ONLINE_CATEGORIES.map((category) => categoryIconSvg(category.name, onlineGlyph(category.kind))),
  );
  const onlineRows = await tx
    .insert(onlineCategories)
    .values(
      ONLINE_CATEGORIES.map((category, index) => ({
        name: category.name,
        iconFileId: onlineIcons[index]!,
        position: index + 1,
      })),
    )
    .returning({ id: onlineCategories.id });

  return {
    cities: seededCities,
    offlineCategoryIds: new Map(OFFLINE_CATEGORIES.map((category, index) => [category.kind, offlineRows[index]!.id])),
    onlineCategoryIds: new Map(ONLINE_CATEGORIES.map((category, index) => [category.kind, onlineRows[index]!.id])),
  };
}
