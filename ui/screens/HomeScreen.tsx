import { useMemo, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { HOME_BANNER_REQUESTS, homeBanners } from '../../core/domain/showcase/banners.ts';
import { onlineCards } from '../../core/domain/showcase/showcases.ts';
import type { Banner } from '../../core/model/index.ts';
import { useServices } from '../app/context.ts';
import { useFavouriteIds } from '../app/useFavouriteIds.ts';
import { useLoad } from '../app/useLoad.ts';
import { LoadView } from '../components/LoadView.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import { ALL_CATEGORY_ID } from '../../core/domain/showcase/filter.ts';
import { useCityBrands } from './BrandList.tsx';
import { BannerSlider, BannerStrip } from './parts/BannerSlider.tsx';
import { BrandCard, ShopCard } from './parts/cards.tsx';
import { useCategoryNames } from './parts/useCategoryNames.ts';

/** How many cards each showcase section of the main page shows before its «all» link. */
export const HOME_SECTION_SIZE = 8;

/** /: the city's banners, its top partners in position order and its online shops, each with a link to the full list. */
export default function HomeScreen() {
  return (
    <div className="screen container home">
      <section className="hero">
        <h1>Кэшбэк у партнёров рядом с вами</h1>
        <p>Покупайте в магазинах и онлайн-сервисах вашего города и получайте часть денег обратно.</p>
      </section>
      <NeedCity>
        {(cityId) => (
          <>
            <Banners cityId={cityId} />
            <TopPartners cityId={cityId} />
            <OnlineShops cityId={cityId} />
          </>
        )}
      </NeedCity>
    </div>
  );
}

/** Offline then online banners of each type; a showcase whose banners cannot be read just shows none. */
function Banners({ cityId }: { cityId: number }) {
  const { api, logger } = useServices();
  const banners = useLoad(async () => {
    const scope = { countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId };
    const answers = await Promise.allSettled(
      HOME_BANNER_REQUESTS.map(({ showcase, typeId }) =>
        showcase === 'offline' ? api.offlineBanners({ ...scope, typeId }) : api.onlineBanners({ ...scope, typeId }),
      ),
    );
    return homeBanners(
      answers.map((answer): Banner[] => {
        if (answer.status === 'rejected') {
          logger.error('home: banners could not be read', answer.reason);
          return [];
        }
        return answer.value;
      }),
    );
  }, [api, logger, cityId]);
  if (banners.status !== 'ready') {
    // Room for the slider while it loads, so the sections below do not jump.
    return banners.status === 'loading' ? <div className="banner-slider banner-slider--pending" aria-hidden="true" /> : null;
  }
  return (
    <>
      <BannerSlider banners={banners.data.slider} label="Акции партнёров" />
      <BannerStrip banners={banners.data.strip} label="Новое в городе" />
    </>
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
function TopPartners({ cityId }: { cityId: number }) {
  const brands = useCityBrands(cityId, ALL_CATEGORY_ID);
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
            <p className="notice">В этом городе пока нет партнёров.</p>
          ) : (
            <ul className="card-grid">
              {list.slice(0, HOME_SECTION_SIZE).map((brand) => (
                <li key={brand.id}>
                  <BrandCard brand={brand} categories={categories} />
                </li>
              ))}
            </ul>
          )
        }
      </LoadView>
    </section>
  );
}

/** The city's online shops in position order, the first few. */
function OnlineShops({ cityId }: { cityId: number }) {
  const { api, config } = useServices();
  const favourites = useFavouriteIds('online');
  const categories = useCategoryNames('online');
  const records = useLoad(() => api.onlineShopsPublicList({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: cityId }), [api, cityId]);
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
            <p className="notice">Онлайн-магазинов пока нет.</p>
          ) : (
            <ul className="card-grid">
              {cards.map((card) => (
                <li key={card.id}>
                  <ShopCard card={card} categories={categories} />
                </li>
              ))}
            </ul>
          )
        }
      </LoadView>
    </section>
  );
}
