import { RENDERED_PAGE_DATA_ID, type RenderedPageData } from '../../core/domain/renderedPage.ts';
import type { PageHead } from '../../core/ports/index.ts';
import { escapeMarkup as escapeHtml } from '../http/markup.ts';

/** Where the built index.html keeps the app: the server render goes inside. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** The built page split around its root element, ready to wrap a rendered body. */
export interface PageTemplate {
  /**
   * Everything before the root element's content, with `head` written in and `routeTags` (the links to
   * the route's own styles and chunks, see routeAssets.ts) after the built page's entry links.
   */
  opening(head: PageHead, origin: string, routeTags: string): string;
  /** The root element's end, the page's data for the browser, then the rest of the page. */
  closing(data: RenderedPageData): string;
}

/**
 * JSON inside a <script type="application/json">: `<` is escaped so no text can end the script
 * element, and the two line separators JavaScript once refused are escaped too.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function absolute(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).href;
}

function headTags(head: PageHead, origin: string): string {
  const canonical = absolute(origin, head.canonicalPath);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="Рядом" />`,
    `<meta property="og:locale" content="ru_RU" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
  ];
  if (head.image !== null) {
    tags.push(`<meta property="og:image" content="${escapeHtml(absolute(origin, head.image))}" />`);
    tags.push('<meta name="twitter:card" content="summary_large_image" />');
  }
  return tags.join('');
}

/**
 * Reads the built index.html. Its <title> and description are the site's defaults; each page
 * replaces them and adds its canonical address and sharing card.
 */
export function pageTemplate(html: string): PageTemplate {
  const at = html.indexOf(ROOT_ELEMENT);
  if (at < 0) {
    throw new Error(`The built page has no ${ROOT_ELEMENT}`);
  }
  const before = html.slice(0, at);
  const after = html.slice(at + ROOT_ELEMENT.length);
  return {
    opening(head, origin, routeTags) {
      // Replaced through functions: a replacement string would read `$&` in a brand's name as a pattern.
      const withHead = before
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
        .replace(
          /<meta name="description" content="[^"]*"\s*\/?>/,
          () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
        )
        .replace('</head>', () => `${routeTags}${headTags(head, origin)}</head>`);
      return `${withHead}<div id="root">`;
    },
    closing(data) {
      return `</div><script type="application/json" id="${RENDERED_PAGE_DATA_ID}">${scriptJson(data)}</script>${after}`;
    },
  };
}
