import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type {
  AuthInfo,
  FullAuthRequest,
  RedirectPayload,
  StatField,
  WidgetError,
  WidgetHost,
} from '../ports/widgetHost.ts';
import { widgetErrorOfAuth, type AuthError } from '../widgetKit/authResult.ts';
import {
  LOADED_STATE_DELAY_MS,
  StatsEvent,
  WIDGET_ERROR_TEXT,
  WIDGET_LOAD_TIMEOUT_MS,
  WidgetErrorCode,
  type ButtonTypeName,
  type NotLoadedReason,
} from '../widgetKit/constants.ts';
import { notProvided } from './notProvided.ts';

export type { NotLoadedReason };

/** Events of one widget instance: calls from the page (`widget.*`), bridge messages (`frame.*`), button layout. */
export type WidgetLifecycleEvent =
  | { type: 'widget.render'; fastAuthDisabled: boolean }
  | { type: 'widget.show' }
  | { type: 'widget.hide' }
  | { type: 'widget.close' }
  | { type: 'button.typeChanged'; buttonType: ButtonTypeName }
  | { type: 'frame.loaded' }
  | { type: 'frame.error'; details?: unknown }
  | { type: 'frame.closed' }
  | { type: 'frame.resized'; height: number }
  | { type: 'frame.notAuthorized' }
  | { type: 'frame.loginSucceeded'; payload: RedirectPayload }
  | { type: 'frame.showFullAuth'; screen?: string; provider?: FullAuthRequest['provider'] }
  | { type: 'frame.authInfo'; info: AuthInfo }
  /** A full sign-in this widget started (show full auth, a provider button) failed. */
  | { type: 'auth.failed'; error: AuthError };

export interface WidgetLifecycleContext {
  visible: boolean;
  /** The last error emitted, null while none. */
  error: WidgetError | null;
  /** The native button's layout, once the page has measured it; feeds the no-user statistic. */
  buttonType: ButtonTypeName | null;
  /** Why the widget is not_loaded, null until it is. */
  reason: NotLoadedReason | null;
}

// Errors carry the reason of the not_loaded transition they cause: actions run before the snapshot
// changes, so a listener could not read `context.reason` while the error is emitted.
const TIMEOUT_ERROR: WidgetError = {
  code: WidgetErrorCode.TimeoutExceeded,
  text: WIDGET_ERROR_TEXT[WidgetErrorCode.TimeoutExceeded],
  reason: 'timeout',
};

function internalError(details: unknown): WidgetError {
  return {
    code: WidgetErrorCode.InternalError,
    text: WIDGET_ERROR_TEXT[WidgetErrorCode.InternalError],
    details,
    reason: 'frame_error',
  };
}

/**
 * Lifecycle of one one-tap widget instance (widget-kit §4): the frame loads within 5 s or the
 * widget falls back to its native button (not_loaded); messages from the frame drive the rest.
 */
