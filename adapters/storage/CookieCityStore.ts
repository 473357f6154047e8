import type { CityStore } from '../../core/ports/storage.ts';
import { CITY_COOKIE_NAME, parseCityId } from '../../core/domain/pageCity.ts';
import { baseCookieAttributes, documentCookieJar, isSecurePage, readCookie, writeCookie } from './cookieJar.ts';
import { pageStorage } from './pageStorage.ts';
import type { CookieAttributes, CookieJar } from './cookieJar.ts';

const STORAGE_KEY = 'cityId';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface CookieCityStoreOptions {
  /** The main domain whose subdomains share the city (e.g. 'rjadom.ru'); null keeps the cookie on this host only. */
  mainDomain: string | null;
  secure?: boolean;
}

/** The chosen city in localStorage and in a cookie shared across the main domain's subdomains (portal §3). */
export class CookieCityStore implements CityStore {
  private readonly attributes: CookieAttributes;

  constructor(
    private readonly storage: Storage,
    private readonly cookies: CookieJar,
    options: CookieCityStoreOptions,
  ) {
    const base = baseCookieAttributes(options.secure ?? false);
    this.attributes = options.mainDomain === null ? base : { ...base, domain: cookieDomain(options.mainDomain) };
  }

  /** The store of the current page. */
  static fromWindow(mainDomain: string | null): CookieCityStore {
    return new CookieCityStore(pageStorage('localStorage'), documentCookieJar(), {
      mainDomain,
      secure: isSecurePage(),
    });
  }

  /** localStorage first; the cookie carries the city chosen on another subdomain. */
  read(): number | null {
    return parseCityId(this.storage.getItem(STORAGE_KEY)) ?? parseCityId(readCookie(this.cookies, CITY_COOKIE_NAME));
  }

  save(cityId: number): void {
    const value = String(cityId);
    this.storage.setItem(STORAGE_KEY, value);
    writeCookie(this.cookies, CITY_COOKIE_NAME, value, { ...this.attributes, maxAge: ONE_YEAR_SECONDS });
  }
}

function cookieDomain(mainDomain: string): string {
  return mainDomain.startsWith('.') ? mainDomain : `.${mainDomain}`;
}
