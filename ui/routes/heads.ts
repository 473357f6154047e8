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

/** The name of the city the page shows, or null before one is chosen. */
function cityName(context: RouterContext): string | null {
  const { cityId, cities } = context.session.getSnapshot();
  return cities.find((city) => city.id === cityId)?.name ?? null;
}

/** «Москва: офлайн-партнёры с кэшбэком» — the city leads, so the title reads right for any city name. */
function inCity(city: string | null, text: string): string {
  return city === null ? text : `${city}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** The head of a list page of the city the page shows. */
export function listHead(context: RouterContext, page: 'home' | 'brands' | 'offline' | 'online' | 'news' | 'partner'): HeadMeta[] {
  const city = cityName(context);
  switch (page) {
    case 'home':
      return headMeta({
        title: inCity(city, 'Кэшбэк у партнёров рядом'),
        description: inCity(city, 'Кэшбэк у партнёров вашего города: кафе, магазины и услуги рядом, онлайн-магазины и акции в одном месте.'),
      });
    case 'brands':
      return headMeta({
        title: inCity(city, 'Офлайн-партнёры с кэшбэком'),
        description: inCity(city, 'Партнёры «Рядом»: кафе, магазины и услуги, где часть денег за покупку возвращается кэшбэком.'),
      });
    case 'offline':
      return headMeta({
        title: inCity(city, 'Точки партнёров с кэшбэком'),
        description: inCity(city, 'Адреса, часы работы и кэшбэк точек партнёров. Выбирайте категорию и ищите по названию.'),
      });
    case 'online':
      return headMeta({
        title: inCity(city, 'Онлайн-магазины с кэшбэком'),
        description: inCity(city, 'Онлайн-магазины и сервисы с кэшбэком: базовый и повышенный процент, акции и условия.'),
      });
    case 'news':
      return headMeta({ title: inCity(city, 'Новости'), description: inCity(city, 'Новости и акции партнёров «Рядом».') });
    case 'partner':
      return headMeta({
        title: 'Стать партнёром',
        description: 'Заявка на подключение к «Рядом»: расскажите о бизнесе, и мы приведём к вам покупателей с кэшбэком.',
      });
  }
}

export function brandHead(context: RouterContext, brand: Brand): HeadMeta[] {
  const card = toBrandCard(brand, { baseApi: context.services.config.fileBase });
  return headMeta({
    title: `${card.name}: кэшбэк у партнёра`,
    description: card.mainOffer ?? card.description ?? `${card.name} — партнёр «Рядом»: кэшбэк за покупки, адреса точек и отзывы.`,
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
