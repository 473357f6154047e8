/**
 * The filters of a showcase list (issue 21): its catalogue's category chips with «Сбросить», «Открыто сейчас»
 * where a list can tell, and the order. On a phone the chips are one row that scrolls sideways and the order a
 * segmented switch of its own (issue 31 §4, docs/decisions.md), so the results start on the first screen. Every control is a link to the same list with other search params
 * (core/domain/pageParams.ts `showcaseSearchSchema`), so a filtered list is an address: shareable, rendered on the
 * server and kept by the page cache, and it works before the page's code runs. The header's catalogue dropdown
 * writes the same `?category`, so the chips and the dropdown never disagree.
 */
import { useEffect, useId, useRef, type FocusEvent, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ShowcaseSearch } from '../../../core/domain/pageParams.ts';
import { ALL_CATEGORY_ID } from '../../../core/domain/showcase/filter.ts';
import type { ShowcaseSort } from '../../../core/domain/showcase/sorting.ts';
import { useCategories } from '../../app/useCategories.ts';
import { NearMeControl } from './NearMe.tsx';
import './listFilters.css';

type Search = Record<string, unknown>;

/** The orders offered: §5's and the best cashback first everywhere; the nearest first where the list has places. */
const SORT_CHOICES: readonly { sort: ShowcaseSort; label: string }[] = [
  { sort: 'default', label: 'По умолчанию' },
  { sort: 'cashback', label: 'По кэшбэку' },
];

const DISTANCE_CHOICE = { sort: 'distance', label: 'По расстоянию' } as const;

/** Whether anything the bar sets narrows or reorders the list (the search text is the header's). */
export function hasListFilters(search: Pick<ShowcaseSearch, 'category' | 'open' | 'sort'>): boolean {
  return search.category !== ALL_CATEGORY_ID || search.open || search.sort !== 'default';
}

/** A filter link: the same list with `change` applied to its search, the scroll kept. */
function FilterLink({
  change,
  current,
  className,
  children,
}: {
  change: Search;
  current: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      to="."
      search={(previous: Search) => ({ ...previous, ...change })}
      resetScroll={false}
      className={className}
      aria-current={current ? 'page' : undefined}
      // The router marks a link to the very address shown as the page; that is the current choice, nothing wider.
      activeOptions={{ exact: true, includeSearch: true }}
      activeProps={{}}
    >
      {children}
    </Link>
  );
}

export interface ListFiltersProps {
  section: 'offline' | 'online';
  search: ShowcaseSearch;
  /** Whether «Открыто сейчас» is offered (a list that can tell). */
  openNow?: boolean;
  /** Whether the list can be ordered by distance, with «Рядом со мной» (a list of places). */
  distance?: boolean;
}

