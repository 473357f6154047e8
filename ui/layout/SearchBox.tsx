import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { searchKindsFor } from '../../core/domain/showcase/search.ts';
import { useSessionPart } from '../app/context.ts';
import { useActorSelector } from '../app/useActorSelector.ts';
import { useSearchActor } from './useSearchActor.ts';

// The panel shows only once a search has answered: it loads then, off the first screen's JavaScript.
const SearchResults = lazy(() => import('./SearchResults.tsx').then((module) => ({ default: module.SearchResults })));

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
 * applied after 500 ms; on a list it is written into that list's `?q`; a route change clears it, and a `?q`
 * changed from outside (a link, back and forward, «Сбросить поиск») shows in it at once. The machine
 * arrives just after the first render: text typed before that is kept and handed to it when it starts, and so is
 * text typed into the server-rendered box before hydration (read from the input when the box mounts).
 *
 * Elsewhere (the main page, a card's page) the same pause opens the results panel (issue 21): the city's brands,
 * outlets and shops the API's one search finds (news on a news item's page), grouped by kind; Enter or «Все
 * результаты» opens the list with `?q`, the arrow keys walk the box and the panel's links, Escape closes the panel. The list pages show no panel: the list below is
 * the result, and the panel would cover it.
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
  const found = useActorSelector(search, (snapshot) => snapshot?.context.found);
  const cityId = useSessionPart((snapshot) => snapshot.cityId);
  const target = searchTargetOf(pathname);
  const onList = pathname === target;
  // Only text the user typed goes into the address; a cleared or re-filled box does not.
  const typed = useRef(false);
  const previousPath = useRef<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (search === null) {
      // The box is server-rendered: a shopper may type into it before the app's JavaScript has taken the page
      // over. Hydrating, React leaves the input's own value as it is but would put the rendered one back at the
      // next render: what the box holds on mount (the machine is never there yet) and the render does not say was
      // typed before hydration, and is taken as typed (handed to the machine below when it starts). Later, before
      // the machine, the two are always equal.
      const { value } = field.current!;
      if (value !== input) {
        setTypedEarly(value);
      }
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
    search?.send({
      type: 'scope.changed',
      scope: onList || cityId === null ? null : { cityCodeId: cityId, kinds: searchKindsFor(target === '/news') },
    });
  }, [search, cityId, onList, target]);

  useEffect(() => {
    if (!typed.current || applied === urlQuery || !onList) {
      return;
    }
    const q = applied === '' ? undefined : applied;
    void navigate({ to: target, search: (prev) => ({ ...prev, q }), replace: true });
  }, [applied]);

  const close = () => search?.send({ type: 'results.closed' });
  // Enter: the list with ?q, from any page (on a list the pause has done it, or is about to).
  const submit = () => {
    close();
    if (onList || input.trimStart() === '') {
      return;
    }
    void navigate({ to: target, search: { q: input } });
  };
  const placeholder = target === '/news' ? 'Поиск новости' : 'Поиск партнера';
  const panelOpen = found !== undefined && !onList && input.trimStart() !== '';
  return (
    // data-ready tells tests (and only them) that the machine runs: its debounce is on the clock from then on.
    <form
      className="search-box"
      role="search"
      data-ready={search === null ? undefined : 'true'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (!panelOpen) {
          return;
        }
        const box = field.current!;
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
          box.focus();
          return;
        }
        // Arrow keys walk the box and the panel's links, as Tab does; Enter follows the focused link.
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          const stops: HTMLElement[] = [box, ...event.currentTarget.querySelectorAll<HTMLElement>('.search-results a')];
          const at = stops.indexOf(document.activeElement as HTMLElement);
          const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
          event.preventDefault();
          stops[next]?.focus();
        }
      }}
      onBlur={(event) => {
        // Focus leaving the box and its panel closes the panel; moving between them does not.
        if (panelOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          close();
        }
      }}
    >
      <input
        ref={field}
        type="search"
        className="search-box__input"
        placeholder={placeholder}
        aria-label={placeholder}
        aria-controls={panelOpen ? 'search-results' : undefined}
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
      {panelOpen ? (
        <Suspense fallback={null}>
          <SearchResults id="search-results" found={found} listPath={target} onLeave={close} />
        </Suspense>
      ) : null}
    </form>
  );
}
