/**
 * The kit's machines as the differential test (sameStepsAsXState.test.ts) drives them: each machine's module
 * loaded twice — once on XState itself, once with `xstate` replaced by the widget runtime, the way
 * vite.widget.config.ts aliases it — and the events a page and the provider can send it, drawn from small
 * value sets so that guards, origins, sources and states match often enough to reach every transition.
 */
import fc from 'fast-check';
import { vi } from 'vitest';
import {
  AuthErrorCode,
  ButtonType,
  LOADED_STATE_DELAY_MS,
  WIDGET_LOAD_TIMEOUT_MS,
} from '../../../core/widgetKit/constants.ts';
import { POPUP_POLL_INTERVAL_MS } from '../../../core/machines/fullAuth.ts';
import { authErrorOf, POPUP_AUTH_ACTION } from '../../../core/widgetKit/authResult.ts';
import { BRIDGE_MESSAGE_TYPE } from '../../../core/widgetKit/bridge.ts';

/** An event as both runtimes take it. */
export type KitEvent = { type: string } & Record<string, unknown>;

/** One kit machine, as the differential test needs it. */
export interface KitMachine {
  /** The core module that defines it (core/machines/<name>.ts), also how widget/ imports it. */
  module: string;
  /** Its two builds, from the same source: `xstate` on XState, `micro` on widget/runtime/microXState.ts. */
  load(): Promise<{ xstate: unknown; micro: unknown }>;
  /** Guards the page implements (bound in `provide…(ports)`); the test answers them from its own world. */
  pageGuards: readonly string[];
  /** What a page, a frame or a provider window can send it, as plain frozen data shared by both runs. */
  events: fc.Arbitrary<KitEvent>;
  /** Clock advances around the machine's delays (just before, on, just after), besides random ones. */
  delays: readonly number[];
}

/**
 * Evaluates a machine module twice: as it is (XState) and again in a fresh module registry with `xstate`
 * mocked to the widget runtime. The same source file yields both machines, so nothing is restated here.
 */
async function onBothRuntimes(load: () => Promise<unknown>): Promise<{ xstate: unknown; micro: unknown }> {
  const xstate = await load();
  vi.resetModules();
  vi.doMock('xstate', () => import('../../../widget/runtime/microXState.ts'));
  try {
    return { xstate, micro: await load() };
  } finally {
    vi.doUnmock('xstate');
    vi.resetModules();
  }
}

/** Freezes an event deeply: both runtimes get the very same object, so neither may change it for the other. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.values(value).forEach(frozen);
    Object.freeze(value);
  }
  return value;
}

const around = (ms: number) => [ms - 1, ms, ms + 1];

/** The unhandled event both runtimes must ignore alike. */
const UNKNOWN_EVENT = fc.constant({ type: 'nobody.listens' });

const authErrors = [
  authErrorOf(AuthErrorCode.EventNotSupported),
  authErrorOf(AuthErrorCode.CannotCreateNewTab),
  authErrorOf(AuthErrorCode.NewTabHasBeenClosed),
  authErrorOf(AuthErrorCode.AuthorizationFailed, { error: 'access_denied' }),
  authErrorOf(AuthErrorCode.StateMismatch, { state: 'other' }),
];

const lifecycleEvents: fc.Arbitrary<KitEvent> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant('widget.render'), fastAuthDisabled: fc.boolean() }) },
  { weight: 3, arbitrary: fc.constant({ type: 'frame.loaded' }) },
  fc.constantFrom(
    { type: 'widget.show' },
    { type: 'widget.hide' },
    { type: 'frame.closed' },
    { type: 'frame.notAuthorized' },
  ),
  // Closing ends the machine, so it is drawn less often than the rest.
  { weight: 1, arbitrary: fc.constant({ type: 'widget.close' }) },
  fc.record({
    type: fc.constant('button.typeChanged'),
    buttonType: fc.constantFrom(ButtonType.Icon, ButtonType.Default),
  }),
  fc.record(
    { type: fc.constant('frame.error'), details: fc.constantFrom(undefined, 'frame said no', { code: 7 }) },
    { requiredKeys: ['type'] },
  ),
  fc.record({ type: fc.constant('frame.resized'), height: fc.integer({ min: 32, max: 56 }) }),
  fc.record({
    type: fc.constant('frame.loginSucceeded'),
    payload: fc.constantFrom({ code: 'code-1', device_id: 'device-1', state: 'state-1' }),
  }),
  fc.record(
    {
      type: fc.constant('frame.showFullAuth'),
      screen: fc.constantFrom('login', 'registration'),
      provider: fc.constantFrom('ok_ru', 'mail_ru', 'vkid'),
    },
    { requiredKeys: ['type'] },
  ),
  fc.record({
    type: fc.constant('frame.authInfo'),
    info: fc.constantFrom({ is_online: true }, { is_online: false, user: 'Анна' }),
  }),
  { weight: 2, arbitrary: fc.record({ type: fc.constant('auth.failed'), error: fc.constantFrom(...authErrors) }) },
  // The delayed events by name, sent from outside: both runtimes key their timers by these types.
  fc.constantFrom(
    { type: 'xstate.after.loadTimeout.widgetLifecycle.loading.waiting' },
    { type: 'xstate.after.loadedDelay.widgetLifecycle.loading.settling' },
  ),
  UNKNOWN_EVENT,
);

