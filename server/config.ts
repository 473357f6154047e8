import { PASSWORD_RECOVERY_COOLOFF_MS } from '../core/domain/constants.ts';
import { readMapSettings, type MapSettings } from '../core/domain/mapTiles.ts';
import { parseTrustProxy, type TrustProxy } from './auth/trustProxy.ts';

/**
 * Every number the server's sign-in rules use, in one place, overridable from the environment.
 * docs/security.md explains each one.
 */
export interface SecurityConfig {
  /**
   * Secret for access-token signatures and SMS-code HMACs; at least 32 characters. Never in the source:
   * AUTH_SECRET, or outside production the one `startServer` generates into the data folder.
   */
  secret: string;
  accessTokenTtlSeconds: number;
  sessionMaxAgeSeconds: number;
  refreshGraceSeconds: number;
  smsCodeTtlSeconds: number;
  smsCodeMaxAttempts: number;
  smsMinIntervalSeconds: number;
  smsPerHour: number;
  smsPerDay: number;
  smsPerIpPerHour: number;
  smsPerFingerprintPerHour: number;
  failuresBeforeLock: number;
  lockSeconds: number;
  recoveryRequestsPerWindow: number;
  recoveryWindowSeconds: number;
  captchaTtlSeconds: number;
  captchaCost: number;
}

import { loadIdentityProviderConfig, type IdentityProviderConfig } from './idProviderClient/config.ts';

type SmsProviderName = 'console' | 'smsru';
/** The values NODE_ENV may take; unset means development. */
export type NodeEnvironment = 'production' | 'development' | 'test';
const NODE_ENVIRONMENTS: readonly NodeEnvironment[] = ['production', 'development', 'test'];
type CaptchaProviderName = 'altcha' | 'yandex';

export interface ServerConfig {
  port: number;
  /** Interface to listen on (HOST): the loopback interface unless one is configured. */
  host: string;
  environment: NodeEnvironment;
  production: boolean;
  /** Folder for the embedded database and the generated secret (DATA_DIR). */
  dataDir: string;
  /** Public base URL of the portal, for links in SMS texts. */
  publicUrl: string;
  /**
   * The portal's one public origin (`publicOriginFrom`: PUBLIC_URL, else PUBLIC_ORIGIN): every page's canonical
   * address and sharing card, robots.txt and the sitemap name it, and production answers no other host.
   * Null uses the origin each request came to (development).
   */
  publicOrigin: string | null;
  security: SecurityConfig;
  smsProvider: SmsProviderName;
  smsRuApiId: string | null;
  smsRuUrl: string;
  captchaProvider: CaptchaProviderName;
  yandexCaptchaServerKey: string | null;
  yandexCaptchaUrl: string;
  /** The proxies that may name the client in X-Forwarded-For (TRUST_PROXY); null trusts none. */
  trustProxy: TrustProxy | null;
  /** Origins allowed to call the API cross-origin. */
  corsOrigins: string[];
  /** Origins allowed to frame the portal (frames mode). */
  frameAncestors: string[];
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  /** Uploads one user may store per sliding hour (UPLOADS_PER_HOUR). */
  uploadsPerHour: number;
  /** Uploads one user may store per sliding 24 h (UPLOADS_PER_DAY). */
  uploadsPerDay: number;
  /** Partner applications one user may send per sliding 24 h (APPLICATIONS_PER_DAY). */
  applicationsPerDay: number;
  /** How long the server reuses a public answer it built (portal §9 «revalidation time 5»); 0 turns it off. */
  publicCacheSeconds: number;
  /**
   * How long a server-rendered page is sent from the page cache (PAGE_CACHE_SECONDS) when no write to the content
   * came first, and how long a CDN may keep one (s-maxage); 0 turns the cache off (server/render/pageCache.ts).
   */
  pageCacheSeconds: number;
  /** How long after that a page may still go out stale: from a CDN (stale-while-revalidate), or from us when shedding (PAGE_STALE_SECONDS). */
  pageStaleSeconds: number;
  /**
   * How long the balancer in front of the instances (nginx, deploy/nginx/page-cache.conf) keeps a public page before
   * it asks again (BALANCER_PAGE_SECONDS, sent as X-Accel-Expires): the instances hear a write to the content, nginx
   * cannot, so this bounds how stale a page may be behind it (issue 32 §1). At least 1: 0 would tell nginx to keep nothing.
   */
  balancerPageSeconds: number;
  /** Upper bound of the page cache's bytes, pages and their compressed forms together (PAGE_CACHE_MAX_BYTES). */
  pageCacheMaxBytes: number;
  /** Server renders under way at once; a request for one more is answered at once, stale or 503 (RENDER_CONCURRENCY, server/http/shedding.ts). */
  renderConcurrency: number;
  /** Expensive API calls under way at once (sign-in steps with a captcha, public lists being built); one more answers 503 (API_CONCURRENCY). */
  apiConcurrency: number;
  /** The social sign-in: provider hosts, app id, secret, redirect URIs (server/idProviderClient/config.ts). */
  identityProvider: IdentityProviderConfig;
  /** What the map of outlets is drawn over (MAP_TILES_URL, MAP_ATTRIBUTION; core/domain/mapTiles.ts): GET /api/map-settings and the CSP's img-src. */
  map: MapSettings;
}

