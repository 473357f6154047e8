/**
 * Issue 32 §3, restarts without a failed request: told to stop (SIGTERM calls `drain`), an instance says
 * «draining» at /healthz at once so that a balancer stops sending to it, keeps answering what is in flight and
 * what arrives during the grace, tells every keep-alive connection to close with its next answer, and only after
 * the grace (here a promise the test settles) stops listening, waits for its last requests and closes its database.
 */
import { once } from 'node:events';
import { Agent } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { pingDatabase } from '../../../server/queries/ping.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';
import { RESENDS_READS_HEADER } from '../../../server/http/drain.ts';
import { LIST_BODY, LIST_PATH, sendTo, type Answer } from './drainClient.ts';

let running: RunningServer;

beforeEach(async () => {
  const url = process.env.TEST_DATABASE_URL;
  running = await startServer({
    port: 0,
    env: { AUTH_SECRET: TEST_AUTH_SECRET },
    database: url ? { url } : { inMemory: true },
    seed: false,
    distDir: null,
  });
}, 60_000);

afterEach(async () => {
  await running.close();
});

/** One request; `agent` false opens a connection of its own. */
function send(
  method: string,
  path: string,
  agent: Agent | false,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return sendTo(running.port, { method, path, agent, body, headers }).answer;
}

/** A POST whose body is half sent: in flight once the server has its headers (awaited), answered after `finish`. */
async function requestInFlight(): Promise<{ finish(): Promise<Answer> }> {
  const arrived = once(running.server, 'request');
  const inFlight = sendTo(running.port, { method: 'POST', path: LIST_PATH, body: LIST_BODY, partial: true });
  await arrived;
  return {
    finish: () => {
      inFlight.rest();
      return inFlight.answer;
    },
  };
}

function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve = (): void => {};
  const promise = new Promise<void>((resolvePromise) => {
    resolve = resolvePromise;
  });
  return { promise, resolve };
}

/** Whether `promise` has settled once the events already queued have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolveTurn) => setImmediate(resolveTurn));
  return done;
}

describe('a draining instance (SIGTERM): no failed request', () => {
  it('answers a request in flight when the drain starts with its 2xx, and one arriving during the grace too', async () => {
    const inFlight = await requestInFlight();
    const grace = deferred();
    const drained = running.drain(grace.promise);
    const during = await send('POST', LIST_PATH, false, LIST_BODY);
    expect(during.status).toBe(200);
    const first = await inFlight.finish();
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual(JSON.parse(during.body));
    expect(await settled(drained)).toBe(false);
    grace.resolve();
    await drained;
  });

  it('says «draining» at /healthz with 503 at once, so that a balancer stops sending to it', async () => {
    expect((await send('GET', '/healthz', false)).status).toBe(200);
    const grace = deferred();
    const drained = running.drain(grace.promise);
    const health = await send('GET', '/healthz', false);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'draining' });
    grace.resolve();
    await drained;
  });

  it('tells a keep-alive connection to close with its next answer, and closes it', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const before = await send('GET', '/healthz', agent);
      expect(before.connection).toBe('keep-alive');
      const socket = before.socket;
      const grace = deferred();
      const drained = running.drain(grace.promise);
      const closed = once(socket, 'close');
      const during = await send('POST', LIST_PATH, agent, LIST_BODY);
      expect(during.socket).toBe(socket);
      expect(during.status).toBe(200);
      expect(during.connection).toBe('close');
      await closed;
      grace.resolve();
      await drained;
    } finally {
      agent.destroy();
    }
  });

  it('after the grace stops listening, waits for the request still in flight, then closes its database', async () => {
    const inFlight = await requestInFlight();
    const drained = running.drain(Promise.resolve());
    expect(await settled(drained)).toBe(false);
    const last = await inFlight.finish();
    expect(last.status).toBe(200);
    expect(last.connection).toBe('close');
    await drained;
    await expect(send('GET', '/healthz', false)).rejects.toThrow(/ECONNREFUSED/);
    await expect(pingDatabase(running.deps.db)).rejects.toThrow();
  });

  it('closes a read the balancer resends (GET, HEAD) unanswered, so the balancer sends it to another instance and counts this one failed', async () => {
    const resent = { [RESENDS_READS_HEADER]: '1' };
    expect((await send('GET', '/api/no-such-list', false, undefined, resent)).status).toBe(404);
    const grace = deferred();
    const drained = running.drain(grace.promise);
    await expect(send('GET', '/api/no-such-list', false, undefined, resent)).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
    await expect(send('HEAD', '/api/no-such-list', false, undefined, resent)).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
    grace.resolve();
    await drained;
  });

  it('answers, while draining, a write and a read the balancer does not resend, and the balancer’s probe', async () => {
    const resent = { [RESENDS_READS_HEADER]: '1' };
    const grace = deferred();
    const drained = running.drain(grace.promise);
    expect((await send('POST', LIST_PATH, false, LIST_BODY, resent)).status).toBe(200);
    expect((await send('GET', '/api/no-such-list', false)).status).toBe(404);
    expect((await send('GET', '/healthz', false, undefined, resent)).status).toBe(503);
    grace.resolve();
    await drained;
  });
});
