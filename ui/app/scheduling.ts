/**
 * When the app's start-up goes on: in the next task, once the browser is idle, once the router's first
 * render is committed. Each bounds its wait, so a page never stalls on one.
 */

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

/**
 * Runs `steps` one after another, each starting in a task of its own once the one before has settled. A module's
 * code runs when its chunk is first imported, all of its static imports with it in one task: the session's
 * machines imported one by one are as many tasks, none long enough to hold a slowed phone's first tap.
 */
export async function oneTaskEach(
  steps: ReadonlyArray<() => Promise<unknown>>,
  next: () => Promise<void> = nextTask,
): Promise<void> {
  for (const step of steps) {
    await next();
    await step();
  }
}

/** What `whenIdle` needs of the window: `requestIdleCallback` where the browser has it. */
interface IdleScheduler {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
}

/** How long `whenIdle` waits at most for the browser to be idle (a busy page still gets its session). */
export const IDLE_WAIT_MS = 2000;
/** Without `requestIdleCallback` (Safari), work that waits for idle starts after this long instead. */
export const IDLE_FALLBACK_MS = 100;

/**
 * Resolves once the browser has nothing else to do (at most IDLE_WAIT_MS later). The session starts then:
 * settling it re-renders the header, which during hydration would add up with it into one long task.
 */
export function whenIdle(scheduler: IdleScheduler = globalThis as IdleScheduler): Promise<void> {
  return new Promise((resolve) => {
    if (typeof scheduler.requestIdleCallback === 'function') {
      scheduler.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    } else {
      setTimeout(resolve, IDLE_FALLBACK_MS);
    }
  });
}

/** What `afterFirstRender` needs of the router: its 'onRendered' event. */
interface RenderEvents {
  subscribe(event: 'onRendered', listener: () => void): () => void;
}

/** How long `afterFirstRender` waits at most: a page whose render never reports still goes on. */
export const FIRST_RENDER_WAIT_MS = 5000;

/**
 * Resolves once the router reports its first render committed (on a server-rendered page: hydration
 * done), or after FIRST_RENDER_WAIT_MS.
 */
export function afterFirstRender(router: RenderEvents): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, FIRST_RENDER_WAIT_MS);
    const unsubscribe = router.subscribe('onRendered', done);
    function done(): void {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}