/** Where the embedded database and the generated secret live unless DATA_DIR says otherwise. */
const DEFAULT_DATA_DIR = '.data';
/** Listening on every interface must be asked for: a development server is not meant to be reachable. */
const DEFAULT_HOST = '127.0.0.1';
const MIN_SECRET_LENGTH = 32;
/** PBKDF2 iterations per ALTCHA attempt unless CAPTCHA_COST says otherwise (docs/security.md). */
export const DEFAULT_CAPTCHA_COST = 1_500;

/** Server renders at once unless RENDER_CONCURRENCY says otherwise: a render is 5–25 ms of the one JavaScript thread, so 8 at once finish within about 200 ms. */
const DEFAULT_RENDER_CONCURRENCY = 8;
/** Expensive API calls at once unless API_CONCURRENCY says otherwise: below the PostgreSQL pool's 10 connections. */
export const DEFAULT_API_CONCURRENCY = 8;

/** A whole number ≥ 1 (a bound of 0 would refuse everything). */
function positiveInt(env: Record<string, string | undefined>, key: string, fallback: number): number {
  const value = int(env, key, fallback);
  if (value < 1) {
    throw new Error(`${key} must be at least 1, got '${env[key] ?? ''}'`);
  }
  return value;
}

function int(env: Record<string, string | undefined>, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw.trim() === '') {
    return fallback;
  }
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${key} must be a non-negative integer, got '${raw}'`);
  }
  return value;
}

/** `raw` (the setting `name`) as a bare http(s) origin (no path, no trailing slash), else null when unset. */
function publicOriginOf(raw: string | undefined, name = 'PUBLIC_ORIGIN'): string | null {
  if (raw === undefined || raw.trim() === '') {
    return null;
  }
  const refused = new Error(`${name} must be an absolute http(s) origin such as https://example.ru, got '${raw}'`);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw refused;
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== '' ||
    url.username !== ''
  ) {
    throw refused;
  }
  return url.origin;
}

/**
 * The one public origin of the portal (issue 20): PUBLIC_URL when it is set — the address shoppers reach,
 * which the sign-in redirect URIs already name — else PUBLIC_ORIGIN (its older, sitemap-only name), else
 * null: each request's own origin, as a developer's machine wants.
 */
