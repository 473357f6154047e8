/**
 * Public pages from a cache, and shed instead of queued (issue 23). A server-rendered page is the same for every
 * shopper who asks for the same address in the same city: the render sees nothing else (below), and the browser
 * fills in the shopper's own parts after hydration (ui/app/serverSession.ts). So a page is rendered once and then
 * sent from memory, in the answer cache's byte-bounded lru-cache (server/http/answerCache.ts, with its brotli and
 * gzip forms made once), until
 * - the content changes: every write to what pages show moves the content version (server/db/contentChanges.ts,
 *   on every instance of the database), and a page of an older version is not sent again; or
 * - PAGE_CACHE_SECONDS pass, which bounds everything else (opening hours that open, an action that starts).
 *
 * What the render sees: the page's key and nothing of the request. Its address (pageKey.ts: the path, the query in one
 * spelling without tracking parameters) and the city of the key, decided here once from the cities read here, so the
 * bytes cannot depend on anything the key leaves out: no cookie, no token, no header of the shopper ever reaches it.
 *
 * Renders under way at once are bounded (RENDER_CONCURRENCY, a ConcurrencyGate): a page request that would start
 * one more gets its page's last good copy, marked stale, or else the 503 page, at once. Requests for a page whose
 * render is under way wait for that render rather than start their own.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Clock } from '../../core/ports/logger.ts';
import type { City } from '../../core/model/index.ts';
import { AnswerCache, type CachedAnswer } from '../http/answerCache.ts';
import { ifNoneMatchHits, strongEtag } from '../http/cache.ts';
import { compress, COMPRESS_THRESHOLD_BYTES, type Encoding } from '../http/compression.ts';
import { acceptedEncodingOf } from '../http/negotiation.ts';
import { ConcurrencyGate, type GateReport } from '../http/shedding.ts';
import { busyPageResponse } from './busyPage.ts';
import {
  CITY_COOKIE_NAME,
  cityOfPage,
  mayBePage,
  pageAddress,
  pageKey,
  type PageAddress,
  type KeyedCity,
} from './pageKey.ts';
import type { PageRender } from './serverRenderedPages.ts';

/** One rendered page as the cache keeps it. */
export interface CachedPage extends CachedAnswer {
  /** 200, or 404 for an address or an entity that does not exist. */
  status: number;
  /** The content version the render began under: a page of an older version is not sent fresh. */
  version: number;
  /** When the render began (clock ms): fresh for PAGE_CACHE_SECONDS, then usable stale for PAGE_STALE_SECONDS more. */
  renderedAt: number;
}

/** How the page cache learns that the content changed (server/db/contentChanges.ts). */
interface ContentVersionSource {
  /** The newest content version this instance knows of. */
  current(): number;
}

export interface PageCacheOptions {
  /** Fresh lifetime of a page (PAGE_CACHE_SECONDS); 0 turns the cache off (pages are still bounded and shed). */
  seconds: number;
  /** How long past that a page may still go out stale (PAGE_STALE_SECONDS): shed requests, and a CDN's stale-while-revalidate. */
  staleSeconds: number;
  /**
   * How long the balancer keeps a public page (BALANCER_PAGE_SECONDS), told to it alone as X-Accel-Expires; without
   * it, no such header (a CDN or the balancer keeps a page for s-maxage).
   */
  balancerSeconds?: number;
  /** PAGE_CACHE_MAX_BYTES. */
  maxBytes: number;
  /** RENDER_CONCURRENCY. */
  renderConcurrency: number;
  clock: Clock;
  /** The content version; without one, only the lifetime ends a page. */
  versions?: ContentVersionSource;
  /** The active cities, in the order the city list gives them (server/queries/catalogue.ts activeCities). */
  activeCities: () => Promise<readonly City[]>;
  /** The portal's default city, as the render is given it. */
  defaultCityId: number | null;
  /**
   * A render that failed while its body was being read (the render throws half-way through the stream): the page
   * then goes out as the browser-only shell, as a render that fails before it starts does. Counted at /healthz.
   */
  onRenderError?: (error: unknown) => void;
}

