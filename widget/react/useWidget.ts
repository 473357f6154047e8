import { useEffect, useRef } from 'react';
import type { Listener } from '../widget.ts';

/** What both components need of a widget. */
interface Mountable<M> {
  render(params: object): unknown;
  on<K extends keyof M>(event: K, listener: Listener<M[K]>): unknown;
  close(): void;
}

/** Listeners by event name, e.g. `{ [WidgetEvents.ERROR]: (error) => … }`. */
export type Handlers<M> = { [K in keyof M]?: Listener<M[K]> };

/**
 * Renders a widget into the returned ref's element after mount and closes it on unmount. Under
 * StrictMode's mount–unmount–mount the first widget is closed (its frame, bridge listener and observers
 * released) before the second renders, so the page ends with exactly one. The widget is rendered again
 * only when the options change (compared as JSON); new handler functions do not re-render it.
 */
export function useWidget<M>(
  create: () => Mountable<M>,
  options: object,
  events: readonly (keyof M)[],
  handlers: () => Handlers<M>,
) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  const key = JSON.stringify(options);
  useEffect(() => {
    const widget = create();
    for (const event of events) {
      widget.on(event, (payload) => latest.current()[event]?.(payload));
    }
    widget.render({ ...(JSON.parse(key) as object), container: ref.current });
    return () => widget.close();
    // `create` and `events` are constant per component; the options are compared by `key`.
  }, [key]);
  return ref;
}
