import { useCallback, useSyncExternalStore } from 'react';
import { useServices } from '../../app/context.ts';

/** How often a screen that shows «open now» looks at the clock again. */
const NOW_REFRESH_MS = 60_000;

/**
 * The current time (Unix ms, to the minute) from the Clock port, refreshed every minute while the
 * screen is shown. Null in a server render and while the browser hydrates it: the server's clock and
 * time zone are not the visitor's, so «today» and «open now» appear only once the page is the browser's.
 */
export function useNow(): number | null {
  const { clock } = useServices();
  const subscribe = useCallback((changed: () => void) => {
    const timer = setInterval(changed, NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const read = useCallback(() => Math.floor(clock.now() / NOW_REFRESH_MS) * NOW_REFRESH_MS, [clock]);
  return useSyncExternalStore(subscribe, read, () => null);
}
