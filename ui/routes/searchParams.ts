/**
 * How the router reads and writes an address's query: plain text values, each param set's schema is in the
 * core (core/domain/pageParams.ts).
 */
import { byParamName, isTrackingParam } from '../../core/domain/pageParams.ts';

/**
 * Parses a query string as plain text values (no JSON guessing: '007' stays '007'); the last repeat wins.
 * Tracking parameters are left out, as the server's render of the page leaves them out (`isTrackingParam`).
 */
export function parseSearch(searchStr: string): Record<string, string> {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
  return Object.fromEntries([...params].filter(([name]) => !isTrackingParam(name)));
}

/**
 * Writes a search object back as a query string, leaving out absent values; a list is written `1,2`. Parameters
 * are written in the one order the server renders a page's address in (`byParamName`), whatever order the
 * address was typed in, so the links the browser builds hydrate against the server's.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search).sort(byParamName)) {
    if (value === undefined || value === null) {
      continue;
    }
    params.set(
      key,
      Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value),
    );
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
