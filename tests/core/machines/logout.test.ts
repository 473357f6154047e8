import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { logoutMachine, provideLogout } from '../../../core/machines/logout.ts';
import { MemoryTokenStore, RecordingNavigator, userInfo } from './signInFakes.ts';

function start() {
  const tokens = new MemoryTokenStore();
  tokens.save({ accessToken: 'a', refreshToken: 'r' }, userInfo());
  const navigator = new RecordingNavigator();
  const order: string[] = [];
  const actor = createActor(
    provideLogout({
      tokens: {
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
    }),
  );
  actor.start();
  return { actor, tokens, navigator, order };
}

describe('Logout', () => {
  it('does nothing until asked', () => {
    const t = start();
    expect(t.actor.getSnapshot().value).toBe('signedIn');
    expect(t.tokens.tokens).not.toBeNull();
    expect(t.navigator.log).toEqual([]);
  });

  it('removes all tokens and the user, then reloads the page', () => {
    const t = start();
    t.actor.send({ type: 'logout.requested' });
    expect(t.tokens.tokens).toBeNull();
    expect(t.tokens.user).toBeNull();
    expect(t.order).toEqual(['clear', 'reload']);
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('logs out once: a finished logout accepts no second request', () => {
    const t = start();
    t.actor.send({ type: 'logout.requested' });
    expect(t.actor.getSnapshot().can({ type: 'logout.requested' })).toBe(false);
    expect(t.tokens.cleared).toBe(1);
    expect(t.navigator.log).toEqual(['reload']);
  });

  it('fails loudly when its ports are not provided', () => {
    const actor = createActor(logoutMachine);
    actor.subscribe({ error: () => undefined });
    actor.start();
    actor.send({ type: 'logout.requested' });
    expect(String(actor.getSnapshot().error)).toContain('logout.clearSession is not provided');
  });
});
