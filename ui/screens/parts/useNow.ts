import { useEffect, useState } from 'react';
import { useServices } from '../../app/context.ts';

/** How often a screen that shows «open now» looks at the clock again. */
export const NOW_REFRESH_MS = 60_000;

/** The current time (Unix ms) from the Clock port, refreshed every minute while the screen is shown. */
export function useNow(): number {
  const { clock } = useServices();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    setNow(clock.now());
    const timer = setInterval(() => setNow(clock.now()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}
