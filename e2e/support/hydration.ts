/**
 * Whether React has taken over the server's HTML: hydrateRoot marks the container. Runs in the page
 * (`page.waitForFunction(appHasHydrated)`), so it reads only the document.
 */
export function appHasHydrated(): boolean {
  const root = document.getElementById('root');
  return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
}
