import { Link } from '@tanstack/react-router';
import { NeedCity } from '../components/NeedCity.tsx';
import { ALL_CATEGORIES } from '../routes/searchParams.ts';
import { BrandList } from './BrandList.tsx';

/** How many top partners the main page shows. */
const TOP_PARTNERS = 8;

/** /: what the portal is, the two showcases and the city's top partners. */
export default function HomeScreen() {
  return (
    <div className="screen container">
      <section className="hero">
        <h1>Кэшбэк у партнёров рядом с вами</h1>
        <p>Покупайте в магазинах и онлайн-сервисах вашего города и получайте часть денег обратно.</p>
        <div className="hero__links">
          <Link to="/brands" className="button button--primary">
            Офлайн-партнёры
          </Link>
          <Link to="/online" className="button button--ghost">
            Онлайн-покупки
          </Link>
        </div>
      </section>
      <section aria-labelledby="top-partners">
        <h2 id="top-partners">Топ партнёров</h2>
        <NeedCity>{(cityId) => <BrandList cityId={cityId} category={ALL_CATEGORIES} query="" limit={TOP_PARTNERS} />}</NeedCity>
      </section>
    </div>
  );
}