export function publicOriginFrom(env: Record<string, string | undefined>): string | null {
  return publicOriginOf(env.PUBLIC_URL, 'PUBLIC_URL') ?? publicOriginOf(env.PUBLIC_ORIGIN);
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * NODE_ENV as one of the known environments; unset or empty is development. Anything else (a typo such as
 * `prod`) throws: guessing would mean running production with development defaults.
 */
export function nodeEnvironment(env: Record<string, string | undefined>): NodeEnvironment {
  const raw = env.NODE_ENV;
  if (raw === undefined || raw === '') {
    return 'development';
  }
  if (!(NODE_ENVIRONMENTS as readonly string[]).includes(raw)) {
    throw new Error(
      `NODE_ENV must be production, development or test (or unset for development), got '${raw}': refusing to start rather than guess`,
    );
  }
  return raw as NodeEnvironment;
}

/** DATA_DIR, else `.data` (relative to the working directory, like `npm start`'s). */
export function dataDirOf(env: Record<string, string | undefined>): string {
  return env.DATA_DIR?.trim() || DEFAULT_DATA_DIR;
}

/**
 * Reads the configuration; throws on an unknown NODE_ENV, a missing or short AUTH_SECRET and other values
 * that would make the server unsafe. It has no secret of its own: `startServer` supplies the generated one
 * outside production.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const environment = nodeEnvironment(env);
  const production = environment === 'production';
  const secret = env.AUTH_SECRET ?? '';
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`AUTH_SECRET must be set to at least ${MIN_SECRET_LENGTH} characters`);
  }
  const port = int(env, 'PORT', 3000);
  const smsProvider = (env.SMS_PROVIDER ?? (production ? 'smsru' : 'console')) as SmsProviderName;
  if (smsProvider !== 'console' && smsProvider !== 'smsru') {
    throw new Error(`SMS_PROVIDER must be console or smsru, got '${String(smsProvider)}'`);
  }
  const captchaProvider = (env.CAPTCHA_PROVIDER ?? 'altcha') as CaptchaProviderName;
  if (captchaProvider !== 'altcha' && captchaProvider !== 'yandex') {
    throw new Error(`CAPTCHA_PROVIDER must be altcha or yandex, got '${String(captchaProvider)}'`);
  }
  return {
    port,
    host: env.HOST?.trim() || DEFAULT_HOST,
    environment,
    production,
    dataDir: dataDirOf(env),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    publicOrigin: publicOriginFrom(env),
    security: {
      secret,
      accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
      sessionMaxAgeSeconds: int(env, 'SESSION_MAX_AGE_SECONDS', 30 * 24 * 3600),
      refreshGraceSeconds: int(env, 'REFRESH_GRACE_SECONDS', 10),
      smsCodeTtlSeconds: int(env, 'SMS_CODE_TTL_SECONDS', 5 * 60),
      smsCodeMaxAttempts: int(env, 'SMS_CODE_MAX_ATTEMPTS', 3),
      smsMinIntervalSeconds: int(env, 'SMS_MIN_INTERVAL_SECONDS', 60),
      smsPerHour: int(env, 'SMS_PER_HOUR', 5),
      smsPerDay: int(env, 'SMS_PER_DAY', 10),
      smsPerIpPerHour: int(env, 'SMS_PER_IP_PER_HOUR', 30),
      smsPerFingerprintPerHour: int(env, 'SMS_PER_FINGERPRINT_PER_HOUR', 10),
      failuresBeforeLock: int(env, 'FAILURES_BEFORE_LOCK', 10),
      lockSeconds: int(env, 'LOCK_SECONDS', 24 * 3600),
      recoveryRequestsPerWindow: int(env, 'RECOVERY_REQUESTS_PER_WINDOW', 3),
      recoveryWindowSeconds: int(env, 'RECOVERY_WINDOW_SECONDS', PASSWORD_RECOVERY_COOLOFF_MS / 1000),
      captchaTtlSeconds: int(env, 'CAPTCHA_TTL_SECONDS', 10 * 60),
      captchaCost: int(env, 'CAPTCHA_COST', DEFAULT_CAPTCHA_COST),
    },
    smsProvider,
    smsRuApiId: env.SMSRU_API_ID ?? null,
    smsRuUrl: env.SMSRU_URL ?? 'https://sms.ru/sms/send',
    captchaProvider,
    yandexCaptchaServerKey: env.YANDEX_CAPTCHA_SERVER_KEY ?? null,
    yandexCaptchaUrl: env.YANDEX_CAPTCHA_URL ?? 'https://smartcaptcha.yandexcloud.net/validate',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: list(env.CORS_ORIGINS),
    frameAncestors: list(env.FRAME_ANCESTORS),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 64 * 1024),
    uploadLimitBytes: int(env, 'UPLOAD_LIMIT_BYTES', 2 * 1024 * 1024),
    uploadsPerHour: int(env, 'UPLOADS_PER_HOUR', 10),
    uploadsPerDay: int(env, 'UPLOADS_PER_DAY', 30),
    applicationsPerDay: int(env, 'APPLICATIONS_PER_DAY', 5),
    publicCacheSeconds: int(env, 'PUBLIC_CACHE_SECONDS', 5),
    pageCacheSeconds: int(env, 'PAGE_CACHE_SECONDS', 30),
    pageStaleSeconds: int(env, 'PAGE_STALE_SECONDS', 300),
    balancerPageSeconds: positiveInt(env, 'BALANCER_PAGE_SECONDS', 2),
    pageCacheMaxBytes: positiveInt(env, 'PAGE_CACHE_MAX_BYTES', 64 * 1024 * 1024),
    renderConcurrency: positiveInt(env, 'RENDER_CONCURRENCY', DEFAULT_RENDER_CONCURRENCY),
    apiConcurrency: positiveInt(env, 'API_CONCURRENCY', DEFAULT_API_CONCURRENCY),
    identityProvider: loadIdentityProviderConfig(env, env.PUBLIC_URL ?? `http://localhost:${port}`),
    map: readMapSettings(env),
  };
}
