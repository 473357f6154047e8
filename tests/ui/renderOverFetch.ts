/**
 * A server render whose page reads are the HTTP API's answers as a test's fake `fetch` gives them (OfetchApi is the
 * browser's PageReads), for the city `cityId` among the cities that fake answers.
 */
import { OfetchApi } from '../../adapters/http/OfetchApi.ts';
import { MemoryTokenStore } from '../../adapters/memory/MemoryTokenStore.ts';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import type { RenderedPage } from '../../core/ports/index.ts';
import { renderPage } from '../../ui/entry-server.tsx';

export async function renderOverFetch(
  href: string,
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  cityId: number,
): Promise<RenderedPage | null> {
  const reads = new OfetchApi({
    baseUrl: 'http://api.test',
    tokens: new MemoryTokenStore(),
    fetch: fetch as typeof globalThis.fetch,
  });
  const cities = await reads.activeCities({ countryCodeId: COUNTRY_CODE_ID });
  return renderPage({ href, reads, view: { cityId, cities } });
}
