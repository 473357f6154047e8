import type { CookieJar } from '../../../adapters/storage/cookieJar.ts';

/** A jar that keeps every Set-Cookie string written, for checking attributes jsdom does not expose. */
export function recordingJar(initial = ''): CookieJar & { written: string[] } {
  const written: string[] = [];
  return {
    written,
    get: () => initial,
    set: (cookie) => {
      written.push(cookie);
    },
  };
}

/** Expires every cookie the document holds on path /. */
export function clearDocumentCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) {
      document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
  }
}

/** The Set-Cookie string written for one cookie name, split into lower-cased attributes. */
export function attributesOf(written: string[], name: string): string[] {
  const cookie = written.filter((entry) => entry.startsWith(`${name}=`)).at(-1);
  if (cookie === undefined) {
    throw new Error(`no cookie ${name} was written`);
  }
  return cookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}
