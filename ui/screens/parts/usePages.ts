import { useCallback, useEffect, useRef, useState } from 'react';

/** A list read page by page (portal §7: pages are asked for one at a time until a page comes back empty). */
export interface PagedList<T> {
  items: readonly T[];
  /** 'loading' while a page is on its way; 'more' when another page may exist; 'done' after an empty page. */
  status: 'loading' | 'more' | 'done' | 'failed';
  /** Asks for the next page (or again for the one that failed). */
  loadMore: () => void;
}

/** What tells the list has ended before an empty page says so. */
export interface PageBounds {
  /** Items a full page holds: a shorter page is the last one. */
  pageSize: number;
  /** How many items the list has in all, where the record says (a brand's feedback count): none past it. */
  total?: number;
}

/**
 * Reads page 0 at once and each next page on `loadMore`. The list ends at an empty page (§7), and also
 * at a page shorter than `bounds.pageSize` or once `bounds.total` items are in: «Показать ещё» never offers
 * a page that can only come back empty. When a dependency changes the list starts over and answers for the
 * old list are dropped.
 */
export function usePages<T>(loadPage: (page: number) => Promise<readonly T[]>, deps: readonly unknown[], bounds: PageBounds): PagedList<T> {
  const [items, setItems] = useState<readonly T[]>([]);
  const [status, setStatus] = useState<PagedList<T>['status']>('loading');
  const nextPage = useRef(0);
  const generation = useRef(0);
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;
  const loaded = useRef(0);

  const fetchPage = useCallback(() => {
    const mine = generation.current;
    const page = nextPage.current;
    setStatus('loading');
    loadRef.current(page).then(
      (answer) => {
        if (mine !== generation.current) {
          return;
        }
        nextPage.current = page + 1;
        loaded.current += answer.length;
        setItems((was) => (answer.length === 0 ? was : [...was, ...answer]));
        const { pageSize, total } = boundsRef.current;
        const ended = answer.length < pageSize || (total !== undefined && loaded.current >= total);
        setStatus(ended ? 'done' : 'more');
      },
      () => {
        if (mine === generation.current) {
          setStatus('failed');
        }
      },
    );
  }, []);

  useEffect(() => {
    generation.current += 1;
    nextPage.current = 0;
    loaded.current = 0;
    setItems([]);
    fetchPage();
    // The caller names what the pages depend on; `loadPage` is a new closure every render.
  }, [...deps, fetchPage]);

  const loadMore = useCallback(() => {
    if (status === 'more' || status === 'failed') {
      fetchPage();
    }
  }, [status, fetchPage]);

  return { items, status, loadMore };
}
