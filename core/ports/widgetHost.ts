import type {
  NotLoadedReason,
  ProviderNameValue,
  StatsEventName,
  WidgetErrorCodeValue,
} from '../widgetKit/constants.ts';

/** An error the widget emits to its listeners (widget-kit §3 «Error object»). */
export interface WidgetError {
  code: WidgetErrorCodeValue;
  text: string;
  details?: unknown;
  /** Set when this error sent the widget to not_loaded: why (the same value as the lifecycle's `context.reason`). */
  reason?: NotLoadedReason;
}

/** Key/value pairs the frame hands over on login success; they become the redirect's query. */
export type RedirectPayload = Record<string, string>;

/** Authentication info re-emitted to listeners; its fields come from the frame, only `is_online` is known. */
export interface AuthInfo {
  is_online?: boolean;
  [field: string]: unknown;
}

/** What the frame asks the full sign-in to open on; the host adds flow source, session id, lang and scheme. */
export interface FullAuthRequest {
  screen?: string;
  provider?: ProviderNameValue;
}

/** One name/value field of a statistics event. */
export interface StatField {
  name: string;
  value: string;
}

/**
 * The embedding page as one widget instance sees it: the frame, the widget's container,
 * the message bridge, navigation, listeners and statistics.
 *
 * Contract: every call returns at once and never throws into the lifecycle machine; failures
 * (a stats call that fails, a listener that throws) are the implementation's to swallow or log.
 */
export interface WidgetHost {
  /** Points the frame at the provider's widget URL with the render parameters; loading starts. */
  setFrameSource(): void;
  /** Removes the frame element; the native button stays as the fallback. Idempotent. */
  removeFrame(): void;
  /** Removes the whole widget (frame, button, list) from the container. */
  removeWidget(): void;
  /** Stops listening to the frame's messages; nothing reaches the widget afterwards. */
  endBridge(): void;
  /** Sets the widget's height in px, as the frame reported it. */
  setHeight(heightPx: number): void;
  /** Shows or hides the widget without changing its state. */
  setVisible(visible: boolean): void;
  /** Navigates to the configured redirect url with the payload as its query (see `buildRedirectUrl`). */
  redirect(payload: RedirectPayload): void;
  /** Opens the full sign-in, on the given screen and provider when present. */
  openFullAuth(request: FullAuthRequest): void;
  /** Emits an error to the widget's listeners. */
  emitError(error: WidgetError): void;
  /** Emits authentication info to the widget's listeners. */
  emitAuthInfo(info: AuthInfo): void;
  /** Queues a statistics event; the implementation adds the common fields (sdk_type, unique_session_id). */
  sendStat(eventName: StatsEventName, fields: readonly StatField[]): void;
}