/** The counts GET /healthz reports. */
export interface PageCacheReport {
  entries: number;
  bytes: number;
  /** Pages sent from the cache. */
  hits: number;
  /** Pages rendered (their request's own render, or one they waited for). */
  renders: number;
  /** Shed requests sent their page's last good copy. */
  staleServed: number;
  /** Shed requests answered with the 503 page. */
  busy: number;
  /** The render bound (RENDER_CONCURRENCY), renders under way, admitted and shed. */
  renderBound: GateReport;
}

/** Upper bound of the pages the cache holds, whatever their size. */
const PAGE_CACHE_MAX_ENTRIES = 5_000;

/** Header naming how a page was sent: hit, miss, stale or bypass (for people and the load benchmark). */
const PAGE_CACHE_HEADER = 'X-Page-Cache';

/**
 * How long the balancer alone keeps a public page (deploy/nginx/page-cache.conf; nginx never passes it on). The
 * instances hear a write to the content at once (server/db/contentChanges.ts), nginx cannot: past this it asks
 * again with If-None-Match, and the instance answers 304 from its own cache, or the new page (issue 32 §1).
 */
const BALANCER_HEADER = 'X-Accel-Expires';

/** What one render gave: a page, no page (the next handler answers: the browser-only shell), or nothing, as the bound was reached. */
type RenderOutcome = { kind: 'page'; page: CachedPage } | { kind: 'shell' } | { kind: 'shed' };

/** How a page went out: from the cache, rendered for it (or for a request it waited on), a shed request's stale copy, or rendered for it alone. */
type Delivery = 'hit' | 'miss' | 'stale' | 'bypass';

/** The request a page answers: its city, and where its page is kept (null: rendered for it alone, never kept). */
interface PageRequest {
  city: KeyedCity;
  key: string | null;
}

/** A page request as both ways in read it: through the site (Hono) or straight off the socket (pageFastPath.ts). */
export interface RawPageRequest {
  method: string;
  /** The whole address, origin included. */
  url: URL;
  cookie: string | undefined;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

/** An answer ready to write: status, every header of ours (the site adds its security headers), the body or none. */
export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

/** The representations of a page: identity and the compressed forms, each with its own strong tag. */
const TAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };

function etagFor(page: CachedPage, encoding: Encoding | null): string {
  return encoding === null ? page.etag : `${page.etag.slice(0, -1)}${TAG_SUFFIX[encoding]}"`;
}

function rawRequestOf(c: Context): RawPageRequest {
  return {
    method: c.req.method,
    url: new URL(c.req.url),
    cookie: c.req.header('Cookie'),
    acceptEncoding: c.req.header('Accept-Encoding'),
    ifNoneMatch: c.req.header('If-None-Match'),
  };
}

function cityCookieOf(cookie: string | undefined): string | undefined {
  return cookie === undefined ? undefined : parseCookies(cookie, CITY_COOKIE_NAME)[CITY_COOKIE_NAME];
}

