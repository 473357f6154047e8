import { REFERRAL_COOKIE_SECONDS } from '../../core/domain/constants.ts';
import { parseReferral } from '../../core/domain/referral.ts';
import type { Referral } from '../../core/model/index.ts';
import type { ReferralStore } from '../../core/ports/storage.ts';
import {
  baseCookieAttributes,
  documentCookieJar,
  isSecurePage,
  readCookie,
  removeCookie,
  writeCookie,
} from './cookieJar.ts';
import { pageStorage } from './pageStorage.ts';
import type { CookieAttributes, CookieJar } from './cookieJar.ts';

const MODE = 'ref_mode';
const ID = 'ref_id';
/** sessionStorage never expires within a tab, so it keeps the 600 s deadline the cookies enforce. */
const EXPIRES_AT = 'ref_expires_at';

export interface SessionReferralStoreOptions {
  secure?: boolean;
  /** Wall-clock time in unix ms, for the sessionStorage deadline. */
  now?: () => number;
}

/** The referral in sessionStorage and in cookies ref_mode/ref_id, both kept 600 s (portal §3, §9). */
export class SessionReferralStore implements ReferralStore {
  private readonly attributes: CookieAttributes;
  private readonly now: () => number;

  constructor(
    private readonly storage: Storage,
    private readonly cookies: CookieJar,
    options: SessionReferralStoreOptions = {},
  ) {
    this.attributes = baseCookieAttributes(options.secure ?? false);
    this.now = options.now ?? Date.now;
  }

  /** The store of the current page: its sessionStorage and document.cookie. */
  static fromWindow(): SessionReferralStore {
    return new SessionReferralStore(pageStorage('sessionStorage'), documentCookieJar(), { secure: isSecurePage() });
  }

  /** sessionStorage first while its deadline holds; otherwise the cookies, which the browser expires. */
  read(): Referral | null {
    return this.readSession() ?? parseReferral(readCookie(this.cookies, MODE), readCookie(this.cookies, ID));
  }

  save(referral: Referral): void {
    this.storage.setItem(MODE, referral.mode);
    this.storage.setItem(ID, referral.id);
    this.storage.setItem(EXPIRES_AT, String(this.now() + REFERRAL_COOKIE_SECONDS * 1000));
    const options = { ...this.attributes, maxAge: REFERRAL_COOKIE_SECONDS };
    writeCookie(this.cookies, MODE, referral.mode, options);
    writeCookie(this.cookies, ID, referral.id, options);
  }

  clear(): void {
    for (const key of [MODE, ID, EXPIRES_AT]) {
      this.storage.removeItem(key);
    }
    removeCookie(this.cookies, MODE, this.attributes);
    removeCookie(this.cookies, ID, this.attributes);
  }

  private readSession(): Referral | null {
    const expiresAt = Number(this.storage.getItem(EXPIRES_AT));
    if (!Number.isFinite(expiresAt) || expiresAt <= this.now()) {
      return null;
    }
    return parseReferral(this.storage.getItem(MODE), this.storage.getItem(ID));
  }
}
