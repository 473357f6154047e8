import { useCallback } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import * as v from 'valibot';
import { listSearchSchema } from '../../core/domain/pageParams.ts';

/** The address's category (0 when absent or not a category id). */
function categoryOf(search: object): number {
  return v.parse(listSearchSchema.entries.category, (search as Record<string, unknown>).category);
}

/** Which catalogue the current page belongs to: online shop categories or outlet categories. */
export type CatalogueSection = 'online' | 'offline';

function catalogueSectionOf(pathname: string): CatalogueSection {
  return pathname.startsWith('/online') ? 'online' : 'offline';
}

/** The list a category choice returns to: online shops, outlets, or the brands showcase. */
export type CatalogueList = '/online' | '/offline' | '/brands';

function catalogueListOf(pathname: string): CatalogueList {
  if (pathname.startsWith('/online')) {
    return '/online';
  }
  return pathname.startsWith('/offline') ? '/offline' : '/brands';
}

/**
 * The catalogue filter of the current page (portal §4 «Category filter»): the address's `?category` is
 * its only owner (0 or absent = all), and a choice writes it and goes back to the list (portal §2
 * «Catalog dropdown»). Choosing the active category again leaves the address, and the history, as they are.
 */
export function useCatalogue(): {
  section: CatalogueSection;
  activeId: number;
  /** Chooses a category and opens `list` (by default the list of the current page's section). */
  choose: (id: number, list?: CatalogueList) => void;
} {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const activeId = useRouterState({ select: (state) => categoryOf(state.location.search) });

  const choose = useCallback(
    (id: number, list: CatalogueList = catalogueListOf(pathname)) => {
      // On the list itself the search text stays; from anywhere else the list opens unfiltered by text.
      void navigate({ to: list, search: pathname === list ? (prev) => ({ ...prev, category: id }) : { category: id } });
    },
    [navigate, pathname],
  );

  return { section: catalogueSectionOf(pathname), activeId, choose };
}