export class PageCache {
  private readonly cache: AnswerCache<CachedPage>;
  /** Renders under way by key: requests for the same page meanwhile wait for the one render. */
  private readonly rendering = new Map<string, Promise<RenderOutcome>>();
  private readonly gate: ConcurrencyGate;
  private cities: {
    version: number;
    until: number;
    list: Promise<readonly City[]>;
    resolved: readonly City[] | null;
  } | null = null;
  private hits = 0;
  private renders = 0;
  private staleServed = 0;
  private busy = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.cache = new AnswerCache<CachedPage>({ maxBytes: options.maxBytes, maxEntries: PAGE_CACHE_MAX_ENTRIES });
    this.gate = new ConcurrencyGate(options.renderConcurrency);
  }

  /**
   * The middleware in front of the server render (`render`, server/render/serverRenderedPages.ts): pages from the
   * cache, renders within the bound, shed requests answered at once. Addresses that are no page go on to `next`.
   */
  middleware(renderer: PageRender): MiddlewareHandler {
    return async (c, next) => {
      if (!mayBePage(c.req.method, c.req.path)) {
        return next();
      }
      const raw = rawRequestOf(c);
      const { url } = raw;
      const address = pageAddress(url);
      const cities = await this.activeCities().catch(() => null);
      if (cities === null) {
        // No city can be decided without the city list: the browser-only shell, as for a render that failed.
        return next();
      }
      const city = this.cityFor(address, raw.cookie, cities);
      if (address.personal || this.options.seconds <= 0) {
        // Rendered for this request alone: a personal address, or the cache is off (still within the bound).
        const outcome = await this.render(renderer, url.origin, address, city, cities);
        return this.answer(c, raw, next, outcome, { city, key: null }, undefined, address.personal);
      }
      const key = `${url.origin} ${pageKey(address, city)}`;
      const now = this.options.clock.now();
      const known = this.cache.get(key, now);
      if (known !== undefined && this.isFresh(known, now)) {
        this.hits += 1;
        return this.send(raw, known, { city, key }, 'hit');
      }
      let running = this.rendering.get(key);
      if (running === undefined) {
        running = this.renderAndKeep(renderer, url.origin, address, city, cities, key).finally(() =>
          this.rendering.delete(key),
        );
        this.rendering.set(key, running);
      }
      return this.answer(c, raw, next, await running, { city, key }, known, false);
    };
  }

  /**
   * The answer to a request whose page is in the cache, fresh, in the encoding it takes best, all known without
   * waiting; else null (the request then goes through the site). For pageFastPath.ts, which writes it to the
   * socket without the site's per-request work.
   */
  freshAnswer(raw: RawPageRequest): PageAnswer | null {
    const cities = this.cities?.resolved;
    if (
      this.options.seconds <= 0 ||
      cities === undefined ||
      cities === null ||
      !mayBePage(raw.method, raw.url.pathname)
    ) {
      return null;
    }
    const now = this.options.clock.now();
    const version = this.version();
    if (this.cities!.version !== version || now >= this.cities!.until) {
      return null;
    }
    const address = pageAddress(raw.url);
    if (address.personal) {
      return null;
    }
    const city = this.cityFor(address, raw.cookie, cities);
    const key = `${raw.url.origin} ${pageKey(address, city)}`;
    const page = this.cache.get(key, now);
    if (page === undefined || !this.isFresh(page, now)) {
      return null;
    }
    const encoding = this.encodingFor(page, raw);
    const body = encoding === null ? page.bytes : this.cache.madeForm(key, page, encoding);
    if (body === undefined) {
      return null;
    }
    this.hits += 1;
    return this.answerOf(raw, page, { city, key }, 'hit', encoding, body);
  }

  /** The cache's size and counts, and the render bound's. */
  report(): PageCacheReport {
    return {
      ...this.cache.footprint(),
      hits: this.hits,
      renders: this.renders,
      staleServed: this.staleServed,
      busy: this.busy,
      renderBound: this.gate.report(),
    };
  }

  /** Forgets every page (tests; a content change needs no call: pages of an older version are simply not sent fresh). */
  clear(): void {
    this.cache.clear();
  }

  private isFresh(page: CachedPage, now: number): boolean {
    return page.version === this.version() && now < page.renderedAt + this.options.seconds * 1000;
  }

  private version(): number {
    return this.options.versions?.current() ?? 0;
  }

  /** The city the page will be rendered for. */
  private cityFor(address: PageAddress, cookie: string | undefined, cities: readonly City[]): KeyedCity {
    return cityOfPage(address, { cookie: cityCookieOf(cookie), defaultCityId: this.options.defaultCityId, cities });
  }

  /** The active cities, read once per content version and at most PAGE_CACHE_SECONDS old (a failed read is not kept). */
  private activeCities(): Promise<readonly City[]> {
    const now = this.options.clock.now();
    const version = this.version();
    if (this.cities === null || this.cities.version !== version || now >= this.cities.until) {
      // Adopted once into a promise of our own: a query builder is a thenable that queries again on every await.
      const list = Promise.resolve(this.options.activeCities());
      const memo: NonNullable<PageCache['cities']> = {
        version,
        until: now + Math.max(this.options.seconds, 1) * 1000,
        list,
        resolved: null,
      };
      this.cities = memo;
      list.then(
        (resolved) => {
          memo.resolved = resolved;
        },
        () => {
          if (this.cities === memo) {
            this.cities = null;
          }
        },
      );
    }
    return this.cities.list;
  }

  /** Renders the page and keeps it when it is the same for everyone (200 or 404, the content unchanged meanwhile or not). */
  private async renderAndKeep(
    renderer: PageRender,
    origin: string,
    address: PageAddress,
    city: KeyedCity,
    cities: readonly City[],
    key: string,
  ): Promise<RenderOutcome> {
    const outcome = await this.render(renderer, origin, address, city, cities);
    if (outcome.kind === 'page' && (outcome.page.status === 200 || outcome.page.status === 404)) {
      this.cache.set(key, outcome.page, this.options.clock.now());
    }
    return outcome;
  }

  /** One render within the bound, of exactly the key's address and city, uncompressed (the cache compresses). */
  private async render(
    renderer: PageRender,
    origin: string,
    address: PageAddress,
    city: KeyedCity,
    cities: readonly City[],
  ): Promise<RenderOutcome> {
    if (!this.gate.tryEnter()) {
      return { kind: 'shed' };
    }
    try {
      const version = this.version();
      const renderedAt = this.options.clock.now();
      const response = await renderer({
        href: address.href,
        view: { cityId: city.cityId, cities },
        origin,
        gzip: false,
      });
      if (response === null) {
        return { kind: 'shell' };
      }
      // Reading the body to its end is the render itself (it streams): it counts against the bound until done.
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        this.options.onRenderError?.(error);
        return { kind: 'shell' };
      }
      this.renders += 1;
      const contentType = response.headers.get('Content-Type') ?? 'text/html; charset=utf-8';
      return {
        kind: 'page',
        page: {
          bytes,
          etag: strongEtag(bytes),
          contentType,
          status: response.status,
          version,
          renderedAt,
          expiresAt: Number.POSITIVE_INFINITY,
        },
      };
    } finally {
      this.gate.leave();
    }
  }

  /**
   * Answers a request from a render's outcome: its page, the next handler (no page), or when the render was shed
   * the page's last good copy (`known`, at most PAGE_STALE_SECONDS past its freshness) or the 503 page.
   */
  private async answer(
    c: Context,
    raw: RawPageRequest,
    next: () => Promise<void>,
    outcome: RenderOutcome,
    request: PageRequest,
    known: CachedPage | undefined,
    personal: boolean,
  ): Promise<Response | void> {
    if (outcome.kind === 'shell') {
      return next();
    }
    if (outcome.kind === 'page') {
      return this.send(raw, outcome.page, request, request.key === null ? 'bypass' : 'miss', personal);
    }
    if (
      known !== undefined &&
      this.options.clock.now() <= known.renderedAt + (this.options.seconds + this.options.staleSeconds) * 1000
    ) {
      this.staleServed += 1;
      return this.send(raw, known, request, 'stale');
    }
    this.busy += 1;
    return busyPageResponse(c.req.method === 'HEAD');
  }

  /** The encoding a page goes out in: the request's best of br and gzip, none for a page under 1 KB. */
  private encodingFor(page: CachedPage, raw: RawPageRequest): Encoding | null {
    return page.bytes.byteLength >= COMPRESS_THRESHOLD_BYTES ? acceptedEncodingOf(raw.acceptEncoding) : null;
  }

  /**
   * Sends a page: 304 when If-None-Match names this representation, else its bytes in the encoding the request
   * takes best (br or gzip, made once per page and kept with it). A page the cache does not hold (no key) is
   * compressed for this request alone. Plain header records, so the node adapter writes them without Headers objects.
   */
  private async send(
    raw: RawPageRequest,
    page: CachedPage,
    request: PageRequest,
    how: Delivery,
    personal = false,
  ): Promise<Response> {
    const encoding = this.encodingFor(page, raw);
    const body =
      encoding === null
        ? page.bytes
        : request.key === null
          ? await compress(page.bytes, encoding)
          : await this.cache.encoded(request.key, page, encoding);
    const answer = this.answerOf(raw, page, request, how, encoding, body, personal);
    return new Response(answer.body as Uint8Array<ArrayBuffer> | null, {
      status: answer.status,
      headers: answer.headers,
    });
  }

  /** The status, headers and body of a page's answer (304 when the request's If-None-Match names this representation). */
  private answerOf(
    raw: RawPageRequest,
    page: CachedPage,
    request: PageRequest,
    how: Delivery,
    encoding: Encoding | null,
    body: Uint8Array,
    personal = false,
  ): PageAnswer {
    const etag = etagFor(page, encoding);
    // A page whose city came from the cookie (or the default) differs by the Cookie header for a cache keyed on the address.
    const vary =
      request.city.cityId === null || request.city.fromAddress ? 'Accept-Encoding' : 'Accept-Encoding, Cookie';
    const cacheControl = this.cacheControl(page, request, how, personal);
    const headers: Record<string, string> = { ETag: etag, 'Cache-Control': cacheControl };
    if (cacheControl.startsWith('public') && this.options.balancerSeconds !== undefined) {
      // After Cache-Control, always: nginx 1.22 reads no Cache-Control that follows X-Accel-Expires (its
      // stale-while-revalidate, which lets nginx send its copy while it asks again, would be lost).
      headers[BALANCER_HEADER] = String(this.options.balancerSeconds);
    }
    headers.Vary = vary;
    headers[PAGE_CACHE_HEADER] = how;
    if (how === 'stale') {
      headers.Age = String(Math.max(0, Math.floor((this.options.clock.now() - page.renderedAt) / 1000)));
      headers.Warning = '110 - "Response is Stale"';
    }
    if (ifNoneMatchHits(raw.ifNoneMatch, etag)) {
      return { status: 304, headers, body: null };
    }
    headers['Content-Type'] = page.contentType;
    headers['Content-Length'] = String(body.byteLength);
    if (encoding !== null) {
      headers['Content-Encoding'] = encoding;
    }
    return { status: page.status, headers, body: raw.method === 'HEAD' ? null : body };
  }

  /**
   * Who may keep the page. Any cache, a CDN for PAGE_CACHE_SECONDS and stale while it revalidates; the browser asks
   * each time (max-age=0, its ETag says whether the page changed). Keyed by its address alone when the address names
   * the city shown; else `Vary: Cookie` (answerOf) keeps one copy per Cookie header in a plain shared cache, and the
   * balancer keys on the city cookie itself (deploy/nginx/page-cache.conf, issue 32 §2), and keeps it only for
   * BALANCER_PAGE_SECONDS (X-Accel-Expires, on these public answers alone). The page holds nothing of
   * the shopper (the render never sees a cookie but the city's). A page of a personal address, a failed page (500)
   * and a stale copy: nobody; a page rendered with the cache off: the browser only.
   */
  private cacheControl(page: CachedPage, request: PageRequest, how: Delivery, personal: boolean): string {
    if (personal || how === 'stale' || (page.status !== 200 && page.status !== 404)) {
      return 'no-store';
    }
    if (how === 'bypass' || request.city.cityId === null) {
      return 'private, no-cache';
    }
    return `public, max-age=0, s-maxage=${this.options.seconds}, stale-while-revalidate=${this.options.staleSeconds}`;
  }
}
