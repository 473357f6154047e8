import { ofetch, type $Fetch } from 'ofetch';

/** Where an HTTP adapter sends its calls. */
export interface HttpClientOptions {
  /** Origin (and optional prefix) of the API, e.g. 'https://api.example.ru'; '' for the page's own origin. */
  baseUrl: string;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
}

/**
 * The ofetch client of an HTTP adapter. ofetch's own retries are off: each adapter decides what may be sent
 * again (portal §7's one retry of a 5xx answer; never a call that spends something single-use or stores a file).
 */
export function createHttpClient({ baseUrl, fetch }: HttpClientOptions): $Fetch {
  const defaults = { baseURL: baseUrl, retry: false } as const;
  return fetch === undefined ? ofetch.create(defaults) : ofetch.create(defaults, { fetch });
}
