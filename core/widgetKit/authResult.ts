/** The answer of a full sign-in opened in a new tab or window, and the errors it can end with (widget-kit §8). */
import type { WidgetError } from '../ports/widgetHost.ts';
import {
  AUTH_ERROR_TEXT,
  AuthErrorCode,
  WidgetErrorCode,
  type AuthErrorCodeValue,
  type NotLoadedReason,
} from './constants.ts';
import { isRecord, scalarFields } from './fields.ts';

/**
 * The `action` the provider's sign-in page posts back with; VK's provider appends the sign-in's state
 * (`oauth2_authorize_response<state>`), which the kit accepts as well as the bare name. An answer for
 * another state is a state mismatch (104), decided on the payload's state, not an unknown message.
 */
export const POPUP_AUTH_ACTION = 'oauth2_authorize_response';

/** Failures a site can act on differently, named from the widget's closed `reason` set. */
export type AuthFailureReason = Extract<
  NotLoadedReason,
  'popup_blocked' | 'popup_closed' | 'state_mismatch' | 'fedcm_dismissed'
>;

/**
 * A failed login (the rejection of `Auth.login()`): `code` 100–104, a `text`, the same text as `error`
 * (the field name @vkid/sdk users read), the provider's answer in `details`, and for 101, 102 and 104 a `reason`.
 */
export interface AuthError {
  code: AuthErrorCodeValue;
  text: string;
  error: string;
  details?: unknown;
  reason?: AuthFailureReason;
}

/** What a successful sign-in hands over: the provider's fields as strings, ready for a redirect query. */
export type AuthSuccessPayload = Record<string, string> & { code: string; state: string; device_id: string };

const REASONS: Partial<Record<AuthErrorCodeValue, AuthFailureReason>> = {
  [AuthErrorCode.CannotCreateNewTab]: 'popup_blocked',
  [AuthErrorCode.NewTabHasBeenClosed]: 'popup_closed',
  [AuthErrorCode.StateMismatch]: 'state_mismatch',
};

/**
 * The error for a code. For 103 (the provider refused) the text is the answer's `error` field when
 * `details` has one ('access_denied'); otherwise the kit's own wording of AUTH_ERROR_TEXT.
 */
export function authErrorOf(code: AuthErrorCodeValue, details?: unknown): AuthError {
  const providerText =
    code === AuthErrorCode.AuthorizationFailed &&
    isRecord(details) &&
    typeof details.error === 'string' &&
    details.error !== ''
      ? details.error
      : undefined;
  const text = providerText ?? AUTH_ERROR_TEXT[code];
  const reason = REASONS[code];
  return {
    code,
    text,
    error: text,
    ...(details === undefined ? {} : { details }),
    ...(reason === undefined ? {} : { reason }),
  };
}

/** The widget error (code 2, AuthError) a widget emits when a login it started fails; it keeps the failure's reason. */
export function widgetErrorOfAuth(error: AuthError): WidgetError {
  return {
    code: WidgetErrorCode.AuthError,
    text: error.text,
    details: error,
    ...(error.reason ? { reason: error.reason } : {}),
  };
}

export type PopupOutcome = { ok: true; payload: AuthSuccessPayload } | { ok: false; error: AuthError };

/**
 * Reads a message the sign-in window posted, after its origin, source and type were checked
 * (`acceptsBridgeMessage`). In order: an action that is not the sign-in's answer (the name, bare or
 * followed by a state) or a payload that is not an object → 100;
 * `payload.error` → 103 with that text; a `state` other than the expected one → 104; no `code` or `device_id` → 100.
 */
export function interpretPopupMessage(data: unknown, expectedState: string): PopupOutcome {
  if (
    !isRecord(data) ||
    typeof data.action !== 'string' ||
    !data.action.startsWith(POPUP_AUTH_ACTION) ||
    !isRecord(data.payload)
  ) {
    return { ok: false, error: authErrorOf(AuthErrorCode.EventNotSupported, isRecord(data) ? data.action : undefined) };
  }
  const payload = data.payload;
  if (payload.error !== undefined && payload.error !== null && payload.error !== '') {
    return { ok: false, error: authErrorOf(AuthErrorCode.AuthorizationFailed, payload) };
  }
  if (payload.state !== expectedState) {
    return { ok: false, error: authErrorOf(AuthErrorCode.StateMismatch, { state: payload.state }) };
  }
  const fields = scalarFields(payload);
  if (!fields.code || !fields.device_id) {
    return { ok: false, error: authErrorOf(AuthErrorCode.EventNotSupported, payload) };
  }
  return { ok: true, payload: fields as AuthSuccessPayload };
}
