/** What the first address of a page load tells the application start. */
import type { AppBootInput } from '../../core/machines/appBoot.ts';
import { parseReferral } from '../../core/domain/referral.ts';
import type { Referral } from '../../core/model/index.ts';
import type { CityStore, ReferralStore } from '../../core/ports/index.ts';
import type { RootSearch } from '../../core/domain/pageParams.ts';
import { isFrameLocation } from './frameMode.ts';

export interface Startup {
  bootInput: AppBootInput;
  /** ref_mode + ref_id, to be kept in the referral store (portal §4 «Referral»). */
  referral: Referral | null;
  /** current_city_id: the city the host page asks for. */
  currentCityId: number | null;
}

/**
 * Reads the start parameters. In frames mode the refresh takes its tokens from the URL (portal §7):
 * `refresh_token` and `t`, the host page's access token, which the server needs to check the
 * session's signature and subject. The fingerprint is this browser's own: the framed portal runs in
 * the same browser as the host page, so it matches the one the session was issued for.
 */
export function readStartup(location: { pathname: string; search: RootSearch }, fingerprint: string): Startup {
  const { search } = location;
  const framed = isFrameLocation(location);
  const frameTokens =
    framed && search.refresh_token !== undefined
      ? { refreshToken: search.refresh_token, accessToken: search.t ?? '', fingerprint }
      : null;
  return {
    bootInput: { fingerprint, frameTokens },
    referral: parseReferral(search.ref_mode, search.ref_id),
    currentCityId: search.current_city_id ?? null,
  };
}

/**
 * The first address without the host page's tokens (`refresh_token`, and `t` with it), or null when
 * there is nothing to remove. In frames mode they are exchanged once for the frame's own session
 * (docs/security.md «Frames mode»); left in the address, a reload would present them again and they
 * would travel in the Referer and the history. `t` outside frames mode is the reset link's and stays.
 */
export function addressWithoutHostTokens(href: string): string | null {
  const url = new URL(href, 'http://portal.invalid');
  const search = Object.fromEntries(url.searchParams);
  if (!url.searchParams.has('refresh_token') || !isFrameLocation({ pathname: url.pathname, search })) {
    return null;
  }
  url.searchParams.delete('refresh_token');
  url.searchParams.delete('t');
  const query = url.searchParams.toString();
  return `${url.pathname}${query === '' ? '' : `?${query}`}${url.hash}`;
}

/**
 * Keeps what the visit's address says about the visitor (the referral, the host's city) in the browser's
 * stores. The app's entry does it as it starts, before the session's code arrives: a visitor who moves on
 * at once must not lose them, and the session's start reads the city from the store.
 */
export function keepVisitFacts(
  startup: Pick<Startup, 'referral' | 'currentCityId'>,
  stores: { referrals: ReferralStore; cityStore: CityStore },
): void {
  if (startup.referral !== null) {
    stores.referrals.save(startup.referral);
  }
  if (startup.currentCityId !== null) {
    // Stored before the session's start reads it, so a signed-out visit opens in the host's city.
    stores.cityStore.save(startup.currentCityId);
  }
}
