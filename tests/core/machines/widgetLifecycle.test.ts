import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import {
  provideWidgetLifecycle,
  widgetDataState,
  widgetLifecycleMachine,
} from '../../../core/machines/widgetLifecycle.ts';
import type { WidgetHost } from '../../../core/ports/widgetHost.ts';
import { authErrorOf } from '../../../core/widgetKit/authResult.ts';

type Call = [name: keyof WidgetHost, ...args: unknown[]];

/** A host that records every call, in order. */
function recordingHost(): { host: WidgetHost; calls: Call[]; names: () => string[] } {
  const calls: Call[] = [];
  const record =
    (name: keyof WidgetHost) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  const host: WidgetHost = {
    setFrameSource: record('setFrameSource'),
    removeFrame: record('removeFrame'),
    removeWidget: record('removeWidget'),
    endBridge: record('endBridge'),
    setHeight: record('setHeight'),
    setVisible: record('setVisible'),
    redirect: record('redirect'),
    openFullAuth: record('openFullAuth'),
    emitError: record('emitError'),
    emitAuthInfo: record('emitAuthInfo'),
    sendStat: record('sendStat'),
  };
  return { host, calls, names: () => calls.map(([name]) => name) };
}

function start(options: { fastAuthDisabled?: boolean; render?: boolean } = {}) {
  const clock = new SimulatedClock();
  const recorder = recordingHost();
  const actor = createActor(provideWidgetLifecycle(recorder.host), { clock });
  actor.start();
  if (options.render !== false) {
    actor.send({ type: 'widget.render', fastAuthDisabled: options.fastAuthDisabled ?? false });
  }
  const dataState = () => widgetDataState(actor.getSnapshot());
  return { clock, actor, dataState, ...recorder };
}

/** Errors that send the widget to not_loaded say why, on the error itself. */
const TIMEOUT_ERROR = { code: 0, text: 'timeout', reason: 'timeout' };

