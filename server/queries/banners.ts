import { and, asc, eq } from 'drizzle-orm';
import type { Banner, BannerQuery } from '../../core/model/index.ts';
import type { Db } from '../db/database.ts';
import { offlineBanners, onlineBanners } from '../db/schema.ts';

/** Which showcase a banner belongs to. */
export type BannerShowcase = 'offline' | 'online';

/** The switched-on banners of a showcase for a city and type, in the order they were added. */
export function activeBanners(db: Db, showcase: BannerShowcase, query: BannerQuery): Promise<Banner[]> {
  const table = showcase === 'offline' ? offlineBanners : onlineBanners;
  return db
    .select({ id: table.id, title: table.title, fileId: table.fileId, link: table.link, typeId: table.typeId })
    .from(table)
    .where(
      and(
        eq(table.active, true),
        eq(table.countryCodeId, query.countryCodeId),
        eq(table.cityCodeId, query.cityCodeId),
        eq(table.typeId, query.typeId),
      ),
    )
    .orderBy(asc(table.id));
}
