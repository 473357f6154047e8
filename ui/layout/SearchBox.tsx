import { useEffect, useRef } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useServices } from '../app/context.ts';

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
 * applied after 500 ms and written into `?q` of the list it filters; a route change clears it.
 */
export function SearchBox() {
  const { machines } = useServices();
  const search = useActorRef(machines.search);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // From the location, not the matches: on a route change the new address is known before its route loads.
  const urlQuery = useRouterState({ select: (state) => queryOf(state.location.search) });
  const input = useSelector(search, (snapshot) => snapshot.context.input);
  const applied = useSelector(search, (snapshot) => snapshot.context.appliedQuery);
  // Only text the user typed goes into the address; a cleared or re-filled box does not.
  const typed = useRef(false);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    if (previousPath.current !== null && previousPath.current !== pathname) {
      typed.current = false;
      search.send({ type: 'route.changed' });
    }
    previousPath.current = pathname;
    if (urlQuery !== '') {
      // A list opened with ?q shows its query in the box.
      search.send({ type: 'search.typed', value: urlQuery });
    }
    // Only a new page re-fills the box; `?q` changes made by this box do not.
  }, [pathname, search]);

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
    <form className="search-box" role="search" onSubmit={(event) => event.preventDefault()}>
      <input
        type="search"
        className="search-box__input"
        placeholder={placeholder}
        aria-label={placeholder}
        value={input}
        onChange={(event) => {
          typed.current = true;
          search.send({ type: 'search.typed', value: event.target.value });
        }}
      />
    </form>
  );
}
