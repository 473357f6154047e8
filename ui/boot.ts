/**
 * The first script of a server-rendered page. The page is whole before any of the app runs, so the
 * browser is let paint it first: the app's entry (preloaded by the page's head, so it downloads meanwhile)
 * is evaluated only after that first frame. Evaluating the app and hydrating take a slowed phone hundreds
 * of milliseconds; before the paint they would hold the shopper's first sight of the page for that long.
 *
 * Self-contained on purpose: an import of the app's modules would pull this file into the app's own first
 * chunk (ui/bootImages.ts is imported by this file alone, so it stays in this chunk).
 */
import { fallBackToLogo } from './bootImages.ts';

fallBackToLogo(document);

/** Marks the head's modulepreload of the app's entry (server/render/pageTemplate.ts writes it). */
const APP_ENTRY_SELECTOR = 'link[rel="modulepreload"][data-app-entry]';
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

const entry = document.querySelector<HTMLLinkElement>(APP_ENTRY_SELECTOR);
if (entry === null) {
  console.error('boot: the page names no app entry; it stays as the server rendered it');
} else {
  void afterFirstPaint()
    .then(() => import(/* @vite-ignore */ entry.href))
    .catch((error: unknown) => console.error('boot: the app could not be started', error));
}