export const widgetLifecycleMachine = setup({
  types: {
    context: {} as WidgetLifecycleContext,
    events: {} as WidgetLifecycleEvent,
  },
  guards: {
    fastAuthDisabled: ({ event }) => event.type === 'widget.render' && event.fastAuthDisabled,
    authFailureHasReason: ({ event }) => event.type === 'auth.failed' && event.error.reason !== undefined,
  },
  delays: {
    loadTimeout: WIDGET_LOAD_TIMEOUT_MS,
    loadedDelay: LOADED_STATE_DELAY_MS,
  },
  actions: {
    /** Every transition into not_loaded starts with this. */
    setReason: assign((_, params: { reason: NotLoadedReason }) => ({ reason: params.reason })),
    setFrameSource: () => notProvided('widgetLifecycle', 'setFrameSource'),
    removeFrame: () => notProvided('widgetLifecycle', 'removeFrame'),
    removeWidget: () => notProvided('widgetLifecycle', 'removeWidget'),
    endBridge: () => notProvided('widgetLifecycle', 'endBridge'),
    setHeight: (_, _params: { height: number }) => notProvided('widgetLifecycle', 'setHeight'),
    setVisible: (_, _params: { visible: boolean }) => notProvided('widgetLifecycle', 'setVisible'),
    redirect: (_, _params: { payload: RedirectPayload }) => notProvided('widgetLifecycle', 'redirect'),
    openFullAuth: (_, _params: FullAuthRequest) => notProvided('widgetLifecycle', 'openFullAuth'),
    emitError: (_, _params: { error: WidgetError }) => notProvided('widgetLifecycle', 'emitError'),
    emitAuthInfo: (_, _params: { info: AuthInfo }) => notProvided('widgetLifecycle', 'emitAuthInfo'),
    /** Tells listeners the visitor is offline: part of every error. */
    reportAuthInfo: () => notProvided('widgetLifecycle', 'reportAuthInfo'),
    recordNoSession: () => notProvided('widgetLifecycle', 'recordNoSession'),
    recordLoadingFailed: () => notProvided('widgetLifecycle', 'recordLoadingFailed'),
    recordNoUserButtonShow: (_, _params: { buttonType: ButtonTypeName | null }) =>
      notProvided('widgetLifecycle', 'recordNoUserButtonShow'),
  },
}).createMachine({
  id: 'widgetLifecycle',
  context: { visible: true, error: null, buttonType: null, reason: null },
  initial: 'idle',
  on: {
    'widget.close': { target: '.closed' },
    'frame.closed': { target: '.closed' },
    'frame.resized': { actions: { type: 'setHeight', params: ({ event }) => ({ height: event.height }) } },
    'widget.show': {
      actions: [assign({ visible: true }), { type: 'setVisible', params: { visible: true } }],
    },
    'widget.hide': {
      actions: [assign({ visible: false }), { type: 'setVisible', params: { visible: false } }],
    },
    'button.typeChanged': { actions: assign({ buttonType: ({ event }) => event.buttonType }) },
    'frame.loginSucceeded': { actions: { type: 'redirect', params: ({ event }) => ({ payload: event.payload }) } },
    'frame.showFullAuth': {
      actions: {
        type: 'openFullAuth',
        params: ({ event }) => ({
          ...(event.screen === undefined ? {} : { screen: event.screen }),
          ...(event.provider === undefined ? {} : { provider: event.provider }),
        }),
      },
    },
    'frame.authInfo': { actions: { type: 'emitAuthInfo', params: ({ event }) => ({ info: event.info }) } },
    // Widget-kit §8 «On any error»; before the frame has loaded, `loading.waiting` adds the failure statistics.
    'frame.error': {
      target: '.not_loaded',
      actions: [
        { type: 'setReason', params: { reason: 'frame_error' } },
        assign({ error: ({ event }) => internalError(event.details) }),
        'reportAuthInfo',
        { type: 'emitError', params: ({ event }) => ({ error: internalError(event.details) }) },
        'removeFrame',
      ],
    },
    'frame.notAuthorized': {
      target: '.not_loaded',
      actions: [{ type: 'setReason', params: { reason: 'not_authorized' } }, 'recordNoSession', 'removeFrame'],
    },
    /*
     * A blocked pop-up, a closed sign-in window or a state mismatch falls back to the native button
     * like any error (§8); the button then starts a fresh sign-in. A refusal by the provider (103) or an
     * unknown answer (100) is reported but leaves the widget as it is: the visitor may simply try again.
     */
    'auth.failed': [
      {
        guard: 'authFailureHasReason',
        target: '.not_loaded',
        actions: [
          assign({
            reason: ({ event }) => event.error.reason ?? null,
            error: ({ event }) => widgetErrorOfAuth(event.error),
          }),
          'reportAuthInfo',
          { type: 'emitError', params: ({ event }) => ({ error: widgetErrorOfAuth(event.error) }) },
          'removeFrame',
        ],
      },
      {
        actions: [
          assign({ error: ({ event }) => widgetErrorOfAuth(event.error) }),
          { type: 'emitError', params: ({ event }) => ({ error: widgetErrorOfAuth(event.error) }) },
        ],
      },
    ],
  },
  states: {
    idle: {
      on: {
        'widget.render': [
          {
            guard: 'fastAuthDisabled',
            target: 'not_loaded',
            actions: { type: 'setReason', params: { reason: 'fast_auth_disabled' } },
          },
          { target: 'loading' },
        ],
      },
    },
    loading: {
      entry: 'setFrameSource',
      initial: 'waiting',
      states: {
        // Leaving this state cancels the load time-out.
        waiting: {
          after: {
            loadTimeout: {
              target: '#widgetLifecycle.not_loaded',
              actions: [
                { type: 'setReason', params: { reason: 'timeout' } },
                'recordLoadingFailed',
                { type: 'recordNoUserButtonShow', params: ({ context }) => ({ buttonType: context.buttonType }) },
                assign({ error: TIMEOUT_ERROR }),
                'reportAuthInfo',
                { type: 'emitError', params: { error: TIMEOUT_ERROR } },
                'removeFrame',
              ],
            },
          },
          on: {
            'frame.loaded': { target: 'settling' },
            'frame.error': {
              target: '#widgetLifecycle.not_loaded',
              actions: [
                { type: 'setReason', params: { reason: 'frame_error' } },
                'recordLoadingFailed',
                { type: 'recordNoUserButtonShow', params: ({ context }) => ({ buttonType: context.buttonType }) },
                assign({ error: ({ event }) => internalError(event.details) }),
                'reportAuthInfo',
                { type: 'emitError', params: ({ event }) => ({ error: internalError(event.details) }) },
                'removeFrame',
              ],
            },
          },
        },
        settling: {
          after: { loadedDelay: { target: '#widgetLifecycle.loaded' } },
        },
      },
    },
    loaded: {},
    not_loaded: {},
    closed: {
      type: 'final',
      entry: ['removeWidget', 'endBridge'],
    },
  },
});

