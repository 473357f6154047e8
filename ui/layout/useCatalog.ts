import { useCallback, useEffect } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import * as v from 'valibot';
import { useServices } from '../app/context.ts';
import { listSearchSchema } from '../routes/searchParams.ts';

/** The address's category (0 when absent or not a category id). */
function categoryOf(search: object): number {
  return v.parse(listSearchSchema.entries.category, (search as Record<string, unknown>).category);
}

/** Which catalogue the current page belongs to: online shop categories or outlet categories. */
export type CatalogSection = 'online' | 'offline';

export function catalogSectionOf(pathname: string): CatalogSection {
  return pathname.startsWith('/online') ? 'online' : 'offline';
}

/** The list a category choice returns to: online shops, outlets, or the brands showcase. */
export type CatalogList = '/online' | '/offline' | '/brands';

export function catalogListOf(pathname: string): CatalogList {
  if (pathname.startsWith('/online')) {
    return '/online';
  }
  return pathname.startsWith('/offline') ? '/offline' : '/brands';
}

/**
 * The catalog filter of the current page: the catalogFilter machine follows `?category`, and a
 * choice sets the category and goes back to the list (portal §2 «Catalog dropdown»).
 */
export function useCatalog(): {
  section: CatalogSection;
  activeId: number;
  /** Chooses a category and opens `list` (by default the list of the current page's section). */
  choose: (id: number, list?: CatalogList) => void;
} {
  const { machines } = useServices();
  const filter = useActorRef(machines.catalogFilter);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const fromUrl = useRouterState({ select: (state) => categoryOf(state.location.search) });
  const activeId = useSelector(filter, (snapshot) => snapshot.context.activeId);

  useEffect(() => {
    filter.send({ type: 'category.selected', id: fromUrl });
  }, [filter, fromUrl]);

  const choose = useCallback(
    (id: number, list: CatalogList = catalogListOf(pathname)) => {
      filter.send({ type: 'category.selected', id });
      // On the list itself the search text stays; from anywhere else the list opens unfiltered by text.
      void navigate({ to: list, search: pathname === list ? (prev) => ({ ...prev, category: id }) : { category: id } });
    },
    [filter, navigate, pathname],
  );

  return { section: catalogSectionOf(pathname), activeId, choose };
}
