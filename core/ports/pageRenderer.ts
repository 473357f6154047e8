import type { RenderedPageData } from '../domain/renderedPage.ts';
import type { City } from '../model/index.ts';
import type { PageReads } from './pageReads.ts';

/** What a page says about itself in its <head>: title, description, canonical address, sharing card. */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical address (no query: filters and modals are views of the same page). */
  canonicalPath: string;
  /** Open Graph image (a path on the site or an absolute address); null when the page has none of its own. */
  image: string | null;
  /** Open Graph type: 'article' for a news item, 'website' otherwise. */
  type: 'website' | 'article';
}

export interface PageRenderRequest {
  /** Path and query of the page, e.g. '/offline?category=3'. */
  href: string;
  /** What the page's loaders read: on the server its own reads (server/render/DrizzlePageReads.ts), never its API over HTTP. */
  reads: PageReads;
  /** The city the page is rendered for, decided once by the caller (core pageCity), and the active cities it was chosen from. */
  view: PageView;
}

/** The city a page shows and the active cities, in their listed order: the browser starts from the same view. */
export interface PageView {
  cityId: number | null;
  cities: readonly City[];
}

/** Everything a server-rendered page's HTML is made of. */
export interface RenderedPage {
  /** 200, 404 for an unknown address or a missing entity, 500 when a read failed. */
  status: number;
  head: PageHead;
  /** The markup inside the page's root element, streamed. */
  body: ReadableStream<Uint8Array>;
  /**
   * Resolves once every part of the body is rendered. Read the body after it: a part streamed later
   * would be put in place by an inline script, which the portal's CSP refuses.
   */
  ready: Promise<void>;
  /**
   * The router's matches as the render loaded them, with their loaders' data (complete once `body` is
   * produced), for the browser's router to hydrate from without reading any of it again.
   */
  router(): RenderedPageData['router'];
  /**
   * The source modules of the matched routes' screens ('ui/screens/OfflineScreen.tsx'), so the server
   * links their styles and chunks in the head instead of the browser finding them late.
   */
  modules: readonly string[];
  /** The city and the city list the page was rendered for (the request's own view). */
  view: PageView;
}

/**
 * Renders the portal's public pages on the server. The UI's server entry (ui/entry-server.tsx)
 * implements it with the browser's own routes and screens; the API server calls it.
 *
 * Contract: answers null for an address that is not a public page (sign-in pages, frames mode), so
 * the caller sends the browser-only shell; never holds or reveals anything of a shopper, so the
 * result may be cached for everyone who sends the same address and city.
 */
export interface PageRenderer {
  renderPage(request: PageRenderRequest): Promise<RenderedPage | null>;
}