function buttonTypeFields(buttonType: ButtonTypeName | null): StatField[] {
  return buttonType === null ? [] : [{ name: 'button_type', value: buttonType }];
}

/** Binds the machine's side effects to the embedding page, once, for the app entry and the simulation. */
export function provideWidgetLifecycle(ports: WidgetHost) {
  return widgetLifecycleMachine.provide({
    actions: {
      setFrameSource: () => ports.setFrameSource(),
      removeFrame: () => ports.removeFrame(),
      removeWidget: () => ports.removeWidget(),
      endBridge: () => ports.endBridge(),
      setHeight: (_, params) => ports.setHeight(params.height),
      setVisible: (_, params) => ports.setVisible(params.visible),
      redirect: (_, params) => ports.redirect(params.payload),
      openFullAuth: (_, params) => ports.openFullAuth(params),
      emitError: (_, params) => ports.emitError(params.error),
      emitAuthInfo: (_, params) => ports.emitAuthInfo(params.info),
      reportAuthInfo: () => ports.emitAuthInfo({ is_online: false }),
      recordNoSession: () => ports.sendStat(StatsEvent.NoSessionFound, []),
      recordLoadingFailed: () => ports.sendStat(StatsEvent.IframeLoadingFailed, []),
      recordNoUserButtonShow: (_, params) =>
        ports.sendStat(StatsEvent.OnetapButtonNoUserShow, buttonTypeFields(params.buttonType)),
    },
  });
}

/** The widget element's `data-state`: before render it is loading, after close not_loaded. */
export type WidgetDataState = 'loading' | 'loaded' | 'not_loaded';

/** The `data-state` attribute value of a lifecycle snapshot. */
export function widgetDataState(snapshot: SnapshotFrom<typeof widgetLifecycleMachine>): WidgetDataState {
  if (snapshot.matches('loaded')) {
    return 'loaded';
  }
  if (snapshot.matches('not_loaded') || snapshot.matches('closed')) {
    return 'not_loaded';
  }
  return 'loading';
}
