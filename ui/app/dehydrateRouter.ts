import type { AnyRouter } from '@tanstack/react-router';
import { isNotFound } from '@tanstack/react-router';
import type { DehydratedMatch, RenderedPageData } from '../../core/domain/renderedPage.ts';

/**
 * The server render's side of ui/app/renderedPage.ts: the router's matches as its loads ended them, in the form
 * TanStack Router's own `hydrate` reads (its server utilities write the same fields as inline scripts, which the
 * portal's CSP refuses, so the page carries them as JSON). Only the matches the page shows: up to the first that
 * did not load (an error or a not-found ends the page). An error is carried only as a not-found: anything else
 * of it would show the server, and the page is the error page either way.
 */
export function dehydrateRouter(router: AnyRouter): RenderedPageData['router'] {
  const all = router.state.matches;
  const end = all.findIndex((match) => match.status !== 'success' || match._notFound === true);
  const shown = end < 0 ? all : all.slice(0, end + 1);
  return {
    matches: shown.map((match): DehydratedMatch => {
      const dehydrated: DehydratedMatch = { i: match.id.replaceAll('/', '#'), u: match.updatedAt, s: match.status };
      if (match.loaderData !== undefined) {
        dehydrated.l = match.loaderData;
      }
      if (match.error !== undefined) {
        dehydrated.e = isNotFound(match.error) ? { isNotFound: true, routeId: match.error.routeId } : {};
      }
      if (match._notFound === true) {
        dehydrated.g = true;
      }
      return dehydrated;
    }),
  };
}
