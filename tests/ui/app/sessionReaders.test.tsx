// @vitest-environment jsdom
/**
 * Screens read only the parts of the session they show: a part that did not change renders nothing again.
 * On the outlet page the whole details block rendered again twice after hydration (the session's hand-over
 * and its start settling), about 40 ms of one task each on a slowed phone (issue 12).
 */
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bootingSnapshot,
  type FavouritesActor,
  type SessionSnapshot,
  type SessionStore,
} from '../../../ui/app/session.ts';
import type { RouterContext } from '../../../ui/app/context.ts';
import { useFavouriteIds } from '../../../ui/app/useFavouriteIds.ts';

const VIEW = { cityId: 1, cities: [{ id: 1, name: 'Москва' }] };

/** A session whose snapshot the test replaces, as the real one does when its start settles. */
class SwitchableSession implements Pick<SessionStore, 'getSnapshot' | 'getRenderedSnapshot' | 'subscribe'> {
  private snapshot: SessionSnapshot = bootingSnapshot(VIEW);
  private readonly rendered = this.snapshot;
  private readonly listeners = new Set<() => void>();
  getSnapshot = () => this.snapshot;
  getRenderedSnapshot = () => this.rendered;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  become(change: Partial<SessionSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }
}

/** The favourites machine as the hook reads it: a context of ids per kind, replaced on each change. */
class FavouritesStub {
  private snapshot = { context: { online: [] as number[], offline: [] as number[] } };
  private readonly listeners = new Set<() => void>();
  getSnapshot = () => this.snapshot;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return { unsubscribe: () => this.listeners.delete(listener) };
  };
  mark(offline: number[]) {
    this.snapshot = { context: { ...this.snapshot.context, offline } };
    this.listeners.forEach((listener) => listener());
  }
}

async function renderReader() {
  const session = new SwitchableSession();
  const seen: Array<readonly number[]> = [];
  function FavouriteReader() {
    seen.push([...useFavouriteIds('offline')]);
    return null;
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: FavouriteReader }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { session: session as unknown as SessionStore, services: {} } as unknown as RouterContext,
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  return { session, seen };
}

describe('reading the session', () => {
  afterEach(cleanup);

  it('a visitor’s favourites reader does not render again when the session settles with no favourites', async () => {
    const { session, seen } = await renderReader();
    const rendersBefore = seen.length;
    const favourites = new FavouritesStub();
    act(() => session.become({ status: 'ready', favourites: favourites as unknown as FavouritesActor }));
    expect(seen.length).toBe(rendersBefore);
    act(() => favourites.mark([7]));
    expect(seen.at(-1)).toEqual([7]);
  });

  it('a change elsewhere in the session (the city modal) leaves the favourites reader alone', async () => {
    const { session, seen } = await renderReader();
    const rendersBefore = seen.length;
    act(() => session.become({ cityModalOpen: true }));
    expect(seen.length).toBe(rendersBefore);
  });
});
