/**
 * A one-tap widget's page side of the lifecycle machine (core `WidgetHost`) — the button's and the
 * floating panel's: the frame element, the widget's root, the bridge and the widget's listeners. Every
 * call returns at once and never throws.
 */
import type {
  AuthInfo,
  FullAuthRequest,
  RedirectPayload,
  StatField,
  WidgetError,
  WidgetHost,
} from '../../core/ports/widgetHost.ts';
import type { StatsEventName } from '../../core/widgetKit/constants.ts';
import { OneTapInternalEvents, WidgetEvents } from '../../core/widgetKit/enums.ts';
import { setVars } from '../dom.ts';

/** What the host works on; OneTap and FloatingOneTap provide it. */
export interface OneTapSurface {
  root: HTMLElement;
  frame: HTMLIFrameElement;
  /** The frame's address, once the PKCE pair is ready. */
  src(): Promise<string>;
  /** Starts the bridge; returns its stop function. */
  listen(): () => void;
  emit(event: string, payload?: unknown): void;
  stat(event: StatsEventName, fields: readonly StatField[]): void;
  success(payload: RedirectPayload): void;
  fullAuth(request: FullAuthRequest): void;
  error(error: WidgetError): void;
  /** Releases timers and observers when the widget goes. */
  teardown(): void;
}

export class DomWidgetHost implements WidgetHost {
  private stop?: () => void;

  constructor(private readonly s: OneTapSurface) {}

  setFrameSource(): void {
    const { root, frame } = this.s;
    root.append(frame);
    this.stop = this.s.listen();
    this.s.emit(WidgetEvents.START_LOAD);
    this.s.src().then(
      (url) => {
        if (frame.isConnected) {
          frame.src = url;
        }
      },
      // No PKCE (no crypto.subtle on an http page): the frame stays empty and the time-out falls back to the button.
      (error: unknown) => console.error(error),
    );
  }

  removeFrame(): void {
    this.s.frame.remove();
  }

  removeWidget(): void {
    this.s.teardown();
    this.s.root.remove();
  }

  endBridge(): void {
    this.stop?.();
    this.stop = undefined;
  }

  setHeight(heightPx: number): void {
    setVars(this.s.root, { fh: heightPx });
    this.s.emit(WidgetEvents.RESIZE, { height: heightPx });
  }

  setVisible(visible: boolean): void {
    this.s.root.style.display = visible ? '' : 'none';
    this.s.emit(visible ? WidgetEvents.SHOW : WidgetEvents.HIDE);
  }

  redirect(payload: RedirectPayload): void {
    this.s.success(payload);
  }

  openFullAuth(request: FullAuthRequest): void {
    this.s.fullAuth(request);
  }

  emitError(error: WidgetError): void {
    this.s.error(error);
  }

  emitAuthInfo(info: AuthInfo): void {
    this.s.emit(OneTapInternalEvents.AUTHENTICATION_INFO, info);
  }

  sendStat(eventName: StatsEventName, fields: readonly StatField[]): void {
    this.s.stat(eventName, fields);
  }
}
