/**
 * The one id rule of the portal: an id is a whole number from 1 to MAX_ID (PostgreSQL's int4, so no id can make
 * the database fail). In JSON it is a number (`idNumber`); in a path, a query, a search param or a cookie it is
 * text of ASCII digits naming such a number (`idText`, `parseId`). The server's params, queries and bodies, the
 * router's params and search params and the city cookie all read ids through this file.
 */
import * as v from 'valibot';

/** The largest id: PostgreSQL's int4 maximum; a bigger one cannot exist and would make the database raise. */
export const MAX_ID = 2_147_483_647;

/** What a refused id says (the API's VALIDATION_ERROR details; the forms give their own words). */
const ID_MESSAGE = 'Expected an id: a whole number from 1 to 2147483647';

/** An id in JSON with `message` for every refusal: a whole number from 1 to MAX_ID. */
export function idNumberWith(message: string) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_ID, message));
}

/** An id in JSON: a whole number from 1 to MAX_ID. */
export const idNumber = idNumberWith(ID_MESSAGE);

/** An id written as text: 1 to 10 ASCII digits (leading zeros allowed) naming an `idNumber`. */
export const idText = v.pipe(v.string(ID_MESSAGE), v.regex(/^\d{1,10}$/, ID_MESSAGE), v.transform(Number), idNumber);

/** The id a text names (a path segment, a query value, a cookie), or null when it names none. */
export function parseId(raw: unknown): number | null {
  const result = v.safeParse(idText, raw);
  return result.success ? result.output : null;
}
