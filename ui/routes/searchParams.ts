/**
 * How the router reads and writes an address's query: plain text values, each param set's schema is in the
 * core (core/domain/pageParams.ts).
 */
/** Parses a query string as plain text values (no JSON guessing: '007' stays '007'); the last repeat wins. */
export function parseSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr));
}

/** Writes a search object back as a query string, leaving out absent values; a list is written `1,2`. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) {
      continue;
    }
    params.set(key, Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
