import type { MiddlewareHandler } from 'hono';
import { tilesImageSource } from '../../core/domain/mapTiles.ts';
import type { ServerConfig } from '../config.ts';

/** Where the Yandex SmartCaptcha widget loads its script and frame from (only with CAPTCHA_PROVIDER=yandex). */
export const YANDEX_CAPTCHA_ORIGIN = 'https://smartcaptcha.yandexcloud.net';

/**
 * Browser features for the portal and anything it embeds: geolocation for the portal's own origin only («Рядом со
 * мной» asks for it on a tap; issue 21), everything else it never uses switched off.
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()';

/** An origin a frames-mode host may be: scheme and host (and port), nothing that could break the header. */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/** The configured frame ancestors that are well-formed origins; anything else is dropped, not passed into the header. */
export function validFrameAncestors(origins: readonly string[]): string[] {
  return origins.filter((origin) => ORIGIN.test(origin));
}

/**
 * Frames mode (portal §1): the /frames route, or any page asked for with the `iframe` query
 * parameter, may be embedded by the configured hosts; every other page may not be framed at all.
 */
export function isFramedRequest(url: URL): boolean {
  return url.pathname === '/frames' || url.pathname.startsWith('/frames/') || url.searchParams.has('iframe');
}

export interface CspOptions {
  framed: boolean;
  frameAncestors: readonly string[];
  captchaProvider: ServerConfig['captchaProvider'];
  /** The identity provider's browser origin: its one-tap frame (frame-src) and statistics (connect-src). */
  identityProviderOrigin?: string | null;
  /** The map's tile template (MAP_TILES_URL): its host is added to img-src (core/domain/mapTiles.ts tilesImageSource). */
  mapTilesUrl?: string | null;
}

/** What the headers read of the configuration; the identity provider is optional for callers that have none. */
export type HeadersConfig = Pick<ServerConfig, 'frameAncestors' | 'captchaProvider'> & {
  identityProvider?: { browserOrigin: string; available?: boolean };
  map?: Pick<ServerConfig['map'], 'tilesUrl'>;
};

/** The Content-Security-Policy of a page. ALTCHA solves in a blob: worker, hence worker-src blob:. */
export function contentSecurityPolicy(options: CspOptions): string {
  const captcha = options.captchaProvider === 'yandex' ? ` ${YANDEX_CAPTCHA_ORIGIN}` : '';
  // Only a well-formed origin reaches the header (the config already insists on one).
  const provider =
    options.identityProviderOrigin && ORIGIN.test(options.identityProviderOrigin)
      ? ` ${options.identityProviderOrigin}`
      : '';
  const tiles = tilesImageSource(options.mapTilesUrl ?? null);
  const ancestors = options.framed ? ["'self'", ...validFrameAncestors(options.frameAncestors)].join(' ') : "'none'";
  return [
    "default-src 'self'",
    `img-src 'self' data: blob:${tiles === null ? '' : ` ${tiles}`}`,
    `script-src 'self'${captcha}`,
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self'${captcha}${provider}`,
    "worker-src 'self' blob:",
    `frame-src 'self'${captcha}${provider}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** Headers every page response carries (values for `url`). */
export function securityHeadersFor(url: URL, config: HeadersConfig): Record<string, string> {
  const framed = isFramedRequest(url);
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy({
      framed,
      frameAncestors: config.frameAncestors,
      captchaProvider: config.captchaProvider,
      // No provider configured (issue 31): the page frames and calls none.
      identityProviderOrigin:
        config.identityProvider?.available === false ? null : (config.identityProvider?.browserOrigin ?? null),
      mapTilesUrl: config.map?.tilesUrl ?? null,
    }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  // X-Frame-Options cannot name an allowlist; old browsers get DENY only where nothing may frame the page.
  if (!framed) {
    headers['X-Frame-Options'] = 'DENY';
  }
  return headers;
}

/**
 * Sets the security headers on every response that has not set its own (the API docs page
 * sends a stricter CSP of its own, for example).
 */
export function securityHeaders(config: HeadersConfig): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = securityHeadersFor(new URL(c.req.url), config);
    const ownCsp = c.res.headers.has('Content-Security-Policy');
    for (const [name, value] of Object.entries(headers)) {
      // A response with its own CSP decides its own framing too.
      const framing = name === 'X-Frame-Options' && ownCsp;
      if (!c.res.headers.has(name) && !framing) {
        c.res.headers.set(name, value);
      }
    }
  };
}
