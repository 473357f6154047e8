import {
  HOME_BANNER_REQUESTS,
  homeBanners,
  type BannerKind,
  type HomeBanner,
} from '../../../core/domain/showcase/banners.ts';
import { sortBrands } from '../../../core/domain/showcase/sorting.ts';
import type { Brand, OnlineShopRecord } from '../../../core/model/index.ts';
import { settle, type Settled } from '../../app/settled.ts';
import { type Context, cityScope } from './common.ts';

export interface HomeData {
  banners: Record<BannerKind, HomeBanner[]> | null;
  brands: Settled<Brand[]>;
  shops: Settled<OnlineShopRecord[]>;
}

/** /: the banners (a showcase whose banners cannot be read shows none), the top partners and the online shops. */
export async function homeLoader(options: Context): Promise<HomeData | null> {
  const { api, logger } = options.context.services;
  const scope = cityScope(options);
  if (scope === null) {
    return null;
  }
  const banners = Promise.all(
    HOME_BANNER_REQUESTS.map(({ showcase, typeId }) =>
      (showcase === 'offline'
        ? api.offlineBanners({ ...scope, typeId })
        : api.onlineBanners({ ...scope, typeId })
      ).catch((error: unknown) => {
        logger.error('home: banners could not be read', error);
        return [];
      }),
    ),
  ).then(homeBanners);
  const [bannerKinds, brands, shops] = await Promise.all([
    banners,
    settle(
      api.offlinePartners({ cityCodeId: scope.cityCodeId, categoryId: 0 }).then((answer) => sortBrands(answer.brands)),
    ),
    settle(api.onlineShopsPublicList(scope)),
  ]);
  return { banners: bannerKinds, brands, shops };
}
