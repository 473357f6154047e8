import type { City } from '../../core/model/index.ts';
import type { SessionSnapshot } from './appSession.ts';

/** The public view a page is rendered for: its city and the city list. */
export interface RenderedView {
  cityId: number | null;
  cities: readonly City[];
}

/**
 * The session before the application start has settled: nobody signed in, no actors yet, and the city
 * and cities of the view the page was rendered for (none for a page that starts in the browser).
 */
export function bootingSnapshot(view?: RenderedView): SessionSnapshot {
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
