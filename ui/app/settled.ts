import { useMemo } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * A read a route loader made: its answer, or that it failed (so one failed part never blanks a whole page). A
 * failure keeps nothing of why: loader data travels in a server-rendered page, which must show nothing of the
 * server (the loaders tell a missing entity apart before settling, ui/routes/loaders/common.ts `found`).
 */
export type Settled<T> = { status: 'ready'; data: T } | { status: 'failed' };

/** Waits for `read` and keeps its outcome either way. */
export async function settle<T>(read: Promise<T>): Promise<Settled<T>> {
  try {
    return { status: 'ready', data: await read };
  } catch {
    return { status: 'failed' };
  }
}

/** A loader's read as a screen renders it: its answer, or a failure with 'Повторить'. */
export type LoadState<T> = { status: 'ready'; data: T } | { status: 'failed'; retry: () => void };

/** A loader's read as the screens render it: a failure offers 'Повторить', which runs the page's loaders again. */
export function useLoaded<T>(settled: Settled<T>): LoadState<T> {
  const router = useRouter();
  return useMemo(
    () => (settled.status === 'ready' ? settled : { status: 'failed', retry: () => void router.invalidate() }),
    [settled, router],
  );
}
