/**
 * Where a banner leads. Banners carry a link as text; only the portal's own pages and http(s)
 * addresses become links, so a stored 'javascript:' or '//elsewhere' value never does.
 */

/** A portal page a banner may open, in the router's terms. */
export type BannerRoute =
  | { to: '/' | '/brands' | '/offline' | '/online' | '/news' | '/partner_application' }
  | { to: '/brands/$brandId'; params: { brandId: string } }
  | { to: '/offline/$outletId'; params: { outletId: string } }
  | { to: '/online/$shopId'; params: { shopId: string } }
  | { to: '/news/$newsId'; params: { newsId: string } };

export type BannerTarget =
  { kind: 'route'; route: BannerRoute } | { kind: 'external'; href: string } | { kind: 'none' };

const LISTS = ['/', '/brands', '/offline', '/online', '/news', '/partner_application'] as const;

function routeOf(pathname: string): BannerRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const list = LISTS.find((item) => item === path);
  if (list !== undefined) {
    return { to: list };
  }
  const detail = /^\/(brands|offline|online|news)\/([1-9]\d{0,8})$/.exec(path);
  if (detail === null) {
    return null;
  }
  const id = detail[2]!;
  switch (detail[1]) {
    case 'brands':
      return { to: '/brands/$brandId', params: { brandId: id } };
    case 'offline':
      return { to: '/offline/$outletId', params: { outletId: id } };
    case 'online':
      return { to: '/online/$shopId', params: { shopId: id } };
    default:
      return { to: '/news/$newsId', params: { newsId: id } };
  }
}

/** Reads a banner's link: a portal page (opened by the router), an external http(s) address, or nothing. */
export function bannerTarget(link: string | null | undefined): BannerTarget {
  const text = link?.trim() ?? '';
  if (text.startsWith('/') && !text.startsWith('//')) {
    const route = routeOf(new URL(text, 'http://portal.invalid').pathname);
    return route === null ? { kind: 'none' } : { kind: 'route', route };
  }
  if (/^https?:\/\//i.test(text)) {
    try {
      return { kind: 'external', href: new URL(text).toString() };
    } catch {
      return { kind: 'none' };
    }
  }
  return { kind: 'none' };
}

/** The words of a banner's button by the page it opens (issue 31 §6: a banner says what to do next). */
const CALLS_TO_ACTION: Record<BannerRoute['to'], string> = {
  '/': 'Подробнее',
  '/brands': 'Смотреть партнёров',
  '/offline': 'Смотреть партнёров',
  '/online': 'Смотреть магазины',
  '/news': 'Все новости',
  '/partner_application': 'Оставить заявку',
  '/brands/$brandId': 'К партнёру',
  '/offline/$outletId': 'К точке',
  '/online/$shopId': 'В магазин',
  '/news/$newsId': 'Читать',
};

/** A banner's call to action: named after where it leads; null for a banner that leads nowhere. */
export function bannerCallToAction(target: BannerTarget): string | null {
  switch (target.kind) {
    case 'route':
      return CALLS_TO_ACTION[target.route.to];
    case 'external':
      return 'Подробнее';
    default:
      return null;
  }
}
