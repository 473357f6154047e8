/**
 * The first script of a server-rendered page. The page is whole before any of the app runs, so the
 * browser is let paint it first: the app's entry and the route's chunks are fetched and evaluated only after
 * that first frame (on a slow line they would otherwise share it with the document and the first image). Evaluating the app and hydrating take a slowed phone hundreds
 * of milliseconds; before the paint they would hold the shopper's first sight of the page for that long.
 *
 * Self-contained on purpose: an import of the app's modules would pull this file into the app's own first
 * chunk (ui/bootImages.ts is imported by this file alone, so it stays in this chunk).
 */
import { fallBackToLogo } from './bootImages.ts';

fallBackToLogo(document);

/** The boot script's own tag names the app's entry (server/render/firstPaintShell.ts writes it). */
const APP_ENTRY_SELECTOR = 'script[data-app-entry]';
/** The route's chunks, listed by server/render/routeAssets.ts as inert meta elements. */
const APP_MODULE_SELECTOR = 'meta[name="app-module"]';
/** A hidden tab paints nothing and runs no frame callbacks: the app then starts after this long instead. */
const HIDDEN_START_MS = 50;

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      setTimeout(resolve, HIDDEN_START_MS);
      return;
    }
    // A frame callback runs just before the frame is painted; a task queued from it runs after.
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}

/** Fetches the route's chunks beside the entry, as Vite's own preloads would have (`crossorigin` so the router's import reuses them). */
function preloadRouteModules(): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>(APP_MODULE_SELECTOR)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = meta.content;
    document.head.append(link);
  }
}

const entry = document.querySelector<HTMLScriptElement>(APP_ENTRY_SELECTOR)?.dataset['appEntry'];
if (entry === undefined || entry === '') {
  console.error('boot: the page names no app entry; it stays as the server rendered it');
} else {
  void afterFirstPaint()
    .then(() => {
      preloadRouteModules();
      return import(/* @vite-ignore */ entry);
    })
    .catch((error: unknown) => console.error('boot: the app could not be started', error));
}
