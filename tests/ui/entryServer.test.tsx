/**
 * The server render of a detail page whose entity does not exist: the page is the 404 (status, head of
 * its own) and carries the API's refusal, so the browser does not read the missing entity again.
 */
import { describe, expect, it } from 'vitest';
import type { PreloadedAnswers } from '../../core/ports/index.ts';
import { renderPage } from '../../ui/entry-server.tsx';

const MOSCOW = { id: 1, name: 'Москва' };

/** The API app's fetch for a catalogue without outlet 999999: cities, empty lists, and the API's 404 for that outlet. */
async function apiFetch(input: RequestInfo | URL): Promise<Response> {
  const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (path === '/api/city-codes/active-city-codes') {
    return json([MOSCOW]);
  }
  if (path === '/api/sales-units/public-one/999999') {
    return json({ message: 'NOT_FOUND' }, 404);
  }
  return json([]);
}

async function rendered(href: string) {
  const page = await renderPage({ href, fetch: apiFetch as typeof fetch, storedCityId: MOSCOW.id, defaultCityId: null });
  if (page === null) {
    throw new Error(`${href} was not rendered`);
  }
  await page.ready;
  return { page, html: await new Response(page.body).text() };
}

describe('the server render of a missing outlet', () => {
  it('is a 404 titled «Страница не найдена», showing the outlet’s own not-found notice', async () => {
    const { page, html } = await rendered('/offline/999999');
    expect(page.status).toBe(404);
    expect(page.head.title).toBe('Страница не найдена — Рядом');
    expect(page.head.description).not.toBe('Рядом — кэшбэк у партнёров вашего города: онлайн-магазины, офлайн-точки, новости.');
    expect(html).toContain('Точка не найдена');
  });

  it('carries the API’s refusal of the outlet, its status and code only, for the browser to replay', async () => {
    const { page } = await rendered('/offline/999999');
    const carried = JSON.parse(JSON.stringify(page.answers())) as PreloadedAnswers;
    expect(carried['salesUnit:[999999]']).toEqual({ kind: 'refusal', status: 404, code: 'NOT_FOUND' });
  });

  it('names an address no route knows «Страница не найдена» too', async () => {
    const { page } = await rendered('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.head.title).toBe('Страница не найдена — Рядом');
  });
});
