/** The main page's banners (portal §7 «active banners» of both showcases, by city and typeId). */
import type { Banner } from '../../model/index.ts';

/** Where a banner shows on the main page: the main slider or the strip under it. */
export type BannerKind = 'slider' | 'strip';

/** One banner read of the main page: which showcase's banners, of which type, and where they show. */
export interface BannerRequest {
  kind: BannerKind;
  showcase: 'offline' | 'online';
  /** The stored banner type: 1 is the main slider, 2 the strip under it. */
  typeId: number;
}

/** The banner reads of the main page, in the order their banners show: offline before online within each kind. */
export const HOME_BANNER_REQUESTS: readonly BannerRequest[] = [
  { kind: 'slider', showcase: 'offline', typeId: 1 },
  { kind: 'slider', showcase: 'online', typeId: 1 },
  { kind: 'strip', showcase: 'offline', typeId: 2 },
  { kind: 'strip', showcase: 'online', typeId: 2 },
];

/**
 * A banner of the main page with its key there: the offline and the online showcase number their banners each
 * on its own, so a slider holds two banners 1 (issue 31 §3: React's duplicate keys on `/`).
 */
export interface HomeBanner extends Banner {
  /** The showcase and the id: unique among the main page's banners. */
  key: string;
}

/** The main page's banners of each kind from the answers to HOME_BANNER_REQUESTS, given in that order. */
export function homeBanners(answers: readonly (readonly Banner[])[]): Record<BannerKind, HomeBanner[]> {
  const banners: Record<BannerKind, HomeBanner[]> = { slider: [], strip: [] };
  HOME_BANNER_REQUESTS.forEach((request, index) => {
    for (const banner of answers[index] ?? []) {
      banners[request.kind].push({ ...banner, key: request.showcase + banner.id });
    }
  });
  return banners;
}