export function ListFilters({ section, search, openNow = false, distance = false }: ListFiltersProps) {
  const categories = useCategories(section);
  const navigate = useNavigate();
  const sorts = distance ? [...SORT_CHOICES, DISTANCE_CHOICE] : SORT_CHOICES;
  const chips = categories.status === 'ready' ? categories.data.filter((category) => category.name !== '') : [];
  const narrowed = hasListFilters(search);
  const sortLabelId = useId();
  const chipRow = useChosenChipInView(search.category, chips.length);
  return (
    <div className="list-filters">
      {chips.length === 0 ? null : (
        <nav className="list-filters__categories" aria-label="Категории" ref={chipRow.ref} onFocus={chipRow.onFocus}>
          <FilterLink
            change={{ category: undefined }}
            current={search.category === ALL_CATEGORY_ID}
            className="list-filters__chip"
          >
            Все
          </FilterLink>
          {chips.map((category) => (
            <FilterLink
              key={category.id}
              change={{ category: category.id }}
              current={search.category === category.id}
              className="list-filters__chip"
            >
              {category.name}
            </FilterLink>
          ))}
        </nav>
      )}
      {openNow || distance || narrowed ? (
        <div className="list-filters__row">
          {openNow ? (
            <FilterLink
              change={{ open: search.open ? undefined : true }}
              current={search.open}
              className="list-filters__chip list-filters__toggle"
            >
              Открыто сейчас
            </FilterLink>
          ) : null}
          {distance ? (
            <NearMeControl
              distancesShown={search.sort === 'distance'}
              // The tap orders the list by distance: from the shopper once the position comes, from the centre till then.
              onRequest={() =>
                void navigate({
                  to: '.',
                  search: (previous: Search) => ({ ...previous, sort: 'distance' as const }),
                  resetScroll: false,
                })
              }
            />
          ) : null}
          {narrowed ? (
            <FilterLink
              change={{ category: undefined, open: undefined, sort: undefined }}
              current={false}
              className="list-filters__reset"
            >
              Сбросить
            </FilterLink>
          ) : null}
        </div>
      ) : null}
      {/* The order is a control of its own, not one more filter chip (issue 31 §4): a labelled segmented switch. */}
      <div className="list-filters__sort">
        <span id={sortLabelId} className="list-filters__sort-label">
          Сортировка
        </span>
        <nav className="list-filters__segments" aria-labelledby={sortLabelId}>
          {sorts.map((choice) => (
            <FilterLink
              key={choice.sort}
              change={{ sort: choice.sort === 'default' ? undefined : choice.sort }}
              current={
                search.sort === choice.sort || (choice.sort === 'default' && search.sort === 'distance' && !distance)
              }
              className="list-filters__segment"
            >
              {choice.label}
            </FilterLink>
          ))}
        </nav>
      </div>
    </div>
  );
}

/**
 * The categories' row scrolls sideways on a narrow screen: the chosen chip is brought into the row's view when it is
 * out of it, on the first render and whenever the category changes, and so is a chip the keyboard focuses (the
 * browser's own scroll to it would be pulled back by the row's snapping). Only the row scrolls, never the page.
 */
function useChosenChipInView(category: number, chips: number) {
  const row = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = row.current;
    const chosen = element?.querySelector<HTMLElement>('[aria-current]');
    if (element !== null && chosen !== null && chosen !== undefined) {
      showChip(element, chosen);
    }
  }, [category, chips]);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) {
      showChip(event.currentTarget, event.target);
    }
  };
  return { ref: row, onFocus };
}

/** Scrolls `row` so `chip` starts where the row snaps (its scroll padding), when any of the chip is out of view. */
function showChip(row: HTMLElement, chip: HTMLElement) {
  const style = getComputedStyle(row);
  const before = Number.parseFloat(style.scrollPaddingLeft) || 0;
  const after = Number.parseFloat(style.scrollPaddingRight) || 0;
  const start = chip.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
  if (start - before < row.scrollLeft || start + chip.offsetWidth + after > row.scrollLeft + row.clientWidth) {
    row.scrollLeft = start - before;
  }
}

/** The empty list's way out: «Сбросить фильтры» when the bar's filters narrowed it, else «Сбросить поиск». */
export function resetLabel(search: Pick<ShowcaseSearch, 'category' | 'open' | 'sort' | 'q'>): string {
  return search.q.trim() === '' && hasListFilters(search) ? 'Сбросить фильтры' : 'Сбросить поиск';
}

/**
 * Why a narrowed list is empty, in the shopper's words: «В категории «Пекарни», открытые сейчас, по запросу «пек»
 * ничего нет.»; null when nothing narrows it.
 */
export function emptyReason(
  search: Pick<ShowcaseSearch, 'category' | 'open' | 'q'>,
  categoryNames: ReadonlyMap<number, string>,
): string | null {
  const parts: string[] = [];
  if (search.category !== ALL_CATEGORY_ID) {
    const name = categoryNames.get(search.category);
    parts.push(name === undefined ? 'в выбранной категории' : `в категории «${name}»`);
  }
  if (search.open) {
    parts.push('открытых сейчас');
  }
  if (search.q.trim() !== '') {
    parts.push(`по запросу «${search.q.trim()}»`);
  }
  if (parts.length === 0) {
    return null;
  }
  return `Ничего не нашлось ${parts.join(', ')}.`;
}
