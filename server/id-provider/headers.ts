import type { MiddlewareHandler } from 'hono';

/** The provider's pages load only their own files; nothing may frame them. */
function policy(frameAncestors: string, formAction = "'self'"): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `form-action ${formAction}`,
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

export const PROVIDER_CSP = policy("'none'");

/**
 * The one-tap frame may be embedded only by the pages of its app's registered origins: a page
 * anywhere else must not be able to show the visitor a «Продолжить как …» it could click for them.
 */
export function frameCsp(registeredOrigins: readonly string[]): string {
  return policy(registeredOrigins.length === 0 ? "'none'" : registeredOrigins.join(' '));
}

/**
 * The frame's 400 page stays framable by anyone: it offers no account and holds no request, and the
 * site's developer reads what is wrong right where the button should be.
 */
export const FRAME_ERROR_CSP = policy('*');

/** The full sign-in page submits its form to itself, and that answer may redirect to the app's redirect_uri. */
export function authorizeCsp(redirectOrigin: string | null): string {
  return policy("'none'", redirectOrigin === null ? "'self'" : `'self' ${redirectOrigin}`);
}

/**
 * Headers of every provider answer. A response that sets its own Content-Security-Policy decides
 * its own framing (the one-tap frame), so X-Frame-Options goes only on the others.
 */
export function providerHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', PROVIDER_CSP);
      headers.set('X-Frame-Options', 'DENY');
    }
    // Codes travel in redirect URLs: never leak a page address to another site.
    headers.set('Referrer-Policy', 'no-referrer');
    headers.set('X-Content-Type-Options', 'nosniff');
    if (!headers.has('Cache-Control')) {
      headers.set('Cache-Control', 'no-store');
    }
  };
}
