import type { RenderedView } from '../../core/machines/shopperSession.ts';
import type { SessionSnapshot } from './appSession.ts';

/** The public view a page is rendered for: its city and the city list (types only: no machine code is imported). */
export type { RenderedView };

const made = new WeakMap<RenderedView, SessionSnapshot>();
let withoutView: SessionSnapshot | null = null;

/**
 * The session before the application start has settled: nobody signed in, no actors yet, and the city
 * and cities of the view the page was rendered for (none for a page that starts in the browser).
 * The same object for the same view: the session that arrives after hydration (AppSession) then starts from
 * the very snapshot the page hydrated with, and keeps it until something shown changes, so its readers have
 * nothing to render again.
 */
export function bootingSnapshot(view?: RenderedView): SessionSnapshot {
  if (view === undefined) {
    withoutView ??= startingSnapshot(undefined);
    return withoutView;
  }
  let snapshot = made.get(view);
  if (snapshot === undefined) {
    snapshot = startingSnapshot(view);
    made.set(view, snapshot);
  }
  return snapshot;
}

function startingSnapshot(view: RenderedView | undefined): SessionSnapshot {
  return {
    status: 'booting',
    user: null,
    cities: view?.cities ?? [],
    cityId: view?.cityId ?? null,
    cityModalOpen: false,
    city: null,
    favourites: null,
  };
}