describe('one-tap widget lifecycle', () => {
  describe('loading', () => {
    it('render sets the frame source and shows loading', () => {
      const { dataState, names } = start();
      expect(dataState()).toBe('loading');
      expect(names()).toEqual(['setFrameSource']);
    });

    it('is still loading at 4 999 ms without a load message', () => {
      const { clock, dataState, names } = start();
      clock.increment(4999);
      expect(dataState()).toBe('loading');
      expect(names()).not.toContain('emitError');
    });

    it('5 s without load: not_loaded with the timeout error, frame-loading-failed statistics first', () => {
      const { clock, actor, dataState, calls } = start();
      clock.increment(5000);
      expect(dataState()).toBe('not_loaded');
      expect(actor.getSnapshot().context.error).toEqual(TIMEOUT_ERROR);
      expect(calls).toEqual([
        ['setFrameSource'],
        ['sendStat', 'iframe_loading_failed', []],
        ['sendStat', 'onetap_button_no_user_show', []],
        ['emitAuthInfo', { is_online: false }],
        ['emitError', TIMEOUT_ERROR],
        ['removeFrame'],
      ]);
    });

    it('the no-user statistic carries the button type once it is known', () => {
      const { clock, actor, calls } = start();
      actor.send({ type: 'button.typeChanged', buttonType: 'icon' });
      clock.increment(5000);
      expect(calls).toContainEqual([
        'sendStat',
        'onetap_button_no_user_show',
        [{ name: 'button_type', value: 'icon' }],
      ]);
    });

    it('a load message at 1 000 ms: still loading 299 ms later, loaded at 300 ms', () => {
      const { clock, actor, dataState } = start();
      clock.increment(1000);
      actor.send({ type: 'frame.loaded' });
      clock.increment(299);
      expect(dataState()).toBe('loading');
      clock.increment(1);
      expect(dataState()).toBe('loaded');
    });

    it('the load message cancels the time-out: no error at 5 s', () => {
      const { clock, actor, dataState, names } = start();
      clock.increment(1000);
      actor.send({ type: 'frame.loaded' });
      clock.increment(10_000);
      expect(dataState()).toBe('loaded');
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(names()).toEqual(['setFrameSource']);
    });

    it('a load message at 4 900 ms still ends loaded, the time-out never fires', () => {
      const { clock, actor, dataState, names } = start();
      clock.increment(4900);
      actor.send({ type: 'frame.loaded' });
      clock.increment(300);
      expect(dataState()).toBe('loaded');
      expect(names()).not.toContain('emitError');
    });

    it('before render the widget shows loading and sets no frame source', () => {
      const { dataState, names } = start({ render: false });
      expect(dataState()).toBe('loading');
      expect(names()).toEqual([]);
    });
  });

  describe('fast auth disabled', () => {
    it('goes straight to not_loaded and never sets the frame source', () => {
      const { clock, dataState, names } = start({ fastAuthDisabled: true });
      expect(dataState()).toBe('not_loaded');
      clock.increment(10_000);
      expect(dataState()).toBe('not_loaded');
      expect(names()).toEqual([]);
    });
  });

  describe('error message', () => {
    it('after load: not_loaded, offline auth info, internal error with details, frame removed, in that order', () => {
      const { clock, actor, dataState, calls } = start();
      actor.send({ type: 'frame.loaded' });
      clock.increment(300);
      actor.send({ type: 'frame.error', details: { reason: 'boom' } });
      const error = { code: 1, text: 'internal error', details: { reason: 'boom' }, reason: 'frame_error' };
      expect(dataState()).toBe('not_loaded');
      expect(actor.getSnapshot().context.error).toEqual(error);
      expect(calls.slice(1)).toEqual([['emitAuthInfo', { is_online: false }], ['emitError', error], ['removeFrame']]);
    });

    it('before load the frame failed to load: statistics first, then the same error handling, and no time-out later', () => {
      const { clock, actor, dataState, calls, names } = start();
      actor.send({ type: 'button.typeChanged', buttonType: 'default' });
      actor.send({ type: 'frame.error', details: 'nope' });
      expect(dataState()).toBe('not_loaded');
      expect(calls.slice(1)).toEqual([
        ['sendStat', 'iframe_loading_failed', []],
        ['sendStat', 'onetap_button_no_user_show', [{ name: 'button_type', value: 'default' }]],
        ['emitAuthInfo', { is_online: false }],
        ['emitError', { code: 1, text: 'internal error', details: 'nope', reason: 'frame_error' }],
        ['removeFrame'],
      ]);
      clock.increment(5000);
      expect(names().filter((name) => name === 'emitError')).toHaveLength(1);
    });
  });

  describe('not authorized', () => {
    it('records no session, removes the frame, keeps the button, and the time-out is cleared', () => {
      const { clock, actor, dataState, calls } = start();
      actor.send({ type: 'frame.notAuthorized' });
      expect(dataState()).toBe('not_loaded');
      expect(calls.slice(1)).toEqual([['sendStat', 'no_session_found', []], ['removeFrame']]);
      clock.increment(5000);
      expect(calls.slice(1)).toHaveLength(2);
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(actor.getSnapshot().status).toBe('active');
    });

    it('cancels the pending loaded delay too', () => {
      const { clock, actor, dataState } = start();
      actor.send({ type: 'frame.loaded' });
      actor.send({ type: 'frame.notAuthorized' });
      clock.increment(300);
      expect(dataState()).toBe('not_loaded');
    });
  });

  describe('close', () => {
    const closers = [{ type: 'frame.closed' }, { type: 'widget.close' }] as const;
    const reach = {
      idle: () => start({ render: false }),
      loading: () => start(),
      loaded: () => {
        const started = start();
        started.actor.send({ type: 'frame.loaded' });
        started.clock.increment(300);
        return started;
      },
      not_loaded: () => start({ fastAuthDisabled: true }),
    };

    for (const [from, setUp] of Object.entries(reach)) {
      for (const closer of closers) {
        it(`${closer.type} from ${from} removes the widget and ends the bridge`, () => {
          const { actor, calls } = setUp();
          const before = calls.length;
          actor.send(closer);
          expect(actor.getSnapshot().status).toBe('done');
          expect(calls.slice(before)).toEqual([['removeWidget'], ['endBridge']]);
        });
      }
    }

    it('events after close are ignored', () => {
      const { clock, actor, calls } = start();
      actor.send({ type: 'widget.close' });
      const before = calls.length;
      // XState warns about events sent to a stopped actor; that warning is the expected outcome here.
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      actor.send({ type: 'frame.loaded' });
      actor.send({ type: 'frame.resized', height: 100 });
      actor.send({ type: 'frame.error', details: null });
      actor.send({ type: 'frame.loginSucceeded', payload: { code: 'x' } });
      actor.send({ type: 'widget.close' });
      clock.increment(10_000);
      warn.mockRestore();
      expect(calls.length).toBe(before);
      expect(actor.getSnapshot().status).toBe('done');
    });
  });

  describe('frame messages', () => {
    it('resize sets the widget height', () => {
      const { actor, calls } = start();
      actor.send({ type: 'frame.resized', height: 88 });
      expect(calls.at(-1)).toEqual(['setHeight', 88]);
    });

    it('hide and show toggle display and the visible flag without changing the state', () => {
      const { actor, calls, dataState } = start();
      expect(actor.getSnapshot().context.visible).toBe(true);
      actor.send({ type: 'widget.hide' });
      expect(actor.getSnapshot().context.visible).toBe(false);
      expect(calls.at(-1)).toEqual(['setVisible', false]);
      actor.send({ type: 'widget.show' });
      expect(actor.getSnapshot().context.visible).toBe(true);
      expect(calls.at(-1)).toEqual(['setVisible', true]);
      expect(dataState()).toBe('loading');
    });

    it('login success redirects with the payload', () => {
      const { actor, calls } = start();
      actor.send({ type: 'frame.loginSucceeded', payload: { code: 'c1', state: 's1' } });
      expect(calls.at(-1)).toEqual(['redirect', { code: 'c1', state: 's1' }]);
    });

    it('show full auth opens the full sign-in with the screen and provider when given', () => {
      const { actor, calls } = start();
      actor.send({ type: 'frame.showFullAuth', screen: 'phone', provider: 'ok_ru' });
      expect(calls.at(-1)).toEqual(['openFullAuth', { screen: 'phone', provider: 'ok_ru' }]);
      actor.send({ type: 'frame.showFullAuth' });
      expect(calls.at(-1)).toEqual(['openFullAuth', {}]);
    });

    it('authentication info is re-emitted to listeners', () => {
      const { actor, calls } = start();
      actor.send({ type: 'frame.authInfo', info: { is_online: true, user: 'x' } });
      expect(calls.at(-1)).toEqual(['emitAuthInfo', { is_online: true, user: 'x' }]);
    });
  });

  describe('why the widget is not_loaded (reason)', () => {
    const reason = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.reason;

    it('is null while loading and once loaded', () => {
      const { clock, actor } = start();
      expect(reason(actor)).toBeNull();
      actor.send({ type: 'frame.loaded' });
      clock.increment(300);
      expect(reason(actor)).toBeNull();
    });

    it('fast_auth_disabled when fast auth is off', () => {
      expect(reason(start({ fastAuthDisabled: true }).actor)).toBe('fast_auth_disabled');
    });

    it('timeout after 5 s without load', () => {
      const { clock, actor } = start();
      clock.increment(5000);
      expect(reason(actor)).toBe('timeout');
    });

    it('frame_error for an error message, before or after load', () => {
      const before = start();
      before.actor.send({ type: 'frame.error', details: null });
      expect(reason(before.actor)).toBe('frame_error');
      const after = start();
      after.actor.send({ type: 'frame.loaded' });
      after.clock.increment(300);
      after.actor.send({ type: 'frame.error', details: null });
      expect(reason(after.actor)).toBe('frame_error');
    });

    it('not_authorized when the frame finds no session', () => {
      const { actor } = start();
      actor.send({ type: 'frame.notAuthorized' });
      expect(reason(actor)).toBe('not_authorized');
    });

    it.each([
      [101, 'popup_blocked'],
      [102, 'popup_closed'],
      [104, 'state_mismatch'],
    ] as const)(
      'a full sign-in failing with %i: %s, error 2 emitted, offline info, frame removed',
      (code, expected) => {
        const { clock, actor, dataState, calls } = start();
        actor.send({ type: 'frame.loaded' });
        clock.increment(300);
        const error = authErrorOf(code);
        actor.send({ type: 'auth.failed', error });
        expect(dataState()).toBe('not_loaded');
        expect(reason(actor)).toBe(expected);
        const widgetError = { code: 2, text: error.text, details: error, reason: expected };
        expect(actor.getSnapshot().context.error).toEqual(widgetError);
        expect(calls.slice(1)).toEqual([
          ['emitAuthInfo', { is_online: false }],
          ['emitError', widgetError],
          ['removeFrame'],
        ]);
      },
    );

    it('a popup failure while loading cancels the load time-out', () => {
      const { clock, actor, names } = start();
      actor.send({ type: 'auth.failed', error: authErrorOf(101) });
      clock.increment(5000);
      expect(reason(actor)).toBe('popup_blocked');
      expect(names()).not.toContain('sendStat');
    });

    it.each([100, 103] as const)('a failure %i without a reason emits error 2 and keeps the state', (code) => {
      const { clock, actor, dataState, calls } = start();
      actor.send({ type: 'frame.loaded' });
      clock.increment(300);
      const error = authErrorOf(code, { error: 'access_denied' });
      actor.send({ type: 'auth.failed', error });
      expect(dataState()).toBe('loaded');
      expect(reason(actor)).toBeNull();
      expect(calls.slice(1)).toEqual([['emitError', { code: 2, text: error.text, details: error }]]);
    });

    it('the latest fall-back wins: a blocked pop-up from the native button after a timeout', () => {
      const { clock, actor } = start();
      clock.increment(5000);
      actor.send({ type: 'auth.failed', error: authErrorOf(101) });
      expect(reason(actor)).toBe('popup_blocked');
    });
  });

  describe('unprovided side effects', () => {
    it('the bare machine refuses to set the frame source', () => {
      const actor = createActor(widgetLifecycleMachine, { clock: new SimulatedClock() });
      const errors: unknown[] = [];
      actor.subscribe({ error: (error) => errors.push(error) });
      actor.start();
      actor.send({ type: 'widget.render', fastAuthDisabled: false });
      expect(String(errors[0])).toContain('widgetLifecycle.setFrameSource is not provided');
    });
  });
});
