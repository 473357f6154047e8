/**
 * The data of a server-rendered page (server/render/pageTemplate.ts writes it, the app entry reads it): the view
 * the page was rendered for, and the router's matches in TanStack Router's dehydrated form, which the browser's
 * router hydrates from with the router's own `hydrate` instead of loading them again.
 */
import * as v from 'valibot';
import { hydrate, type DehydratedRouter, type TsrSsrGlobal } from '@tanstack/react-router/ssr/client';
import type { AnyRouter } from '@tanstack/react-router';
import { idNumber } from '../../core/domain/ids.ts';
import { RENDERED_PAGE_DATA_ID, type RenderedPageData } from '../../core/domain/renderedPage.ts';
import { parseCheckedJson } from '../../core/support/checkedJson.ts';

const renderedPageSchema = v.object({
  view: v.object({
    cityId: v.nullable(idNumber),
    // With the centre and the zone the API gives (core City): distances and opening hours go by them.
    cities: v.array(
      v.object({
        id: idNumber,
        name: v.string(),
        latitude: v.optional(v.number()),
        longitude: v.optional(v.number()),
        timeZone: v.optional(v.string()),
      }),
    ),
  }),
  router: v.object({
    matches: v.array(
      v.object({
        i: v.string(),
        u: v.number(),
        s: v.picklist(['pending', 'success', 'error', 'notFound']),
        l: v.optional(v.unknown()),
        e: v.optional(v.unknown()),
        g: v.optional(v.literal(true)),
      }),
    ),
  }),
});

/**
 * The rendered page's data, or null when the page was not rendered on the server (the development
 * server, a sign-in page) or its data is unreadable: then the app starts in the browser alone.
 */
export function readRenderedPage(document: Document): RenderedPageData | null {
  return parseCheckedJson(renderedPageSchema, document.getElementById(RENDERED_PAGE_DATA_ID)?.textContent);
}

/**
 * Puts the server's matches into the browser's router with the router's own hydration (TanStack Router's
 * `hydrate`: the same match ids, statuses, loader data and not-founds, the routes' chunks loaded), so the first
 * render is the server's and no loader runs. The router reads its bootstrap from `window.$_TSR`, which its own
 * server utilities would write in inline scripts that the portal's CSP refuses: here it is made from the page's
 * JSON for the call and removed after.
 */
export async function hydrateRouter(router: AnyRouter, dehydrated: RenderedPageData['router']): Promise<void> {
  // The matches' loader data is typed by the routes; the page's JSON is the server's render of the same routes.
  const matches = dehydrated.matches as DehydratedRouter['matches'];
  const bootstrap: TsrSsrGlobal = {
    router: { manifest: undefined, matches },
    buffer: [],
    h() {},
    e() {},
    c() {},
    p: (script) => script(),
  };
  const global = window as unknown as { $_TSR?: TsrSsrGlobal };
  global.$_TSR = bootstrap;
  try {
    await hydrate(router);
  } finally {
    delete global.$_TSR;
  }
}
