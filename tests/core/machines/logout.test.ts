/**
 * Logout (portal §4; issue 30 §3): the browser is cleared at once and the session is ended on the server;
 * a logout the server could not be told of stays pending and is sent on the next start or when back online.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { MemoryPendingLogoutStore } from '../../../adapters/memory/MemoryPendingLogoutStore.ts';
import { ApiError } from '../../../core/errors.ts';
import { LOGOUT_PATIENCE_MS, logoutMachine, provideLogout } from '../../../core/machines/logout.ts';
import type { LogoutRequest } from '../../../core/ports/index.ts';
import { MemoryTokenStore, RecordingNavigator, userInfo } from './signInFakes.ts';

/** The server as the logout sees it: each call answers with the next scripted outcome (the last one repeats). */
class ScriptedLogoutApi {
  readonly sent: LogoutRequest[] = [];
  constructor(private readonly outcomes: (() => Promise<void>)[] = [() => Promise.resolve()]) {}

  logout(request: LogoutRequest): Promise<void> {
    this.sent.push(request);
    const outcome = this.outcomes.length > 1 ? this.outcomes.shift()! : this.outcomes[0]!;
    return outcome();
  }
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const serverDown = () => Promise.reject(new ApiError('INTERNAL_ERROR', 500));
const neverAnswers = () => new Promise<void>(() => undefined);

/** A device whose `online` event the test fires. */
class SwitchableConnectivity {
  private readonly listeners = new Set<() => void>();
  onOnline(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  backOnline(): void {
    this.listeners.forEach((listener) => listener());
  }
}

function start(api = new ScriptedLogoutApi(), pendingLogouts = new MemoryPendingLogoutStore(), clock?: SimulatedClock) {
  const tokens = new MemoryTokenStore();
  tokens.save({ accessToken: 'access-1', refreshToken: 'refresh-1' }, userInfo());
  const navigator = new RecordingNavigator();
  const connectivity = new SwitchableConnectivity();
  const order: string[] = [];
  const actor = createActor(
    provideLogout({
      api,
      tokens: {
        read: () => tokens.read(),
        clear: () => {
          order.push('clear');
          tokens.clear();
        },
      },
      navigator: {
        reload: () => {
          order.push('reload');
          navigator.reload();
        },
      },
      pendingLogouts,
      connectivity,
    }),
    clock === undefined ? {} : { clock },
  );
  actor.start();
  return { actor, tokens, navigator, order, api, pendingLogouts, connectivity };
}

const done = (t: ReturnType<typeof start>) => waitFor(t.actor, (snapshot) => snapshot.status === 'done');
const idle = (t: ReturnType<typeof start>) => waitFor(t.actor, (snapshot) => snapshot.matches({ ready: 'idle' }));

describe('Logout', () => {
  it('does nothing until asked', async () => {
    const t = start();
    await idle(t);
    expect(t.tokens.tokens).not.toBeNull();
    expect(t.navigator.log).toEqual([]);
    expect(t.api.sent).toEqual([]);
  });

  it('clears the browser at once, ends the session on the server, then reloads the page', async () => {
    const t = start();
    t.actor.send({ type: 'logout.requested' });
    expect(t.tokens.tokens).toBeNull();
    expect(t.tokens.user).toBeNull();
    await done(t);
    expect(t.api.sent).toEqual([{ refreshToken: 'refresh-1', scope: 'session' }]);
    expect(t.order).toEqual(['clear', 'reload']);
    expect(t.pendingLogouts.list()).toEqual([]);
  });

  it('ends every session with «Выйти на всех устройствах» (scope all)', async () => {
    const t = start();
    t.actor.send({ type: 'logout.requested', scope: 'all' });
    await done(t);
    expect(t.api.sent).toEqual([{ refreshToken: 'refresh-1', scope: 'all' }]);
  });

  it('logs out once: a finished logout accepts no second request', async () => {
    const t = start();
    t.actor.send({ type: 'logout.requested' });
    await done(t);
    expect(t.actor.getSnapshot().can({ type: 'logout.requested' })).toBe(false);
    expect(t.tokens.cleared).toBe(1);
    expect(t.navigator.log).toEqual(['reload']);
  });

  it('offline: clears the browser and reloads at once, and keeps the logout pending', async () => {
    const t = start(new ScriptedLogoutApi([offline]));
    t.actor.send({ type: 'logout.requested' });
    expect(t.tokens.tokens).toBeNull();
    await done(t);
    expect(t.navigator.log).toEqual(['reload']);
    expect(t.pendingLogouts.list()).toEqual([{ refreshToken: 'refresh-1', scope: 'session' }]);
  });

  it('sends a logout left pending by an earlier page when the next page starts (failing, then succeeding API)', async () => {
    const pendingLogouts = new MemoryPendingLogoutStore();
    const first = start(new ScriptedLogoutApi([serverDown]), pendingLogouts);
    first.actor.send({ type: 'logout.requested' });
    await done(first);
    expect(pendingLogouts.list()).toHaveLength(1);

    const next = start(new ScriptedLogoutApi(), pendingLogouts);
    await idle(next);
    expect(next.api.sent).toEqual([{ refreshToken: 'refresh-1', scope: 'session' }]);
    expect(pendingLogouts.list()).toEqual([]);
  });

  it('sends a pending logout again when the device is back online', async () => {
    const pendingLogouts = new MemoryPendingLogoutStore();
    pendingLogouts.add({ refreshToken: 'left-by-an-offline-page', scope: 'all' });
    const t = start(new ScriptedLogoutApi([offline, offline, () => Promise.resolve()]), pendingLogouts);
    await idle(t);
    expect(pendingLogouts.list()).toHaveLength(1);
    t.connectivity.backOnline();
    await waitFor(t.actor, () => t.api.sent.length === 2);
    await idle(t);
    expect(pendingLogouts.list()).toHaveLength(1);
    t.connectivity.backOnline();
    await waitFor(t.actor, () => pendingLogouts.list().length === 0);
    expect(t.api.sent.map((sent) => sent.refreshToken)).toEqual([
      'left-by-an-offline-page',
      'left-by-an-offline-page',
      'left-by-an-offline-page',
    ]);
    expect(t.tokens.tokens).not.toBeNull();
  });

  it('drops a pending logout the server refused as malformed instead of sending it for ever', async () => {
    const pendingLogouts = new MemoryPendingLogoutStore();
    pendingLogouts.add({ refreshToken: 'x', scope: 'session' });
    const t = start(
      new ScriptedLogoutApi([() => Promise.reject(new ApiError('VALIDATION_ERROR', 400))]),
      pendingLogouts,
    );
    await idle(t);
    expect(pendingLogouts.list()).toEqual([]);
  });

  it('waits at most LOGOUT_PATIENCE_MS for the server before the reload; the logout stays pending', async () => {
    const clock = new SimulatedClock();
    const t = start(new ScriptedLogoutApi([neverAnswers]), new MemoryPendingLogoutStore(), clock);
    t.actor.send({ type: 'logout.requested' });
    clock.increment(LOGOUT_PATIENCE_MS - 1);
    expect(t.navigator.log).toEqual([]);
    clock.increment(1);
    expect(t.navigator.log).toEqual(['reload']);
    expect(t.pendingLogouts.list()).toEqual([{ refreshToken: 'refresh-1', scope: 'session' }]);
  });

  it('fails loudly when its ports are not provided', () => {
    const actor = createActor(logoutMachine);
    actor.subscribe({ error: () => undefined });
    actor.start();
    expect(String(actor.getSnapshot().error)).toContain('logout.');
  });
});
