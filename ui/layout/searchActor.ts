/**
 * The search box's machine, started: loaded by `useSearchActor` after the first render, so XState is not
 * part of the first screen's JavaScript (docs/decisions.md «The first screen's JavaScript»).
 */
import { createActor, type Actor } from 'xstate';
import { provideSearch } from '../../core/machines/search.ts';
import type { Services } from '../app/services.ts';

export type SearchActor = Actor<ReturnType<typeof provideSearch>>;

/** The page's search machine (bound once per page load), running on the services' timers. */
export function startSearchActor(services: Pick<Services, 'bind' | 'timers'>): SearchActor {
  const actor = createActor(
    services.bind(provideSearch),
    services.timers === undefined ? {} : { clock: services.timers },
  );
  actor.start();
  return actor;
}
