/**
 * The page's end of the frame bridge (widget-kit §3, §5): a message reaches the widget only when its
 * origin is the provider's, its source is this widget's own frame and its type is 'vk-sak-sdk'
 * (core `acceptsBridgeMessage`); anything else is ignored, and listed as unsupported in debug mode.
 */
import type { WidgetLifecycleEvent } from '../../core/machines/widgetLifecycle.ts';
import { acceptsBridgeMessage, lifecycleEventOf, type FrameHandlers } from '../../core/widgetKit/bridge.ts';

/**
 * Starts listening on `win` for messages of `frame`; returns the function that stops it. `handlers` are
 * the widget's own handler names (the one-tap button's by default).
 */
export function postMessageBridge(
  win: Window,
  frame: HTMLIFrameElement,
  origin: string,
  /** Gets each accepted message's event, with the message's data (the frame's own fields, such as «not authorized»'s `fedcm`). */
  deliver: (event: WidgetLifecycleEvent, data: { params?: unknown }) => void,
  flag?: (why: string, message: MessageEvent) => void,
  handlers?: FrameHandlers,
): () => void {
  const listener = (message: MessageEvent) => {
    if (!acceptsBridgeMessage(message, { origin, source: frame.contentWindow })) {
      flag?.('unsupported message ignored (origin, source or type)', message);
      return;
    }
    const event = lifecycleEventOf(message.data, handlers);
    if (event) {
      deliver(event, message.data);
    } else {
      flag?.('unsupported handler ignored', message);
    }
  };
  win.addEventListener('message', listener);
  return () => win.removeEventListener('message', listener);
}
