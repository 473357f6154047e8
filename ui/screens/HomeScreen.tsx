import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Link, useLoaderData } from '@tanstack/react-router';
import { onlineCards } from '../../core/domain/showcase/onlineCard.ts';
import { useServices } from '../app/context.ts';
import { useLoaded } from '../app/settled.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { EmptyView } from '../components/EmptyView.tsx';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import type { HomeData } from '../routes/loaders/homeLoader.ts';
import { CardGrid } from './parts/CardGrid.tsx';
import { BrandCard, ShopCard } from './parts/cards.tsx';
import { useCategoryNames } from './parts/useCategoryNames.ts';

// Below the fold or drawn by the server before the page's script runs: lazy chunks, so the first screen's budget
// pays for neither (React keeps the server's markup until each chunk arrives).
const BannerSlider = lazy(() =>
  import('./parts/BannerSlider.tsx').then((module) => ({ default: module.BannerSlider })),
);
const BannerStrip = lazy(() => import('./parts/BannerSlider.tsx').then((module) => ({ default: module.BannerStrip })));
const HowItWorks = lazy(() => import('./parts/HowItWorks.tsx'));

/** How many cards each showcase section of the main page shows before its «all» link. */
export const HOME_SECTION_SIZE = 8;

/** /: the city's banners, its top partners in position order and its online shops, each with a link to the full list. */
export default function HomeScreen() {
  const data = useLoaderData({ from: '/' });
  return (
    <div className="screen container home">
      <section className="hero">
        <h1>Кэшбэк у партнёров рядом с вами</h1>
        <p>Покупайте в магазинах и онлайн-сервисах вашего города и получайте часть денег обратно.</p>
      </section>
      <NeedCity>
        {() =>
          data === null ? null : (
            <>
              <Banners banners={data.banners} />
              <TopPartners data={data} />
              <OnlineShops data={data} />
            </>
          )
        }
      </NeedCity>
      <Suspense fallback={null}>
        <HowItWorks />
      </Suspense>
    </div>
  );
}

/** Offline then online banners of each type; a showcase whose banners could not be read shows none. */
function Banners({ banners }: { banners: HomeData['banners'] }) {
  if (banners === null) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <BannerSlider banners={banners.slider} label="Акции партнёров" />
      <BannerStrip banners={banners.strip} label="Новое в городе" />
    </Suspense>
  );
}

function SectionHead({ id, title, links }: { id: string; title: string; links: ReactNode }) {
  return (
    <div className="home-section__head">
      <h2 id={id}>{title}</h2>
      <p className="home-section__links">{links}</p>
    </div>
  );
}

/** The city's brands in positionSf order (portal §5), the first few. */
function TopPartners({ data }: { data: HomeData }) {
  const brands = useLoaded(data.brands);
  const categories = useCategoryNames('offline');
  return (
    <section className="home-section" aria-labelledby="top-partners">
      <SectionHead
        id="top-partners"
        title="Топ партнёров"
        links={
          <>
            <Link to="/brands">Все партнёры</Link>
            <Link to="/offline">Все точки</Link>
          </>
        }
      />
      <LoadView state={brands}>
        {(list) =>
          list.length === 0 ? (
            <EmptyView
              title="В этом городе пока нет партнёров."
              hint="Партнёры скоро появятся, а онлайн-магазины доступны уже сейчас."
            >
              <Link to="/online" className="button button--ghost">
                Онлайн-покупки
              </Link>
            </EmptyView>
          ) : (
            <CardGrid
              items={list.slice(0, HOME_SECTION_SIZE)}
              render={(brand) => <BrandCard brand={brand} categories={categories} />}
            />
          )
        }
      </LoadView>
    </section>
  );
}

/** The city's online shops in position order, the first few. */
function OnlineShops({ data }: { data: HomeData }) {
  const { config } = useServices();
  const favourites = useFavouriteIds('online');
  const categories = useCategoryNames('online');
  const records = useLoaded(data.shops);
  const cards = useMemo(
    () =>
      records.status === 'ready'
        ? onlineCards(records.data, { baseApi: config.fileBase, favourites }).slice(0, HOME_SECTION_SIZE)
        : [],
    [records, config.fileBase, favourites],
  );
  return (
    <section className="home-section" aria-labelledby="online-shops">
      <SectionHead id="online-shops" title="Онлайн-магазины" links={<Link to="/online">Все онлайн-магазины</Link>} />
      <LoadView state={records}>
        {() =>
          cards.length === 0 ? (
            <EmptyView title="Онлайн-магазинов пока нет." hint="Загляните к партнёрам в вашем городе.">
              <Link to="/brands" className="button button--ghost">
                Офлайн-партнёры
              </Link>
            </EmptyView>
          ) : (
            <CardGrid items={cards} render={(card) => <ShopCard card={card} categories={categories} />} />
          )
        }
      </LoadView>
    </section>
  );
}