/** The sign-in window the kit opened, another window of the page, and the origins a message can come from. */
const POPUP = { window: 'the sign-in window' };
const OTHER_WINDOW = { window: 'another window' };
const PROVIDER_ORIGIN = 'https://id.example.test';
const FOREIGN_ORIGIN = 'https://elsewhere.example';

const answer = (payload: Record<string, unknown>) => ({
  type: BRIDGE_MESSAGE_TYPE,
  action: POPUP_AUTH_ACTION,
  payload,
});
const popupAnswers = [
  answer({ code: 'code-1', device_id: 'device-1', state: 'state-1' }),
  answer({ code: 'code-2', device_id: 'device-2', state: 'state-2' }),
  answer({ error: 'access_denied', state: 'state-1' }),
  answer({ code: 'code-1', state: 'state-1' }),
  { type: BRIDGE_MESSAGE_TYPE, action: 'something_else', payload: {} },
  {
    type: 'not-the-bridge',
    action: POPUP_AUTH_ACTION,
    payload: { code: 'code-1', device_id: 'device-1', state: 'state-1' },
  },
  'a string',
];

const fullAuthEvents: fc.Arbitrary<KitEvent> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('auth.started'),
      popup: fc.constantFrom<unknown>(POPUP, POPUP, OTHER_WINDOW, null, undefined),
      origin: fc.constantFrom(PROVIDER_ORIGIN, PROVIDER_ORIGIN, FOREIGN_ORIGIN),
      state: fc.constantFrom('state-1', 'state-2'),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'popup.blocked' }) },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('popup.message'),
      origin: fc.constantFrom(PROVIDER_ORIGIN, PROVIDER_ORIGIN, FOREIGN_ORIGIN),
      source: fc.constantFrom<unknown>(POPUP, POPUP, OTHER_WINDOW, null),
      data: fc.constantFrom<unknown>(...popupAnswers),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'popup.closed' }) },
  { weight: 1, arbitrary: fc.constantFrom({ type: 'xstate.after.pollInterval.fullAuth.waiting.polling' }) },
  { weight: 1, arbitrary: UNKNOWN_EVENT },
);

/**
 * Every machine the kit runs. A machine that widget/ starts to import (the floating one-tap's, say) must be
 * added here: sameStepsAsXState.test.ts fails until it is.
 */
export const KIT_MACHINES: readonly KitMachine[] = [
  {
    module: 'widgetLifecycle',
    load: () =>
      onBothRuntimes(async () => (await import('../../../core/machines/widgetLifecycle.ts')).widgetLifecycleMachine),
    pageGuards: [],
    events: lifecycleEvents.map(frozen),
    delays: [
      ...around(LOADED_STATE_DELAY_MS),
      ...around(WIDGET_LOAD_TIMEOUT_MS),
      WIDGET_LOAD_TIMEOUT_MS - LOADED_STATE_DELAY_MS,
    ],
  },
  {
    module: 'fullAuth',
    load: () => onBothRuntimes(async () => (await import('../../../core/machines/fullAuth.ts')).fullAuthMachine),
    pageGuards: ['isPopupClosed'],
    events: fullAuthEvents.map(frozen),
    delays: [...around(POPUP_POLL_INTERVAL_MS), 2 * POPUP_POLL_INTERVAL_MS],
  },
];
