/**
 * The key of one public read: the port method and its arguments. The server's render and the
 * browser's first load make the same calls with the same arguments, so the key names one answer.
 */
export function answerKey(method: string, args: readonly unknown[]): string {
  return `${method}:${JSON.stringify(args)}`;
}


/**
 * The ApiPort calls a page may read before anyone signs in: the only ones a server render makes and
 * the only ones a page may answer from its preloaded data (anything signed-in always goes to the API).
 */
export const PUBLIC_READS = [
  'activeCities',
  'onlineCategories',
  'offlineCategories',
  'salesUnitsPublicList',
  'salesUnitsPublicPage',
  'brandOutletsPublicList',
  'onlineShopsPublicList',
  'offlinePartners',
  'brand',
  'salesUnit',
  'onlineShop',
  'salesUnitActions',
  'onlineShopActions',
  'salesUnitActionTerms',
  'onlineShopActionTerms',
  'openingHours',
  'activeNews',
  'news',
  'feedbacks',
  'feedbackReplies',
  'offlineBanners',
  'onlineBanners',
] as const;

export type PublicRead = (typeof PUBLIC_READS)[number];

export function isPublicRead(method: string | symbol): method is PublicRead {
  return typeof method === 'string' && (PUBLIC_READS as readonly string[]).includes(method);
}
