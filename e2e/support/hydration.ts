/**
 * Whether React has taken over the server's HTML: hydrateRoot marks the container. Runs in the page
 * (`page.waitForFunction(appHasHydrated)`), so it reads only the document.
 */
export function appHasHydrated(): boolean {
  const root = document.getElementById('root');
  return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
}

/**
 * Whether React has hydrated every element `selector` finds (at least one): React has rendered them and so
 * reported what it found wrong there, duplicate keys included. Runs in the page, as appHasHydrated does.
 */
export function elementsHaveHydrated(selector: string): boolean {
  const elements = Array.from(document.querySelectorAll(selector));
  return (
    elements.length > 0 &&
    elements.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
  );
}

/**
 * Resolves once the browser is idle: every task queued so far has run, a queued `close` event of a dialog
 * included. No deadline: the test's own timeout bounds it.
 */
export function browserIsIdle(): Promise<void> {
  return new Promise((resolve) => requestIdleCallback(() => resolve()));
}
