import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import {
  captchaActions,
  captchaTransitions,
  UNSOLVED_CAPTCHA,
  type CaptchaContext,
  type CaptchaEvent,
} from '../../../core/machines/captcha.ts';

type Event = CaptchaEvent | { type: 'request.sent' };

/** The smallest form that asks for the captcha: it keeps the token until a request spends it. */
const form = setup({
  types: { context: {} as CaptchaContext, events: {} as Event },
  actions: captchaActions<CaptchaContext, Event>(),
}).createMachine({
  context: UNSOLVED_CAPTCHA,
  on: { ...captchaTransitions, 'request.sent': { actions: 'spendCaptcha' } },
});

function start() {
  const actor = createActor(form).start();
  return { actor, context: () => actor.getSnapshot().context };
}

describe('the captcha of a sign-in form', () => {
  it('starts unsolved', () => {
    expect(start().context()).toEqual({ captchaToken: null, captchaResets: 0 });
  });

  it('keeps the payload of a solved captcha for the request', () => {
    const t = start();
    t.actor.send({ type: 'captcha.solved', token: 'payload-1' });
    expect(t.context().captchaToken).toBe('payload-1');
  });

  it('forgets an expired captcha without asking the widget for a new challenge', () => {
    const t = start();
    t.actor.send({ type: 'captcha.solved', token: 'payload-1' });
    t.actor.send({ type: 'captcha.expired' });
    expect(t.context()).toEqual({ captchaToken: null, captchaResets: 0 });
  });

  it('is single-use: a request spends it and the widget is reset for a new challenge', () => {
    const t = start();
    t.actor.send({ type: 'captcha.solved', token: 'payload-1' });
    t.actor.send({ type: 'request.sent' });
    t.actor.send({ type: 'request.sent' });
    expect(t.context()).toEqual({ captchaToken: null, captchaResets: 2 });
  });
});
