/** Messages between the one-tap frame (or the sign-in window) and the page (widget-kit §3 «Bridge message», §5). */
import type { WidgetLifecycleEvent } from '../machines/widgetLifecycle.ts';
import type { AuthInfo, RedirectPayload } from '../ports/widgetHost.ts';
import type { ProviderNameValue } from './constants.ts';
import { OneTapInternalEvents, WidgetEvents } from './enums.ts';
import { isRecord, scalarFields } from './fields.ts';

export { OneTapInternalEvents, WidgetEvents } from './enums.ts';

/** The `type` every message of the provider carries. */
export const BRIDGE_MESSAGE_TYPE = 'vk-sak-sdk';

/** A received message as the page sees it (`MessageEvent`'s origin, source and data). */
export interface BridgeEnvelope {
  origin: string;
  source: unknown;
  data: unknown;
}

/** What a message must come from: the provider's id origin and the window the kit itself created. */
export interface BridgeExpectation {
  origin: string;
  /** The widget's own frame's `contentWindow`, or the sign-in window the kit opened; null before there is one. */
  source: unknown;
}

/**
 * Whether a message may be handled: its origin is the provider's, its source is the expected window
 * (never when none is expected yet) and its data is an object of type 'vk-sak-sdk'. All three, always:
 * another frame of the same provider, or the provider's page opened by someone else, is ignored.
 */
export function acceptsBridgeMessage(message: BridgeEnvelope, expected: BridgeExpectation): boolean {
  return (
    expected.source !== null &&
    expected.source !== undefined &&
    message.source === expected.source &&
    message.origin === expected.origin &&
    isRecord(message.data) &&
    message.data.type === BRIDGE_MESSAGE_TYPE
  );
}

/** Scalar fields as strings, or null when `params` is not an object with a non-empty string `code`. */
export function loginPayload(params: unknown): RedirectPayload | null {
  return isRecord(params) && typeof params.code === 'string' && params.code !== '' ? scalarFields(params) : null;
}

const FULL_AUTH_PROVIDERS: readonly unknown[] = ['ok_ru', 'mail_ru', 'vkid'] satisfies ProviderNameValue[];

function showFullAuth(params: unknown): WidgetLifecycleEvent | null {
  const fields = params === undefined || params === null ? {} : params;
  if (!isRecord(fields)) {
    return null;
  }
  const { screen, sdk_oauth: provider } = fields;
  if (
    (screen !== undefined && typeof screen !== 'string') ||
    (provider !== undefined && !FULL_AUTH_PROVIDERS.includes(provider))
  ) {
    return null;
  }
  return {
    type: 'frame.showFullAuth',
    ...(screen ? { screen } : {}),
    ...(provider === undefined ? {} : { provider: provider as ProviderNameValue }),
  };
}

/** The frame-only handler names of one widget: OneTap's 'onetap: …', the floating one-tap's 'floatingonetap: …'. */
export interface FrameHandlers {
  LOGIN_SUCCESS: string;
  SHOW_FULL_AUTH: string;
  NOT_AUTHORIZED: string;
  AUTHENTICATION_INFO?: string;
}

/**
 * The lifecycle event an accepted frame message stands for, or null for a handler the widget does
 * not know or params that do not fit it (a resize without a finite positive height, a login without a code).
 * `handlers` are the widget's own names (OneTap's by default); the common ones are every widget's.
 */
export function lifecycleEventOf(
  data: unknown,
  handlers: FrameHandlers = OneTapInternalEvents,
): WidgetLifecycleEvent | null {
  if (!isRecord(data) || data.type !== BRIDGE_MESSAGE_TYPE) {
    return null;
  }
  const params = data.params;
  const handler = data.handler;
  switch (handler) {
    case WidgetEvents.LOAD:
      return { type: 'frame.loaded' };
    case WidgetEvents.CLOSE:
      return { type: 'frame.closed' };
    case WidgetEvents.ERROR:
      return { type: 'frame.error', details: params };
    case WidgetEvents.RESIZE: {
      const height = isRecord(params) ? params.height : undefined;
      return typeof height === 'number' && Number.isFinite(height) && height > 0
        ? { type: 'frame.resized', height }
        : null;
    }
  }
  if (handler === handlers.LOGIN_SUCCESS) {
    const payload = loginPayload(params);
    return payload === null ? null : { type: 'frame.loginSucceeded', payload };
  }
  if (handler === handlers.SHOW_FULL_AUTH) {
    return showFullAuth(params);
  }
  if (handler === handlers.NOT_AUTHORIZED) {
    return { type: 'frame.notAuthorized' };
  }
  if (handler !== undefined && handler === handlers.AUTHENTICATION_INFO) {
    return isRecord(params) ? { type: 'frame.authInfo', info: params as AuthInfo } : null;
  }
  return null;
}
