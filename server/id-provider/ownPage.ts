import type { Context } from 'hono';

/**
 * Whether a form post comes from one of the provider's own pages. The forms that sign a browser in
 * at the provider (POST /session, POST /authorize/decision) take nothing else: a form on another site
 * could otherwise sign a visitor in here as an account of its choosing (login CSRF), whom every
 * one-tap frame would then offer. A browser says where a request comes from in Sec-Fetch-Site; the
 * provider's pages are no-referrer, so their own form POSTs carry `Origin: null`, which any sandboxed
 * page can send too and proves nothing. `same-site` is refused as well: a page on the same host at
 * another port is same-site. A client without Sec-Fetch-Site must name this origin in Origin.
 */
export function fromOwnPage(c: Context): boolean {
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined) {
    return site === 'same-origin';
  }
  return c.req.header('Origin') === new URL(c.req.url).origin;
}
