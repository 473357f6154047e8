import { useCallback, useEffect, useRef, useState } from 'react';

/** A list read page by page (portal §7: pages are asked for one at a time until a page comes back empty). */
export interface PagedList<T> {
  items: readonly T[];
  /** 'loading' while a page is on its way; 'more' when another page may exist; 'done' after an empty page. */
  status: 'loading' | 'more' | 'done' | 'failed';
  /** Asks for the next page (or again for the one that failed). */
  loadMore: () => void;
}

/**
 * Reads page 0 at once and each next page on `loadMore`; an empty page ends the list. When a
 * dependency changes the list starts over and answers for the old list are dropped.
 */
export function usePages<T>(loadPage: (page: number) => Promise<readonly T[]>, deps: readonly unknown[]): PagedList<T> {
  const [items, setItems] = useState<readonly T[]>([]);
  const [status, setStatus] = useState<PagedList<T>['status']>('loading');
  const nextPage = useRef(0);
  const generation = useRef(0);
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;

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
        setItems((was) => (answer.length === 0 ? was : [...was, ...answer]));
        setStatus(answer.length === 0 ? 'done' : 'more');
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
