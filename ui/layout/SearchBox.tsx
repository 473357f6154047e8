import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useActorSelector } from '../app/useActorSelector.ts';
import { useSearchActor } from './useSearchActor.ts';

/** The list the search box filters from a page: news on the news pages, else the page's own list, else brands. */
export function searchTargetOf(pathname: string): '/news' | '/online' | '/offline' | '/brands' {
  for (const list of ['/news', '/online', '/offline'] as const) {
    if (pathname === list || pathname.startsWith(`${list}/`)) {
      return list;
    }
  }
  return '/brands';
}

function queryOf(search: object): string {
  const q: unknown = (search as Record<string, unknown>).q;
  return typeof q === 'string' ? q : '';
}

/**
 * The top bar search (portal §2 «Search box»), driven by the search machine: the typed text is
 * applied after 500 ms and written into `?q` of the list it filters; a route change clears it, and a `?q`
 * changed from outside (a link, back and forward, «Сбросить поиск») shows in it at once. The machine
 * arrives just after the first render: text typed before that is kept and handed to it when it starts.
 */
export function SearchBox() {
  const search = useSearchActor();
  const [typedEarly, setTypedEarly] = useState<string | null>(null);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // From the location, not the matches: on a route change the new address is known before its route loads.
  const urlQuery = useRouterState({ select: (state) => queryOf(state.location.search) });
  const input = useActorSelector(search, (snapshot) => snapshot?.context.input ?? typedEarly ?? '');
  const applied = useActorSelector(search, (snapshot) => snapshot?.context.appliedQuery ?? '');
  // Only text the user typed goes into the address; a cleared or re-filled box does not.
  const typed = useRef(false);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    if (search === null) {
      return;
    }
    const newPage = previousPath.current !== null && previousPath.current !== pathname;
    previousPath.current = pathname;
    if (newPage) {
      typed.current = false;
      search.send({ type: 'route.changed' });
    }
    // A new page shows its own ?q. On the same page the box's own writes already equal its applied query when
    // they arrive (the router sets its location as it navigates, long before a 500 ms pause can pass), so a
    // ?q that differs came from outside.
    const followAddress = newPage ? urlQuery !== '' : urlQuery !== search.getSnapshot().context.appliedQuery;
    if (followAddress) {
      typed.current = false;
      search.send({ type: 'address.changed', query: urlQuery });
    }
    if (typedEarly !== null) {
      typed.current = true;
      search.send({ type: 'search.typed', value: typedEarly });
      setTypedEarly(null);
    }
  }, [pathname, urlQuery, search]);

  useEffect(() => {
    if (!typed.current || applied === urlQuery) {
      return;
    }
    const target = searchTargetOf(pathname);
    const q = applied === '' ? undefined : applied;
    void navigate({ to: target, search: pathname === target ? (prev) => ({ ...prev, q }) : { q }, replace: pathname === target });
  }, [applied]);

  const placeholder = searchTargetOf(pathname) === '/news' ? 'Поиск новости' : 'Поиск партнера';
  return (
    // data-ready tells tests (and only them) that the machine runs: its debounce is on the clock from then on.
    <form
      className="search-box"
      role="search"
      data-ready={search === null ? undefined : 'true'}
      onSubmit={(event) => event.preventDefault()}
    >
      <input
        type="search"
        className="search-box__input"
        placeholder={placeholder}
        aria-label={placeholder}
        value={input}
        onChange={(event) => {
          typed.current = true;
          if (search === null) {
            setTypedEarly(event.target.value);
          } else {
            search.send({ type: 'search.typed', value: event.target.value });
          }
        }}
      />
    </form>
  );
}
