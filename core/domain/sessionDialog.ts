/**
 * Which of the session's two dialogs a page shows (portal §2 «City modal», §4): one at a time. A plain
 * function, not part of the session's machine (core/machines/shopperSession.ts), because the layout that
 * asks it is on the first screen, whose JavaScript carries no XState.
 */
import type { AuthModalPage } from './authModalPages.ts';

export interface SessionDialogFacts {
  /** The session's start has settled ('ready'); before that no dialog opens. */
  settled: boolean;
  signedIn: boolean;
  /** The auth modal page the address's `?modal` names, or null. */
  authPage: AuthModalPage | null;
  /** The session's city question is open (the start found no city, or the shopper asked to change it). */
  cityModalOpen: boolean;
  /** The 404 and 505 pages: they stay bare and ask nothing of the visitor. */
  errorPage: boolean;
}

/** The one dialog to show: the auth modal a signed-out visitor's address names, else the city question, else none. */
export type SessionDialog = { kind: 'auth'; page: AuthModalPage } | { kind: 'city' } | null;

/**
 * The modal-priority rule: the auth modal wins (it closes once someone is signed in), the city question
 * waits until the visitor is done with it, and waits on an error page for a real page.
 */
export function sessionDialog({
  settled,
  signedIn,
  authPage,
  cityModalOpen,
  errorPage,
}: SessionDialogFacts): SessionDialog {
  if (!settled) {
    return null;
  }
  if (!signedIn && authPage !== null) {
    return { kind: 'auth', page: authPage };
  }
  if (cityModalOpen && !errorPage) {
    return { kind: 'city' };
  }
  return null;
}
