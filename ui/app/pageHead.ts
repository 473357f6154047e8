/** What a page says about itself in its <head>, from the `head()` of its matched routes. */
import { excerpt } from '../../core/domain/text.ts';
import type { PageHead } from '../../core/ports/index.ts';

/** The site's name, after every page title and in the sharing card. */
const SITE_NAME = 'Рядом';
const DEFAULT_TITLE = 'Рядом — кэшбэк у партнёров';
const DEFAULT_DESCRIPTION = 'Рядом — кэшбэк у партнёров вашего города: онлайн-магазины, офлайн-точки, новости.';
/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** What the 404 page shows and its head says: the same name in the tab and on the page. */
export const NOT_FOUND_PAGE = {
  title: 'Страница не найдена',
  hint: 'Возможно, она была удалена или вы ошиблись в адресе.',
} as const;

/** One route's part, as its `head()` returns it in `meta` (TanStack Router's shape). */
export type HeadMeta = { title?: string; name?: string; property?: string; content?: string };

/** What `isNotFoundPage` reads of a matched route (TanStack Router's match). */
export interface MatchOutcome {
  status: string;
  _notFound?: boolean;
}

/**
 * True when the page is a 404: a route found no entity (its loader threw `notFound()`) or no route
 * knows the address. Its head is the 404's, whatever the routes said, and the server answers 404.
 */
export function isNotFoundPage(matches: readonly MatchOutcome[]): boolean {
  return matches.some((match) => match.status === 'notFound' || match._notFound === true);
}

/** The route `head()` entries of one page: its title and description (and picture) for search and sharing. */
export function headMeta(page: {
  title: string;
  description: string;
  image?: string | null;
  type?: PageHead['type'];
}): HeadMeta[] {
  const meta: HeadMeta[] = [
    { title: `${page.title} — ${SITE_NAME}` },
    { name: 'description', content: clip(page.description) },
  ];
  if (page.image) {
    meta.push({ property: 'og:image', content: page.image });
  }
  if (page.type === 'article') {
    meta.push({ property: 'og:type', content: 'article' });
  }
  return meta;
}

/**
 * The head of the page whose matched routes carry `metas` (outer route first; the innermost wins), or
 * the 404's when the page is `notFound` (see isNotFoundPage): a missing outlet is no outlet page.
 */
export function pageHead(
  metas: readonly (readonly HeadMeta[] | undefined)[],
  pathname: string,
  page: { notFound?: boolean } = {},
): PageHead {
  if (page.notFound === true) {
    return {
      title: `${NOT_FOUND_PAGE.title} — ${SITE_NAME}`,
      description: `${NOT_FOUND_PAGE.title} на «${SITE_NAME}». ${NOT_FOUND_PAGE.hint}`,
      canonicalPath: pathname,
      image: null,
      type: 'website',
    };
  }
  const head: PageHead = {
    title: DEFAULT_TITLE,
    description: DEFAULT_DESCRIPTION,
    canonicalPath: pathname,
    image: null,
    type: 'website',
  };
  for (const entry of metas.flatMap((meta) => meta ?? [])) {
    if (entry.title !== undefined) {
      head.title = entry.title;
    } else if (entry.name === 'description' && entry.content !== undefined) {
      head.description = entry.content;
    } else if (entry.property === 'og:image' && entry.content !== undefined) {
      head.image = entry.content;
    } else if (entry.property === 'og:type' && entry.content === 'article') {
      head.type = 'article';
    }
  }
  return head;
}

/** A description of at most DESCRIPTION_LENGTH characters (the ellipsis included), cut at a word, on one line. */
function clip(text: string): string {
  return excerpt(text, DESCRIPTION_LENGTH - 1);
}
