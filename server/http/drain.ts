/**
 * A graceful stop for an instance behind a load balancer (issue 32 §3, restarts without a failed request). Told to
 * stop, the instance drains: GET /healthz answers 503 «draining» at once, so that a balancer that probes it stops
 * sending new requests; it keeps listening and answering for a grace period (requests already on their way, and
 * those a balancer sends before it notices), and every answer carries `Connection: close`, so that each keep-alive
 * connection is closed by the server right after a complete answer instead of while a client may be writing its next
 * request on it. A balancer that does not probe (open-source nginx) learns of the drain from the reads it resends:
 * those are closed unanswered (gateRequestsWhileDraining). Only after the grace, once no new connection has come for
 * a moment (server/http/connectionQuiet.ts), does it stop listening, wait (bounded) for its last requests and close
 * its database.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

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
 * The request header a balancer sends to say that it resends a read (GET, HEAD) which gets no answer to another
 * instance: deploy/nginx/ sends it when it balances several instances. Its value is `1`.
 */
export const RESENDS_READS_HEADER = 'x-balancer-resends-reads';

/** Whether a draining instance closes this request's connection unanswered: a read the balancer resends, not its probe. */
function resentElsewhere(incoming: IncomingMessage): boolean {
  return (
    (incoming.method === 'GET' || incoming.method === 'HEAD') &&
    incoming.headers[RESENDS_READS_HEADER] === '1' &&
    !(incoming.url ?? '').startsWith('/healthz')
  );
}

/**
 * Takes over `server`'s request listeners (the site's and the fast paths' alike). While `state` is draining, a read
 * the balancer resends (RESENDS_READS_HEADER) gets its connection closed without an answer: the balancer sends it to
 * another instance and counts a failure of this one (nginx: `max_fails`, shared by its workers through the upstream's
 * `zone`), so it stops choosing this instance while the listener is still open, instead of learning it from
 * connections the closing listener resets, which it never resends when they carry a POST. Every other request is
 * answered, with `Connection: close`, so that each keep-alive connection is closed by the server after a complete
 * answer. Nothing the instance may have acted on is refused: only a read it never started.
 */
export function gateRequestsWhileDraining(server: Server, state: DrainState): void {
  const listeners = server.listeners('request') as Array<(incoming: IncomingMessage, outgoing: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (state.draining) {
      if (resentElsewhere(incoming)) {
        incoming.socket.destroy();
        return;
      }
      outgoing.setHeader('Connection', 'close');
    }
    for (const listener of listeners) {
      listener.call(server, incoming, outgoing);
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
