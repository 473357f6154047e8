import { OneTapInternalEvents, WidgetEvents } from '../../core/widgetKit/enums.ts';
import { OneTap as OneTapWidget, type OneTapEventMap, type OneTapParams } from '../oneTap.ts';
import type { KitWidgetError } from '../widget.ts';
import { useWidget, type Handlers } from './useWidget.ts';

export interface OneTapProps extends Omit<OneTapParams, 'container'> {
  /** Any widget event, by name. */
  on?: Handlers<OneTapEventMap>;
  onError?: (error: KitWidgetError) => void;
  /** The sign-in's `{ code, state, device_id, … }`, in responseMode 'callback' only ('redirect' goes to redirectUrl instead). */
  onLoginSuccess?: (payload: Record<string, string>) => void;
  className?: string;
}

const EVENTS = [...Object.values(WidgetEvents), ...Object.values(OneTapInternalEvents)];

/** The one-tap widget as a React component; Config.init must have run before it mounts. */
export function OneTap({ on, onError, onLoginSuccess, className, ...options }: OneTapProps) {
  const ref = useWidget<OneTapEventMap>(
    () => new OneTapWidget(),
    options,
    EVENTS as (keyof OneTapEventMap)[],
    () => ({
      ...on,
      ...(onError ? { [WidgetEvents.ERROR]: onError } : {}),
      ...(onLoginSuccess ? { [OneTapInternalEvents.LOGIN_SUCCESS]: onLoginSuccess } : {}),
    }),
  );
  return <div ref={ref} className={className} />;
}
