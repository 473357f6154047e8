import { useEffect, useState } from 'react';

/** The state of one asynchronous read. */
export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown; retry: () => void };

/**
 * Runs `load` whenever a dependency changes (and on `retry`); a stale answer never overwrites a
 * newer one. Pass `enabled: false` to wait (e.g. until the city is known).
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[], enabled = true): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: enabled ? 'loading' : 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (current) {
          setState({ status: 'ready', data });
        }
      },
      (error: unknown) => {
        if (current) {
          setState({ status: 'failed', error, retry: () => setAttempt((n) => n + 1) });
        }
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new closure every render; the caller names what it depends on.
  }, [...deps, enabled, attempt]);

  return state;
}
