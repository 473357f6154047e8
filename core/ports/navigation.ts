/**
 * Where the app goes next. Implementations map these intents to the router or the browser.
 *
 * Contract: each call starts the navigation and returns at once; `reload` and `openCabinet`
 * may end the current document.
 */
export interface Navigator {
  /** Go to a portal route, e.g. '/brands'. */
  goTo(path: string): void;
  reload(): void;
  /**
   * Load a portal path as a new document (portal §4 registration: «the page reloads and goes to brands»).
   * One step, not `goTo` then `reload`: a client-side navigation may still be pending (a route loading, a
   * modal's address being rewritten) when the reload starts, and the page would reload where it was.
   */
  reloadAt(path: string): void;
  /** Open the external personal cabinet. */
  openCabinet(): void;
}

/** Messages the portal sends to the page that frames it. */
export type ParentMessage = { type: 'page_change'; path: string };

/** The window that embeds the portal in frames mode. `post` does nothing when the portal is not framed. */
export interface ParentWindow {
  post(message: ParentMessage): void;
}
