import { useMemo } from 'react';
import { useRouter } from '@tanstack/react-router';

/** A loader's read as a screen renders it: its answer, or a failure with 'Повторить'. */
export type LoadState<T> = { status: 'ready'; data: T } | { status: 'failed'; error: unknown; retry: () => void };

/** A read a route loader made: its answer, or why it failed (so one failed part never blanks a whole page). */
export type Settled<T> = { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/** Waits for `read` and keeps its outcome either way. */
export async function settle<T>(read: Promise<T>): Promise<Settled<T>> {
  try {
    return { status: 'ready', data: await read };
  } catch (error) {
    return { status: 'failed', error };
  }
}

/** A loader's read as the screens render it: a failure offers 'Повторить', which runs the page's loaders again. */
export function useLoaded<T>(settled: Settled<T>): LoadState<T> {
  const router = useRouter();
  return useMemo(() => (settled.status === 'ready' ? settled : { ...settled, retry: () => void router.invalidate() }), [settled, router]);
}
