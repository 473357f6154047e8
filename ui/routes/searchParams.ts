/**
 * The query parameters of portal §2, validated with valibot. A value that does not fit is dropped
 * (it reads as absent), never an error page: addresses come from links, hosts and people.
 */
import * as v from 'valibot';
import { AUTH_MODAL_PAGES } from '../../core/domain/authModalPages.ts';
import { idText } from '../../core/domain/ids.ts';
import { ALL_CATEGORY_ID } from '../../core/domain/showcase/filter.ts';
import { WELCOME_PARAM } from '../../core/domain/welcome.ts';

const scalar = v.union([v.string(), v.number(), v.boolean()]);

/** A non-blank text; numbers are accepted because links built in code may pass them. */
const text = v.fallback(v.optional(v.pipe(scalar, v.transform(String), v.trim(), v.nonEmpty())), undefined);

/** An id written as digits (the core's one id rule, core/domain/ids.ts); numbers from links built in code too. */
const positiveId = v.fallback(v.optional(v.pipe(scalar, v.transform(String), idText)), undefined);

/** `?iframe`, `?iframe=1`, `?iframe=true` turn frames mode on; '0' and 'false' say it is off. */
const flag = v.fallback(
  v.optional(
    v.pipe(
      scalar,
      v.transform(String),
      v.transform((value) => value !== '0' && value !== 'false'),
    ),
  ),
  undefined,
);

/** Parameters every page accepts (portal §2 «URL query parameters used»). */
export const rootSearchSchema = v.object({
  refresh_token: text,
  iframe: flag,
  modal: v.fallback(v.optional(v.picklist(AUTH_MODAL_PAGES)), undefined),
  ref_mode: v.fallback(v.optional(v.picklist(['su', 't', 'd'])), undefined),
  ref_id: text,
  t: text,
  current_city_id: positiveId,
});

export type RootSearch = v.InferOutput<typeof rootSearchSchema>;

/** A brand page's parameters: which of its outlets in the city is shown in full (the first when absent). */
export const brandSearchSchema = v.object({ outlet: positiveId });


/** Parameters of the showcase and news lists: the active category (0 = all) and the applied search text. */
export const listSearchSchema = v.object({
  category: v.fallback(
    v.optional(v.pipe(scalar, v.transform(String), v.union([v.pipe(v.literal(String(ALL_CATEGORY_ID)), v.transform(Number)), idText])), ALL_CATEGORY_ID),
    ALL_CATEGORY_ID,
  ),
  q: v.fallback(v.optional(v.pipe(scalar, v.transform(String)), ''), ''),
});

export type ListSearch = v.InferOutput<typeof listSearchSchema>;

/** `?welcome=1` (any value but '0' and 'false' turns it on); written back as 1, so the address keeps its spelling. */
const shownOnce = v.fallback(
  v.optional(
    v.pipe(
      scalar,
      v.transform(String),
      v.check((value) => value !== '0' && value !== 'false'),
      v.transform(() => 1 as const),
    ),
  ),
  undefined,
);

/** /brands' parameters: the list's, and `?welcome=1` after registering (core/domain/welcome.ts), which «Понятно» removes. */
export const brandsSearchSchema = v.object({ ...listSearchSchema.entries, [WELCOME_PARAM]: shownOnce });

/** The defaults a list address leaves out, so '/brands' stays '/brands'. */
export const LIST_SEARCH_DEFAULTS = { category: ALL_CATEGORY_ID, q: '' } as const;

/** Parses a query string as plain text values (no JSON guessing: '007' stays '007'); the last repeat wins. */
export function parseSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr));
}

/** Writes a search object back as a query string, leaving out absent values. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) {
      continue;
    }
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
