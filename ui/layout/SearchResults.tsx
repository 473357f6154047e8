/**
 * The header search's results panel (issue 21): the groups the API's one search found for the typed text, one
 * list of links per kind under its heading (Бренды, Точки, Онлайн-магазины; Новости on the news pages), each hit
 * with the cashback its card prints (an outlet also with how far it is, once the shopper's position is known: never
 * from the city centre, the results are not ordered by distance), and «Все результаты» to the list the box filters.
 * A plain list of links is keyboard accessible as it is (Tab through them, Enter follows one); Escape closes the
 * panel (SearchBox).
 */
import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { cashbackFromStored } from '../../core/domain/cashback.ts';
import type { SearchFound } from '../../core/machines/search.ts';
import type { SearchAnswer } from '../../core/model/index.ts';
import { basePercent } from '../screens/parts/CashbackLine.tsx';
import './SearchResults.css';

export interface SearchResultsProps {
  id: string;
  found: SearchFound;
  /** The list the box filters, where «Все результаты» leads with ?q. */
  listPath: '/news' | '/online' | '/offline' | '/brands';
  /** A link followed: the panel closes. */
  onLeave: () => void;
}

/** One hit as the panel lists it. */
interface Row {
  key: string;
  link: React.ReactNode;
}

const GROUP_TITLES = { brands: 'Бренды', outlets: 'Точки', shops: 'Онлайн-магазины', news: 'Новости' } as const;

function Cashback({ stored, kind }: { stored: number | null; kind: 'online' | 'offline' }) {
  return <span className="search-results__cashback">до {basePercent(cashbackFromStored(kind, stored))}</span>;
}

/** How far a found outlet is from the shopper, once their position is known (loaded on its own: ./SearchDistance.tsx). */
const SearchDistance = lazy(() => import('./SearchDistance.tsx'));

function rowsOf(
  answer: SearchAnswer,
  onLeave: () => void,
): { kind: keyof typeof GROUP_TITLES; total: number; rows: Row[] }[] {
  const groups: { kind: keyof typeof GROUP_TITLES; total: number; rows: Row[] }[] = [];
  if (answer.brands !== undefined) {
    groups.push({
      kind: 'brands',
      total: answer.brands.total,
      rows: answer.brands.hits.map(({ item }) => ({
        key: `b${item.id}`,
        link: (
          <Link to="/brands/$brandId" params={{ brandId: String(item.id) }} onClick={onLeave}>
            <span className="search-results__name">{item.name}</span>{' '}
            <Cashback stored={item.maximumCashback} kind="offline" />
          </Link>
        ),
      })),
    });
  }
  if (answer.outlets !== undefined) {
    groups.push({
      kind: 'outlets',
      total: answer.outlets.total,
      rows: answer.outlets.hits.map(({ item }) => ({
        key: `o${item.id}`,
        link: (
          <Link to="/offline/$outletId" params={{ outletId: String(item.id) }} onClick={onLeave}>
            <span className="search-results__name">{item.name}</span>
            {item.address ? <span className="search-results__note">{item.address}</span> : null}{' '}
            <Suspense fallback={null}>
              <SearchDistance place={item} />
            </Suspense>{' '}
            <Cashback stored={item.maximumCashback} kind="offline" />
          </Link>
        ),
      })),
    });
  }
  if (answer.shops !== undefined) {
    groups.push({
      kind: 'shops',
      total: answer.shops.total,
      rows: answer.shops.hits.map(({ item }) => ({
        key: `s${item.shopId}`,
        link: (
          <Link to="/online/$shopId" params={{ shopId: String(item.shopId) }} onClick={onLeave}>
            <span className="search-results__name">{item.nameSf ?? item.name}</span>{' '}
            <Cashback stored={item.maximumCashback} kind="online" />
          </Link>
        ),
      })),
    });
  }
  if (answer.news !== undefined) {
    groups.push({
      kind: 'news',
      total: answer.news.total,
      rows: answer.news.hits.map(({ item }) => ({
        key: `n${item.id}`,
        link: (
          <Link to="/news/$newsId" params={{ newsId: String(item.id) }} onClick={onLeave}>
            <span className="search-results__name">{item.title}</span>
          </Link>
        ),
      })),
    });
  }
  return groups;
}

export function SearchResults({ id, found, listPath, onLeave }: SearchResultsProps) {
  const all = (
    <Link to={listPath} search={{ q: found.query }} className="search-results__all" onClick={onLeave}>
      Все результаты
    </Link>
  );
  if ('failed' in found) {
    return (
      <div id={id} className="search-results" role="region" aria-label="Результаты поиска">
        <p className="search-results__empty">Поиск не удался. Попробуйте ещё раз или откройте список.</p>
        {all}
      </div>
    );
  }
  const groups = rowsOf(found.answer, onLeave).filter((group) => group.rows.length > 0);
  return (
    <div id={id} className="search-results" role="region" aria-label="Результаты поиска">
      {groups.length === 0 ? (
        <>
          <p className="search-results__empty" role="status">
            По запросу «{found.query}» ничего не найдено
          </p>
          <Link to={listPath} className="search-results__all" onClick={onLeave}>
            Смотреть весь список
          </Link>
        </>
      ) : (
        <>
          {groups.map((group) => (
            <section
              key={group.kind}
              className="search-results__group"
              aria-labelledby={`search-results-${group.kind}`}
            >
              <h2 id={`search-results-${group.kind}`} className="search-results__title">
                {GROUP_TITLES[group.kind]} <span className="search-results__total">{group.total}</span>
              </h2>
              <ul className="search-results__list">
                {group.rows.map((row) => (
                  <li key={row.key}>{row.link}</li>
                ))}
              </ul>
            </section>
          ))}
          {all}
        </>
      )}
    </div>
  );
}
