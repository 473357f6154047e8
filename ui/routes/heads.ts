/**
 * What each public page says about itself to search engines and to a shared link: its title and
 * description, named after what it shows (the brand, the outlet and its address, the shop, the news
 * item, the city of a list), and its picture. Routes load this module on demand, after their data.
 */
import { fileProxyUrl } from '../../core/domain/fileUrls.ts';
import { toBrandCard } from '../../core/domain/showcase/brandCard.ts';
import { newsExcerpt } from '../../core/domain/showcase/news.ts';
import { toOfflineCard } from '../../core/domain/showcase/offlineCard.ts';
import { toOnlineCard } from '../../core/domain/showcase/onlineCard.ts';
import type { Brand, NewsItem, OnlineShopRecord, SalesUnitRecord } from '../../core/model/index.ts';
import type { RouterContext } from '../app/context.ts';
import { headMeta, type HeadMeta } from '../app/pageHead.ts';

const NO_FAVOURITES: ReadonlySet<number> = new Set();

/** The name of the city the page shows (the root context's), or null before one is chosen. */
function cityName(context: RouterContext): string | null {
  return context.session.getSnapshot().cities.find((city) => city.id === context.cityId)?.name ?? null;
}

/** «Москва: офлайн-партнёры с кэшбэком» — the city leads, so the title reads right for any city name. */
function inCity(city: string | null, text: string): string {
  return city === null ? text : `${city}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

export type ListPage = 'home' | 'brands' | 'offline' | 'online' | 'news' | 'partner' | 'favourites';

/** Each list page's title and description; `inCity` marks those that lead with the city the page shows. */
const LIST_HEADS: Record<ListPage, { title: string; description: string; inCity: boolean }> = {
  home: {
    title: 'Кэшбэк у партнёров рядом',
    description:
      'Кэшбэк у партнёров вашего города: кафе, магазины и услуги рядом, онлайн-магазины и акции в одном месте.',
    inCity: true,
  },
  brands: {
    title: 'Офлайн-партнёры с кэшбэком',
    description: 'Партнёры «Рядом»: кафе, магазины и услуги, где часть денег за покупку возвращается кэшбэком.',
    inCity: true,
  },
  offline: {
    title: 'Точки партнёров с кэшбэком',
    description: 'Адреса, часы работы и кэшбэк точек партнёров. Выбирайте категорию и ищите по названию.',
    inCity: true,
  },
  online: {
    title: 'Онлайн-магазины с кэшбэком',
    description: 'Онлайн-магазины и сервисы с кэшбэком: базовый и повышенный процент, акции и условия.',
    inCity: true,
  },
  news: { title: 'Новости', description: 'Новости и акции партнёров «Рядом».', inCity: true },
  favourites: { title: 'Избранное', description: 'Избранные точки и онлайн-магазины города.', inCity: false },
  partner: {
    title: 'Стать партнёром',
    description: 'Заявка на подключение к «Рядом»: расскажите о бизнесе, и мы приведём к вам покупателей с кэшбэком.',
    inCity: false,
  },
};

/** The head of a list page of the city the page shows. */
export function listHead(context: RouterContext, page: ListPage): HeadMeta[] {
  const { title, description, inCity: leadsWithCity } = LIST_HEADS[page];
  const city = leadsWithCity ? cityName(context) : null;
  return headMeta({ title: inCity(city, title), description: inCity(city, description) });
}

export function brandHead(context: RouterContext, brand: Brand): HeadMeta[] {
  const card = toBrandCard(brand, { baseApi: context.services.config.fileBase });
  return headMeta({
    title: `${card.name}: кэшбэк у партнёра`,
    description:
      card.mainOffer ?? card.description ?? `${card.name} — партнёр «Рядом»: кэшбэк за покупки, адреса точек и отзывы.`,
    image: card.logo,
  });
}

export function outletHead(context: RouterContext, record: SalesUnitRecord): HeadMeta[] {
  const card = toOfflineCard(record, { baseApi: context.services.config.fileBase, favourites: NO_FAVOURITES });
  const where = card.address === null ? '' : `, ${card.address}`;
  return headMeta({
    title: `${card.name}${where}`,
    description: card.mainOffer ?? card.description ?? `${card.name}${where}: кэшбэк, часы работы и контакты.`,
    image: card.bgPhoto,
  });
}

export function shopHead(context: RouterContext, record: OnlineShopRecord): HeadMeta[] {
  const card = toOnlineCard(record, { baseApi: context.services.config.fileBase, favourites: NO_FAVOURITES });
  return headMeta({
    title: `${card.name}: кэшбэк за покупки онлайн`,
    description: card.frontActionSf ?? card.description ?? `${card.name}: кэшбэк за покупки онлайн, акции и условия.`,
    image: card.logo,
  });
}

export function newsItemHead(context: RouterContext, item: NewsItem): HeadMeta[] {
  return headMeta({
    title: item.title,
    description: newsExcerpt(item.text),
    image: item.previewFileId === null ? null : fileProxyUrl(context.services.config.fileBase, item.previewFileId),
    type: 'article',
  });
}
