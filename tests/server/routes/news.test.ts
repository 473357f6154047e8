import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { newsItemSchema } from '../../../server/routes/publicModels.ts';
import type { NewsItem } from '../../../core/model/index.ts';
import { NEWS_START_DATE_MS } from '../../../core/domain/constants.ts';
import { news } from '../../../server/db/schema.ts';
import {
  cityIdByName,
  expectNotFound,
  expectValidationError,
  get,
  insertCity,
  postJson,
  seededServerPerFile,
  unique,
} from './publicFixtures.ts';

const s = seededServerPerFile();
const HOUR = 60 * 60 * 1000;

async function insertNews(values: {
  publishedAt: number;
  cityCodeId: number | null;
  newsDestinationId?: number;
}): Promise<number> {
  const [row] = await s.db
    .insert(news)
    .values({
      title: unique('Новость'),
      text: 'Текст',
      publishedAt: new Date(values.publishedAt),
      cityCodeId: values.cityCodeId,
      newsDestinationId: values.newsDestinationId ?? 1,
    })
    .returning({ id: news.id });
  return row!.id;
}

async function activeNews(body: Record<string, unknown>): Promise<NewsItem[]> {
  const response = await postJson(s.api, '/api/news/active-news', { countryCodeId: 1, newsDestinationId: 1, ...body });
  expect(response.status).toBe(200);
  return (await response.json()) as NewsItem[];
}

describe('POST /api/news/active-news', () => {
  it('answers the city’s news plus every-city news inside [dateFrom, dateTo], newest first; other cities’ news and other destinations stay out', async () => {
    const now = s.server.clock.now();
    const city = await insertCity(s.db);
    const other = await insertCity(s.db);
    const local = await insertNews({ publishedAt: now - 1 * HOUR, cityCodeId: city });
    const everywhere = await insertNews({ publishedAt: now - 2 * HOUR, cityCodeId: null });
    const atStart = await insertNews({ publishedAt: now - 5 * HOUR, cityCodeId: city });
    const tooEarly = await insertNews({ publishedAt: now - 5 * HOUR - 1, cityCodeId: city });
    const otherCity = await insertNews({ publishedAt: now - 1 * HOUR, cityCodeId: other });
    const otherDestination = await insertNews({ publishedAt: now - 1 * HOUR, cityCodeId: city, newsDestinationId: 3 });
    const mine = new Set([local, everywhere, atStart, tooEarly, otherCity, otherDestination]);
    const list = await activeNews({ cityCodeId: city, dateFrom: now - 5 * HOUR, dateTo: now });
    // A shared database may hold every-city news of earlier runs in the same window: judge this test's rows.
    expect(list.filter((item) => mine.has(item.id)).map((item) => item.id)).toEqual([local, everywhere, atStart]);
    expect(list.every((item) => item.cityCodeId === city || item.cityCodeId === null)).toBe(true);
    expect(list.find((item) => item.id === local)).toEqual({
      id: local,
      title: expect.any(String),
      text: 'Текст',
      previewFileId: null,
      publishedAt: now - HOUR,
      cityCodeId: city,
      newsDestinationId: 1,
    });
  });

  it('never shows news dated after the server clock, whatever dateTo says, and shows it once the time comes', async () => {
    const now = s.server.clock.now();
    const city = await insertCity(s.db);
    const scheduled = await insertNews({ publishedAt: now + 10 * HOUR, cityCodeId: city });
    const window = { cityCodeId: city, dateFrom: now - HOUR, dateTo: now + 100 * HOUR };
    expect((await activeNews(window)).map((item) => item.id)).not.toContain(scheduled);
    await expectNotFound(await get(s.api, `/api/news/${scheduled}`));
    s.server.clock.advance(11 * HOUR);
    expect((await activeNews(window)).map((item) => item.id)).toContain(scheduled);
    expect((await get(s.api, `/api/news/${scheduled}`)).status).toBe(200);
  });

  it('serves the seeded feed the way the portal asks for it (from the fixed start date to now)', async () => {
    const kazan = await cityIdByName(s.db, 'Казань');
    const list = await activeNews({ cityCodeId: kazan, dateFrom: NEWS_START_DATE_MS, dateTo: s.server.clock.now() });
    expect(list.length).toBeGreaterThanOrEqual(15);
    expect(v.is(v.array(newsItemSchema), list)).toBe(true);
    expect(list.every((item) => item.cityCodeId === null || item.cityCodeId === kazan)).toBe(true);
    expect(list.some((item) => item.cityCodeId === kazan)).toBe(true);
    const times = list.map((item) => item.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('is empty for an inverted window and for another country', async () => {
    const now = s.server.clock.now();
    const city = await insertCity(s.db);
    await insertNews({ publishedAt: now - HOUR, cityCodeId: city });
    expect(await activeNews({ cityCodeId: city, dateFrom: now, dateTo: now - 2 * HOUR })).toEqual([]);
    expect(await activeNews({ cityCodeId: city, countryCodeId: 2, dateFrom: 0, dateTo: now })).toEqual([]);
  });

  it.each([
    { cityCodeId: 1, dateFrom: -1, dateTo: 0 },
    { cityCodeId: 1, dateFrom: 0, dateTo: 1e20 },
    { cityCodeId: 1, dateFrom: '0', dateTo: 0 },
    { cityCodeId: 1, dateFrom: 0.5, dateTo: 1 },
    { cityCodeId: 'Казань', dateFrom: 0, dateTo: 1 },
    { cityCodeId: 1, dateFrom: 0 },
    { cityCodeId: 1, dateFrom: 0, dateTo: 1, newsDestinationId: 0 },
  ])('rejects the body %j with VALIDATION_ERROR', async (body) => {
    await expectValidationError(
      await postJson(s.api, '/api/news/active-news', { countryCodeId: 1, newsDestinationId: 1, ...body }),
    );
  });
});

describe('GET /api/news/{id}', () => {
  it('answers a published item as a NewsItem with publishedAt in ms', async () => {
    const now = s.server.clock.now();
    const id = await insertNews({ publishedAt: now - HOUR, cityCodeId: null });
    const response = await get(s.api, `/api/news/${id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id,
      publishedAt: now - HOUR,
      cityCodeId: null,
      newsDestinationId: 1,
    });
  });

  it('is 404 for an unknown id and 400 for a non-numeric one', async () => {
    await expectNotFound(await get(s.api, '/api/news/999999999'));
    await expectValidationError(await get(s.api, '/api/news/latest'));
  });
});
