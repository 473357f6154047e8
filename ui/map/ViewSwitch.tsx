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
      <Link
        to="."
        search={(previous: Record<string, unknown>) => ({ ...previous, view: undefined, area: undefined })}
        resetScroll={false}
        className="view-switch__option"
        aria-current={view === 'list' ? 'page' : undefined}
        activeOptions={{ exact: true, includeSearch: true }}
      >
        Списком
      </Link>
      <Link
        to="."
        search={(previous: Record<string, unknown>) => ({ ...previous, view: 'map' as const })}
        resetScroll={false}
        className="view-switch__option"
        aria-current={view === 'map' ? 'page' : undefined}
        activeOptions={{ exact: true, includeSearch: true }}
      >
        На карте
      </Link>
    </nav>
  );
}
