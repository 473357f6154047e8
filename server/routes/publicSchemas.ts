import * as v from 'valibot';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { idNumber, idText, MAX_ID } from '../../core/domain/ids.ts';

/**
 * Request schemas shared by the API's calls, public and signed-in. Every number that reaches SQL is bounded
 * to PostgreSQL's int4 (ids) or to a sane range (pages, dates), so no input can make the database fail.
 */

/** Deepest page the paged lists serve; far past any real list, small enough for a cheap OFFSET. */
export const MAX_PAGE = 100_000;
/** Most outlet ids one feedbacks request may name. */
export const MAX_FEEDBACK_SALES_UNITS = 100;
/** Latest instant a JavaScript Date can hold (ms); PostgreSQL timestamps reach further. */
const MAX_DATE_MS = 8_640_000_000_000_000;

/** An id in a JSON body, and one in the path or query: the core's one id rule (core/domain/ids.ts). */
export { idNumber, idText };
/** A non-negative integer in a JSON body (categoryId 0 = all, typeId). */
export const nonNegativeInt = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ID));

/** `{ id }` path parameter. */
export const idParam = v.object({ id: idText });

/** A page number in the query (from 0); missing means 0. */
const pageText = v.optional(
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Expected a page number'), v.transform(Number), v.maxValue(MAX_PAGE)),
  '0',
);

/** `?page=` of a paged list. */
export const pageQuery = v.object({ page: pageText });

/** `?page=` of the paged «all …» lists, optionally narrowed to one city. */
export const pagedCityQuery = v.object({ cityCodeId: v.optional(idText), page: pageText });

/** `{ countryCodeId, cityCodeId }` of the city lists (portal §7). */
export const cityScopeBody = v.object({ countryCodeId: idNumber, cityCodeId: idNumber });

/** The same scope in a query string; the country defaults to the only one the portal serves. */
export const cityScopeQuery = v.object({
  cityCodeId: idText,
  countryCodeId: v.optional(idText, String(COUNTRY_CODE_ID)),
});

/** A date in unix milliseconds, within what both JavaScript and PostgreSQL can hold. */
export const dateMs = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_DATE_MS));
