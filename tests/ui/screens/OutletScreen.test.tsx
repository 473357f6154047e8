// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_PAGE_SIZE } from '../../../core/domain/constants.ts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { twoGisUrl, yandexMapsUrl } from '../../../core/domain/mapLinks.ts';
import type { Action, FeedbackReply, OpeningHours, OrderFeedback, SalesUnitRecord } from '../../../core/model/index.ts';
import type { ApiPort } from '../../../core/ports/index.ts';
import { renderApp, type RenderedApp } from '../renderApp.tsx';
import { outlet } from './fixtures.ts';

afterEach(cleanup);

/** A whole portal renders per test; on a busy two-core machine the first one can take seconds. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

// The screens are lazy route chunks: transform them once up front, so no test pays for it against its timeout.
beforeAll(async () => {
  await Promise.all([import('../../../ui/screens/BrandsScreen.tsx'), import('../../../ui/screens/OutletScreen.tsx')]);
}, 60_000);

const BAR = outlet(5, 'Бар «Ночь»', {
  address: 'ул. Пушкина, 10',
  phone: '89991234567',
  email: 'hello@night.ru',
  website: 'night.ru',
  telegram: '@bar_night',
  vk: 'https://vk.com/barnight',
  coordinatesLatitude: 55.751244,
  coordinatesLongitude: 37.618423,
  averageRating: 4.5,
  feedbacks: 13,
  maximumCashback: 0.05,
  files: [
    { bg: false, fileId: 31, priority: 2 },
    { bg: false, fileId: 30, priority: 1 },
  ],
});

const ACTIONS: Action[] = [
  { id: 1, number: 2, sf: false, paymentSize: 0.05, paymentSizePro: null, title: 'Кэшбэк на коктейли' },
  { id: 2, number: 1, sf: false, paymentSize: 0.03, paymentSizePro: 0.06, title: 'Кэшбэк на всё' },
  { id: 3, number: 1, sf: true, paymentSize: 0.04, paymentSizePro: 0.08, title: 'Кэшбэк на всё (витрина)' },
];

/** Open every evening 18:00–02:00, Saturday off. */
const HOURS: OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((day) =>
  day === 6 ? { day, open: null, close: null, dayOff: true } : { day, open: '18:00', close: '02:00', dayOff: false },
);

function feedback(id: number, extra: Partial<OrderFeedback> = {}): OrderFeedback {
  return {
    id,
    salesUnitId: 5,
    rating: 5,
    text: `Отзыв ${id}`,
    authorName: `Гость ${id}`,
    purchaseDate: '2025-01-10',
    createdAt: '2025-01-11T10:00:00.000Z',
    replies: 0,
    ...extra,
  };
}

/** Thirteen feedbacks: a full first page, then three (the server's pages hold FEEDBACK_PAGE_SIZE). */
const FEEDBACK_PAGES: OrderFeedback[][] = [
  Array.from({ length: FEEDBACK_PAGE_SIZE }, (_, index) => feedback(index + 1, index === 0 ? { replies: 1 } : {})),
  [feedback(11), feedback(12), feedback(13)],
  [],
];

function outletApi(
  seen: { feedbackPages: unknown[]; replyPages: unknown[] },
  record: SalesUnitRecord = BAR,
): Partial<ApiPort> {
  return {
    salesUnit: async (id) => {
      if (id !== 5) {
        throw new Error(`unexpected outlet ${id}`);
      }
      return record;
    },
    salesUnitActions: async () => ACTIONS,
    salesUnitActionTerms: async () => [{ id: 1, text: 'Действует при сумме чека от 500 ₽.' }],
    openingHours: async () => HOURS,
    feedbacks: async (request) => {
      seen.feedbackPages.push(request);
      return FEEDBACK_PAGES[request.page] ?? [];
    },
    feedbackReplies: async (feedbackId, page): Promise<FeedbackReply[]> => {
      seen.replyPages.push([feedbackId, page]);
      return page === 0 ? [{ id: 9, text: 'Спасибо, ждём снова!', createdAt: '2025-01-12T09:00:00.000Z' }] : [];
    },
  };
}

