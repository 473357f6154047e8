import { OAuthListInternalEvents, WidgetEvents } from '../../core/widgetKit/enums.ts';
import { OAuthList as OAuthListWidget, type OAuthListEventMap, type OAuthListParams } from '../oauthList.ts';
import type { KitWidgetError } from '../widget.ts';
import { useWidget, type Handlers } from './useWidget.ts';

export interface OAuthListProps extends Omit<OAuthListParams, 'container'> {
  on?: Handlers<OAuthListEventMap>;
  onError?: (error: KitWidgetError) => void;
  onLoginSuccess?: (payload: Record<string, string>) => void;
  className?: string;
}

const EVENTS = [...Object.values(WidgetEvents), ...Object.values(OAuthListInternalEvents)];

/** The provider button list as a React component; Config.init must have run before it mounts. */
export function OAuthList({ on, onError, onLoginSuccess, className, ...options }: OAuthListProps) {
  const ref = useWidget<OAuthListEventMap>(
    () => new OAuthListWidget(),
    options,
    EVENTS as (keyof OAuthListEventMap)[],
    () => ({
      ...on,
      ...(onError ? { [WidgetEvents.ERROR]: onError } : {}),
      ...(onLoginSuccess ? { [OAuthListInternalEvents.LOGIN_SUCCESS]: onLoginSuccess } : {}),
    }),
  );
  return <div ref={ref} className={className} />;
}
