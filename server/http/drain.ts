/**
 * A graceful stop for an instance behind a load balancer (issue 32 §3, restarts without a failed request). Told to
 * stop, the instance drains: GET /healthz answers 503 «draining» at once, so that a balancer that probes it stops
 * sending new requests; it keeps listening and answering for a grace period (requests already on their way, and
 * those a balancer sends before it notices), and every answer carries `Connection: close`, so that each keep-alive
 * connection is closed by the server right after a complete answer instead of while a client may be writing its next
 * request on it; only then does it stop listening, wait (bounded) for its last requests and close its database.
 */
import type { Server, ServerResponse } from 'node:http';

/** The default grace period (DRAIN_GRACE_MS): a few of a balancer's health probes, and longer than an idle upstream keep-alive. */
export const DEFAULT_DRAIN_GRACE_MS = 5_000;

/** After the grace, how long connections accepted just before the listener closed get to send their request before idle ones are dropped. */
export const DRAIN_SETTLE_MS = 1_000;

/** Whether an instance is draining; set once, never cleared (a drained instance exits). */
export class DrainState {
  private started = false;

  get draining(): boolean {
    return this.started;
  }

  begin(): void {
    this.started = true;
  }
}

/**
 * Marks every answer that starts while `state` is draining with `Connection: close`, the site's and the fast
 * paths' alike: the listener runs before the server's own (Node sends the header and closes the connection after
 * the answer).
 */
export function closeConnectionsWhileDraining(server: Server, state: DrainState): void {
  server.prependListener('request', (_incoming, outgoing: ServerResponse) => {
    if (state.draining) {
      outgoing.setHeader('Connection', 'close');
    }
  });
}

/** DRAIN_GRACE_MS from the environment (whole milliseconds, 0 or more), else the default; anything else is refused with a sentence. */
export function drainGraceMsOf(env: Record<string, string | undefined>): number {
  const raw = env.DRAIN_GRACE_MS;
  if (raw === undefined || raw.trim() === '') {
    return DEFAULT_DRAIN_GRACE_MS;
  }
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`DRAIN_GRACE_MS must be a whole number of milliseconds (0 or more), got '${raw}'`);
  }
  return value;
}
