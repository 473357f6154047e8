import * as v from 'valibot';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';

/**
 * Request schemas shared by the API's calls, public and signed-in. Every number that reaches SQL is bounded
 * to PostgreSQL's int4 (ids) or to a sane range (pages, dates), so no input can make the database fail.
 */

/** The largest int4: ids beyond it cannot exist and would make PostgreSQL raise. */
const MAX_INT4 = 2_147_483_647;
/** Deepest page the paged lists serve; far past any real list, small enough for a cheap OFFSET. */
export const MAX_PAGE = 100_000;
/** Most outlet ids one feedbacks request may name. */
export const MAX_FEEDBACK_SALES_UNITS = 100;
/** Latest instant a JavaScript Date can hold (ms); PostgreSQL timestamps reach further. */
const MAX_DATE_MS = 8_640_000_000_000_000;

/** A positive id in a JSON body. */
export const idNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_INT4));
/** A non-negative integer in a JSON body (categoryId 0 = all, typeId). */
export const nonNegativeInt = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_INT4));

/** An id in the path or query: 1 to 9 digits, so it always fits int4. */
export const idText = v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Expected an id of 1 to 9 digits'), v.transform(Number));

/** `{ id }` path parameter. */
export const idParam = v.object({ id: idText });

/** A page number in the query (from 0); missing means 0. */
const pageText = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, 'Expected a page number'),
    v.transform(Number),
    v.maxValue(MAX_PAGE),
  ),
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