/**
 * The instant it is `hours`:`minutes` on that day in Moscow (UTC+3 all year): the clock the outlet's hours are read
 * on, its city's (the test cities name no time zone, so the core's default, Moscow time), not the test machine's.
 */
function moscowTime(year: number, month: number, day: number, hours: number, minutes: number): Date {
  return new Date(Date.UTC(year, month, day, hours - 3, minutes));
}

/** Opens the outlet screen with the clock at `localTime`. */
async function openOutlet(
  localTime: Date,
  record: SalesUnitRecord = BAR,
): Promise<{ app: RenderedApp; seen: { feedbackPages: unknown[]; replyPages: unknown[] } }> {
  const seen = { feedbackPages: [] as unknown[], replyPages: [] as unknown[] };
  const app = await renderApp('/brands', { api: outletApi(seen, record) });
  app.services.clock.now = () => localTime.getTime();
  await act(() => app.router.navigate({ to: '/offline/$outletId', params: { outletId: '5' } }));
  await screen.findByRole('heading', { level: 1, name: 'Бар «Ночь»' });
  return { app, seen };
}

function section(name: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The badge beside the 'Часы работы' heading: 'Открыто сейчас', 'Закрыто', or nothing. */
function hoursBadge(): string {
  return (within(section(/Часы работы/)).getByRole('heading', { level: 2 }).textContent ?? '').replace(
    /^Часы работы/,
    '',
  );
}

describe('/offline/$outletId: the outlet screen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the base and pro cashback, the rating and the address in its header', async () => {
    await openOutlet(new Date(2025, 0, 15, 12, 0));
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByText(/Кэшбэк 5%/).textContent).toContain('PRO 10%');
    expect(
      within(header)
        .getByText(/Рейтинг 4,5 из 5/)
        .closest('p')?.textContent,
    ).toContain('13 отзывов');
    // The address is a line of its own, after the cashback and before the rating.
    const lines = Array.from(header.querySelectorAll('p'), (line) => line.textContent ?? '');
    expect(lines.indexOf('ул. Пушкина, 10')).toBeGreaterThan(lines.findIndex((line) => line.startsWith('Кэшбэк')));
    expect(lines.indexOf('ул. Пушкина, 10')).toBeLessThan(lines.findIndex((line) => line.includes('Рейтинг')));
  });

  it('lists one row per action number in the core order, the sf row replacing the plain one, with base and pro sizes, and their terms', async () => {
    await openOutlet(new Date(2025, 0, 15, 12, 0));
    const actions = await waitFor(() => within(section('Акции')).getAllByRole('listitem'));
    expect(actions.map((item) => item.textContent)).toEqual([
      'Кэшбэк на всё (витрина)Кэшбэк 4%PRO 8%',
      // No pro size stored: the core pro ratio of the base size.
      'Кэшбэк на коктейлиКэшбэк 5%PRO 10%',
    ]);
    expect(
      within(section('Условия акций'))
        .getAllByRole('listitem')
        .map((term) => term.textContent),
    ).toEqual(['Действует при сумме чека от 500 ₽.']);
  });

  describe('opening hours, Monday first, today marked', () => {
    it('marks today and says «Открыто сейчас» within the evening hours', async () => {
      // Wednesday 15 January 2025, 20:00 in Moscow.
      await openOutlet(moscowTime(2025, 0, 15, 20, 0));
      const hours = await screen.findByRole('table');
      const rows = within(hours).getAllByRole('row');
      expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
        'Понедельник',
        'Вторник',
        'Среда (сегодня)',
        'Четверг',
        'Пятница',
        'Суббота',
        'Воскресенье',
      ]);
      expect(rows[2]?.getAttribute('aria-current')).toBe('date');
      expect(rows.filter((row) => row.getAttribute('aria-current') !== null)).toHaveLength(1);
      expect(rows[0]?.textContent).toContain('18:00–02:00');
      expect(rows[5]?.textContent).toContain('Выходной');
      expect(hoursBadge()).toBe('Открыто сейчас');
    });

    it("is open after midnight on Friday's late hours, even though Saturday is a day off", async () => {
      // Saturday 18 January 2025, 01:30 in Moscow.
      await openOutlet(moscowTime(2025, 0, 18, 1, 30));
      const rows = within(await screen.findByRole('table')).getAllByRole('row');
      expect(rows[5]?.getAttribute('aria-current')).toBe('date');
      expect(hoursBadge()).toBe('Открыто сейчас');
    });

    it('is closed at the closing minute past midnight', async () => {
      await openOutlet(moscowTime(2025, 0, 18, 2, 0));
      await screen.findByRole('table');
      expect(hoursBadge()).toBe('Закрыто');
    });
  });

  it('links to the outlet on 2GIS and Yandex Maps from its coordinates, and lists its contacts', async () => {
    await openOutlet(new Date(2025, 0, 15, 12, 0));
    const contacts = section('Контакты');
    expect(within(contacts).getByRole('link', { name: /2ГИС/ }).getAttribute('href')).toBe(
      twoGisUrl(55.751244, 37.618423),
    );
    expect(
      within(contacts)
        .getByRole('link', { name: /Яндекс Карты/ })
        .getAttribute('href'),
    ).toBe(yandexMapsUrl(55.751244, 37.618423, 'Бар «Ночь»'));
    expect(within(contacts).getByRole('link', { name: '+7 999 123-45-67' }).getAttribute('href')).toBe(
      'tel:+79991234567',
    );
    expect(within(contacts).getByRole('link', { name: 'hello@night.ru' }).getAttribute('href')).toBe(
      'mailto:hello@night.ru',
    );
    expect(
      within(contacts)
        .getByRole('link', { name: /^night\.ru/ })
        .getAttribute('href'),
    ).toBe('https://night.ru');
    expect(
      within(contacts)
        .getByRole('link', { name: /t\.me\/bar_night/ })
        .getAttribute('href'),
    ).toBe('https://t.me/bar_night');
    expect(
      within(contacts)
        .getByRole('link', { name: /vk\.com\/barnight/ })
        .getAttribute('href'),
    ).toBe('https://vk.com/barnight');
  });

  it("links to the outlet's own stored 2GIS and Yandex Maps addresses when it has them", async () => {
    await openOutlet(new Date(2025, 0, 15, 12, 0), {
      ...BAR,
      twoGis: 'https://2gis.ru/moscow/firm/70000001',
      yandexMaps: 'https://yandex.ru/maps/org/noch/1234/',
    });
    const contacts = section('Контакты');
    expect(within(contacts).getByRole('link', { name: /2ГИС/ }).getAttribute('href')).toBe(
      'https://2gis.ru/moscow/firm/70000001',
    );
    expect(
      within(contacts)
        .getByRole('link', { name: /Яндекс Карты/ })
        .getAttribute('href'),
    ).toBe('https://yandex.ru/maps/org/noch/1234/');
  });

  it('lists the payment products the outlet accepts and at what rate, and none when it names none', async () => {
    await openOutlet(new Date(2025, 0, 15, 12, 0), {
      ...BAR,
      pointsAccepts: true,
      pointsRate: 0.5,
      sbpAccepts: true,
      sbpRate: null,
      cardAccepts: false,
    });
    expect(
      within(section('Оплата'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Баллы «Рядом» — до 50 % чека', 'СБП']);
    cleanup();
    await openOutlet(new Date(2025, 0, 15, 12, 0));
    expect(screen.queryByRole('region', { name: 'Оплата' })).toBeNull();
  });

  it('shows only the address of an outlet with neither stored map addresses nor coordinates', async () => {
    await openOutlet(new Date(2025, 0, 15, 12, 0), { ...BAR, coordinatesLatitude: null, coordinatesLongitude: null });
    const contacts = section('Контакты');
    expect(within(contacts).getByText('ул. Пушкина, 10').previousElementSibling?.textContent).toBe('Адрес');
    expect(within(contacts).queryByText('На карте')).toBeNull();
    expect(within(contacts).queryByRole('link', { name: /2ГИС|Яндекс Карты/ })).toBeNull();
  });

  it('shows the photos in priority order, and the viewer steps through them with the arrow keys', async () => {
    await openOutlet(new Date(2025, 0, 15, 12, 0));
    const photos = section('Фотографии');
    const thumbs = within(photos).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.querySelector('img')?.getAttribute('src'))).toEqual([
      '/api/upload/files/proxy/30',
      '/api/upload/files/proxy/31',
    ]);
    expect(thumbs[0]?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    fireEvent.click(thumbs[0]!);
    const viewer = await screen.findByRole('dialog', { name: 'Бар «Ночь»: фото 1 из 2' });
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    const second = await screen.findByRole('dialog', { name: 'Бар «Ночь»: фото 2 из 2' });
    expect(within(second).getByRole('img', { name: 'Бар «Ночь», фото 2' }).getAttribute('src')).toBe(
      '/api/upload/files/proxy/31',
    );
    fireEvent.keyDown(document.activeElement ?? viewer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('comes with the first page of feedbacks; «Показать ещё» asks the address for the next, and disappears once everything is shown', async () => {
    const { app, seen } = await openOutlet(new Date(2025, 0, 15, 12, 0));
    const feedbacks = section('Отзывы');
    await within(feedbacks).findByText('Отзыв 10');
    expect(within(feedbacks).queryByText('Отзыв 11')).toBeNull();
    expect(seen.feedbackPages).toEqual([{ salesUnitIds: [5], page: 0 }]);
    fireEvent.click(within(feedbacks).getByRole('button', { name: 'Показать ещё' }));
    await within(feedbacks).findByText('Отзыв 13');
    expect(app.href()).toBe('/offline/5?feedback_pages=2');
    // The short page (or the count of 13) ends the list: no button that could only bring an empty page.
    await within(feedbacks).findByText('Это все отзывы.');
    expect(within(feedbacks).queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    // The address of two pages reads both; never a third that could only come back empty.
    expect(seen.feedbackPages.slice(1)).toEqual([
      { salesUnitIds: [5], page: 0 },
      { salesUnitIds: [5], page: 1 },
    ]);
  });

  it("opens a feedback's replies through the address, all of them, and closes them again", async () => {
    const { app, seen } = await openOutlet(new Date(2025, 0, 15, 12, 0));
    const feedbacks = section('Отзывы');
    fireEvent.click(await within(feedbacks).findByRole('button', { name: 'Ответы (1)' }));
    const reply = await within(feedbacks).findByText('Спасибо, ждём снова!');
    expect(app.href()).toBe('/offline/5?replies=1');
    // The reply shows in the region the open toggle controls.
    const toggle = within(feedbacks).getByRole('button', { name: 'Скрыть ответы' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.contains(reply)).toBe(true);
    expect(seen.replyPages).toEqual([[1, 0]]);
    fireEvent.click(toggle);
    await waitFor(() => expect(within(feedbacks).queryByText('Спасибо, ждём снова!')).toBeNull());
    expect(app.href()).toBe('/offline/5');
  });

  it('opens an address with feedback pages and replies as it names them', async () => {
    const seen = { feedbackPages: [] as unknown[], replyPages: [] as unknown[] };
    await renderApp('/offline/5?feedback_pages=2&replies=1', { api: outletApi(seen) });
    const feedbacks = await screen.findByRole('region', { name: 'Отзывы' });
    await within(feedbacks).findByText('Отзыв 13');
    await within(feedbacks).findByText('Спасибо, ждём снова!');
    expect(within(feedbacks).getByRole('button', { name: 'Скрыть ответы' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says the outlet is not found when the API answers 404', async () => {
    const { ApiError } = await import('../../../core/errors.ts');
    await renderApp('/offline/77', {
      api: {
        salesUnit: async () => {
          throw new ApiError('NOT_FOUND', 404);
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Точка не найдена' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Точка не найдена',
    ]);
  });
});
