/**
 * The machines' one way of logging an invoked actor's failure: a `logError` action (declared in each
 * machine's `setup()` with `LogErrorParams`, bound to the Logger port) given what failed and the error.
 */

/** What the `logError` action logs: a sentence naming the machine and the step, and the error itself. */
export interface LogErrorParams {
  message: string;
  detail: unknown;
}

/** The `logError` action of an `onError` transition: logs `message` with the failed actor's error. */
export function logFailure(message: string) {
  return {
    type: 'logError',
    params: ({ event }: { event: { error: unknown } }): LogErrorParams => ({ message, detail: event.error }),
  } as const;
}
