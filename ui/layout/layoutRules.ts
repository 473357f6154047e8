/** The part of a route match the layout decision reads. */
export interface MatchLike {
  status: string;
  staticData?: { bare?: boolean } | undefined;
  globalNotFound?: boolean;
  _notFound?: boolean;
}

/**
 * Portal §2 «Layout»: no navbar or footer on the sign-in, request and frames routes (marked `bare`)
 * nor on the 404 and 505 pages (a match that is not found or failed).
 */
export function isBareLayout(matches: readonly MatchLike[]): boolean {
  return matches.some((match) => match.staticData?.bare === true) || isErrorPage(matches);
}

/** The 404 and 505 pages: a match that is not found or failed. They ask nothing of the visitor, not even a city. */
export function isErrorPage(matches: readonly MatchLike[]): boolean {
  return matches.some(
    (match) =>
      match.status === 'notFound' ||
      match.status === 'error' ||
      match.globalNotFound === true ||
      match._notFound === true,
  );
}
