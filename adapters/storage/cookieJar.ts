import { parse, serialize } from 'cookie-es';
import type { CookieSerializeOptions } from 'cookie-es';

/** The page's cookies as `document.cookie` exposes them: `get` reads all, `set` writes one Set-Cookie string. */
export interface CookieJar {
  get(): string;
  set(cookie: string): void;
}

/** Attributes shared by every cookie one store writes (path, domain, SameSite, Secure). */
export type CookieAttributes = Pick<CookieSerializeOptions, 'path' | 'domain' | 'sameSite' | 'secure'>;

/** The current document's cookies. */
export function documentCookieJar(doc: Document = document): CookieJar {
  return {
    get: () => doc.cookie,
    set: (cookie) => {
      doc.cookie = cookie;
    },
  };
}

/** Cookie attributes every store uses: path / (portal §9), SameSite=Lax, Secure on https. */
export function baseCookieAttributes(secure: boolean): CookieAttributes {
  return { path: '/', sameSite: 'lax', secure };
}

/** Whether the current page is served over https, so cookies may carry Secure. */
export function isSecurePage(): boolean {
  return window.location.protocol === 'https:';
}

/** The decoded value of a cookie, or undefined when it is absent. */
export function readCookie(jar: CookieJar, name: string): string | undefined {
  return parse(jar.get())[name];
}

export function writeCookie(jar: CookieJar, name: string, value: string, options: CookieSerializeOptions): void {
  jar.set(serialize(name, value, options));
}

/** Expires a cookie; the path and domain must match the ones it was written with. */
export function removeCookie(jar: CookieJar, name: string, attributes: CookieAttributes): void {
  jar.set(serialize(name, '', { ...attributes, maxAge: 0, expires: new Date(0) }));
}
