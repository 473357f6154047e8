/** What a page says about itself in its <head>, from the `head()` of its matched routes. */
import { excerpt } from '../../core/domain/text.ts';
import type { PageHead } from '../../core/ports/index.ts';

/** The site's name, after every page title and in the sharing card. */
export const SITE_NAME = 'Рядом';
const DEFAULT_TITLE = 'Рядом — кэшбэк у партнёров';
const DEFAULT_DESCRIPTION = 'Рядом — кэшбэк у партнёров вашего города: онлайн-магазины, офлайн-точки, новости.';
/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** One route's part, as its `head()` returns it in `meta` (TanStack Router's shape). */
export type HeadMeta = { title?: string; name?: string; property?: string; content?: string };


/** The route `head()` entries of one page: its title and description (and picture) for search and sharing. */
export function headMeta(page: { title: string; description: string; image?: string | null; type?: PageHead['type'] }): HeadMeta[] {
  const meta: HeadMeta[] = [{ title: `${page.title} — ${SITE_NAME}` }, { name: 'description', content: clip(page.description) }];
  if (page.image) {
    meta.push({ property: 'og:image', content: page.image });
  }
  if (page.type === 'article') {
    meta.push({ property: 'og:type', content: 'article' });
  }
  return meta;
}

/** The head of the page whose matched routes carry `metas` (outer route first; the innermost wins). */
export function pageHead(metas: readonly (readonly HeadMeta[] | undefined)[], pathname: string): PageHead {
  const head: PageHead = { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, canonicalPath: pathname, image: null, type: 'website' };
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
