/**
 * The kit's auth cookies are read with cookie-es (issue 20). The hand-written reader called decodeURIComponent
 * on whatever the page held, so a value that is not valid percent-encoding (`%E0%A4%A`, cut short by another
 * script or a proxy) threw out of read() and broke the sign-in; such a value now reads as absent.
 */
import { describe, expect, it } from 'vitest';
import { cookieAuthStore } from '../../../widget/adapters/CookieAuthStore.ts';

/** A document whose cookie string is `cookies`; what the store writes is kept in `written`. */
function pageWith(cookies: string): { doc: Document; written: string[] } {
  const written: string[] = [];
  const doc = {
    location: { protocol: 'http:' },
    get cookie() {
      return cookies;
    },
    set cookie(value: string) {
      written.push(value);
    },
  } as unknown as Document;
  return { doc, written };
}

describe('cookieAuthStore.read', () => {
  it('reads a malformed value as absent, and still reads the other cookie', () => {
    const { doc } = pageWith('vkid_sdk_code_verifier=%E0%A4%A; vkid_sdk_state=s%3D1');
    expect(() => cookieAuthStore(doc).read()).not.toThrow();
    expect(cookieAuthStore(doc).read()).toEqual({ state: 's=1' });
  });

  it('decodes what save() encoded, ignores other cookies and names that merely contain its own', () => {
    const { doc } = pageWith('x_vkid_sdk_state=no; vkid_sdk_state=a%20b; theme=dark; vkid_sdk_code_verifier=v');
    expect(cookieAuthStore(doc).read()).toEqual({ verifier: 'v', state: 'a b' });
  });

  it('reads an emptied cookie, a cookie without a value and an empty jar as absent', () => {
    expect(cookieAuthStore(pageWith('vkid_sdk_state=; vkid_sdk_code_verifier').doc).read()).toEqual({});
    expect(cookieAuthStore(pageWith('').doc).read()).toEqual({});
  });

  it('takes the first of two cookies of one name, as the browser lists the more specific path first', () => {
    expect(cookieAuthStore(pageWith('vkid_sdk_state=deep; vkid_sdk_state=root').doc).read()).toEqual({ state: 'deep' });
  });
});
