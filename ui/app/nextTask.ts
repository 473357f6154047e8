/**
 * Resolves in a later task of the event loop. The app's start-up awaits it between its steps (building the
 * services, the router, loading the page, hydrating), so none of them adds up with the others into one long
 * task: between them a slowed phone can paint and answer the shopper's first tap.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
