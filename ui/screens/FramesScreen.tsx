import { getRouteApi, Link } from '@tanstack/react-router';
import { CityPicker } from '../layout/CityPicker.tsx';
import { MainNav } from '../layout/MainNav.tsx';
import { LogoMark } from '../components/LogoMark.tsx';
import { NeedCity } from '../components/NeedCity.tsx';
import { SHOWCASE_SEARCH_DEFAULTS } from '../../core/domain/pageParams.ts';
import { BrandList } from './BrandList.tsx';
import { NearbyCard } from './parts/NearbyCard.tsx';
import './parts/showcase.css';

const route = getRouteApi('/frames');

/**
 * /frames: the entry of the embedded mode. No navbar or footer (portal §2): the two frame-mode
 * sections, the city, the card of the outlets nearest to the city's centre (the coordinates call's answer; the
 * card itself shows nothing until a city is chosen) and the offline partners of the city.
 */
export default function FramesScreen() {
  const data = route.useLoaderData();
  return (
    <div className="screen container frames">
      <div className="frames__bar">
        <Link to="/" search={{ iframe: true }} className="navbar__logo">
          <LogoMark />
          <span>Рядом</span>
        </Link>
        <CityPicker />
      </div>
      <MainNav />
      <h1>Партнёры рядом</h1>
      {data === null ? null : <NearbyCard nearby={data.nearby} />}
      <NeedCity>
        {() =>
          data === null || data.partners === null ? null : (
            <BrandList brands={data.partners.brands} search={SHOWCASE_SEARCH_DEFAULTS} />
          )
        }
      </NeedCity>
    </div>
  );
}
