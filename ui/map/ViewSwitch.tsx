/**
 * «Список | Карта» (issue 21): how a page shows its outlets, as two links to the same address with and without
 * `?view=map`, so the switch works before the page's code runs, a map is shareable, and Back returns to the list.
 * Going to the list leaves the map's area behind (the list is the whole one).
 */
import { Link } from '@tanstack/react-router';
import type { ListView } from '../../core/domain/showcase/listQuery.ts';
import './mapShell.css';

/** The view of an address's `?view` (undefined is the list). */
export function viewOf(view: 'map' | undefined): ListView {
  return view === 'map' ? 'map' : 'list';
}

export function ViewSwitch({ view, label = 'Показать точки' }: { view: ListView; label?: string }) {
  return (
    <nav className="view-switch" aria-label={label}>
      <ViewOption
        shows="list"
        current={view}
        search={(previous) => ({ ...previous, view: undefined, area: undefined })}
      >
        Списком
      </ViewOption>
      <ViewOption shows="map" current={view} search={(previous) => ({ ...previous, view: 'map' as const })}>
        На карте
      </ViewOption>
    </nav>
  );
}

/** One of the switch's links: the same address with `search`'s `?view`, marked current when it shows `current`. */
function ViewOption({
  shows,
  current,
  search,
  children,
}: {
  shows: ListView;
  current: ListView;
  search: (previous: Record<string, unknown>) => Record<string, unknown>;
  children: string;
}) {
  return (
    <Link
      to="."
      search={search}
      resetScroll={false}
      className="view-switch__option"
      aria-current={shows === current ? 'page' : undefined}
      activeOptions={{ exact: true, includeSearch: true }}
    >
      {children}
    </Link>
  );
}
