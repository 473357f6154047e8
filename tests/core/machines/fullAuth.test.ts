import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import {
  POPUP_POLL_INTERVAL_MS,
  fullAuthMachine,
  provideFullAuth,
  type FullAuthPorts,
} from '../../../core/machines/fullAuth.ts';

const ID_ORIGIN = 'https://id.vk.com';
const STATE = 'expected-state';
const popup = { name: 'the sign-in window the kit opened' };

function start() {
  const clock = new SimulatedClock();
  const calls: [string, ...unknown[]][] = [];
  let closed = false;
  const ports: FullAuthPorts = {
    isPopupClosed: () => closed,
    release: () => calls.push(['release']),
    resolve: (payload) => calls.push(['resolve', payload]),
    reject: (error) => calls.push(['reject', error]),
  };
  const actor = createActor(provideFullAuth(ports), { clock });
  actor.start();
  const open = () => actor.send({ type: 'auth.started', popup, origin: ID_ORIGIN, state: STATE });
  const answer = (
    payload: unknown,
    overrides: { origin?: string; source?: unknown; type?: string; action?: string } = {},
  ) =>
    actor.send({
      type: 'popup.message',
      origin: overrides.origin ?? ID_ORIGIN,
      source: 'source' in overrides ? overrides.source : popup,
      data: { type: overrides.type ?? 'vk-sak-sdk', action: overrides.action ?? 'oauth2_authorize_response', payload },
    });
  return { clock, actor, calls, open, answer, closeWindow: () => (closed = true) };
}

const success = { code: 'c1', state: STATE, device_id: 'dev', type: 'code_v2', expires_in: 600 };

describe('full sign-in in a new tab', () => {
  it('a blocked window fails with 101 popup_blocked in the same tick', () => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.blocked' });
    expect(calls).toEqual([['reject', expect.objectContaining({ code: 101, reason: 'popup_blocked' })]]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.reason).toBe('popup_blocked');
  });

  it('auth.started without a window is a blocked window too', () => {
    const { actor, calls } = start();
    actor.send({ type: 'auth.started', popup: null, origin: ID_ORIGIN, state: STATE });
    expect(calls).toEqual([['reject', expect.objectContaining({ code: 101 })]]);
  });

  it('the answer with the expected state resolves with the payload, after releasing the window', () => {
    const { actor, calls, open, answer } = start();
    open();
    answer(success);
    expect(calls).toEqual([
      ['release'],
      ['resolve', { code: 'c1', state: STATE, device_id: 'dev', type: 'code_v2', expires_in: '600' }],
    ]);
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
  });

  it('a refusal fails with 103 and the error field as text', () => {
    const { calls, open, answer } = start();
    open();
    answer({ error: 'access_denied', error_description: 'declined', state: STATE });
    expect(calls).toEqual([['release'], ['reject', expect.objectContaining({ code: 103, text: 'access_denied' })]]);
  });

  it('another state fails with 104 state_mismatch', () => {
    const { actor, calls, open, answer } = start();
    open();
    answer({ ...success, state: 'someone-else' });
    expect(calls).toEqual([['release'], ['reject', expect.objectContaining({ code: 104, reason: 'state_mismatch' })]]);
    expect(actor.getSnapshot().context.reason).toBe('state_mismatch');
  });

  it('an unknown action fails with 100', () => {
    const { calls, open, answer } = start();
    open();
    answer(success, { action: 'vk_connect_response' });
    expect(calls).toEqual([['release'], ['reject', expect.objectContaining({ code: 100 })]]);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another window', { source: { name: 'a different window' } }],
    ['no window', { source: null }],
    ['another type', { type: 'vk-connect' }],
  ])('a message from %s is ignored, even one that would succeed', (_name, overrides) => {
    const { actor, calls, open, answer } = start();
    open();
    answer(success, overrides);
    answer({ error: 'access_denied', state: STATE }, overrides);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
  });

  it('a window closed before answering fails with 102 popup_closed at the next 500 ms check', () => {
    const { clock, actor, calls, open, closeWindow } = start();
    open();
    clock.increment(POPUP_POLL_INTERVAL_MS * 2);
    expect(calls).toEqual([]);
    clock.increment(200);
    closeWindow();
    clock.increment(299);
    expect(calls).toEqual([]);
    clock.increment(1);
    expect(calls).toEqual([['release'], ['reject', expect.objectContaining({ code: 102, reason: 'popup_closed' })]]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('the window is released once, not at every check', () => {
    const { clock, calls, open, answer } = start();
    open();
    clock.increment(POPUP_POLL_INTERVAL_MS * 10);
    answer(success);
    expect(calls.filter(([name]) => name === 'release')).toHaveLength(1);
  });

  it('popup.closed reported by the page fails with 102 at once', () => {
    const { actor, calls, open } = start();
    open();
    actor.send({ type: 'popup.closed' });
    expect(calls).toEqual([['release'], ['reject', expect.objectContaining({ code: 102 })]]);
  });

  it('after the answer nothing else happens: no 102 when the window closes later', () => {
    const { clock, calls, open, answer, closeWindow } = start();
    open();
    answer(success);
    closeWindow();
    clock.increment(5000);
    expect(calls.map(([name]) => name)).toEqual(['release', 'resolve']);
  });

  it('the bare machine refuses to report without its ports', () => {
    const actor = createActor(fullAuthMachine, { clock: new SimulatedClock() });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'popup.blocked' });
    expect(String(errors[0])).toContain('fullAuth.reject is not provided');
  });
});
