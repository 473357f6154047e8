/**
 * Issue 32 §1–2, the balancer's rules, against two fake instances that answer what the test tells them to: nginx
 * from the repository's configuration (deploy/nginx/), started by the cluster launcher's own startNginx. What it
 * keeps is what Cache-Control allows, keyed on the address and the city cookie; a signed-in request is never
 * answered from, nor kept in, the cache; a write is never sent twice; a failing instance's reads go to the other.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../scripts/freePort.ts';
import { findNginx, startNginx, type RunningNginx } from '../../../scripts/cluster/nginx.ts';
import { exchange, type Exchange } from './http.ts';

const nginxBinary = findNginx();

/** What a fake instance saw: each request's method, path and headers. */
interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
}

interface FakeInstance {
  server: Server;
  port: number;
  seen: Seen[];
  /** While true, /healthz answers 503 and every /api/fail request has its connection cut. */
  failing: boolean;
}

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Cache-Control (and extra headers) by path prefix; the body counts the instance's answers so a cached one shows. */
const ANSWERS: Record<string, Record<string, string>> = {
  '/public': { 'Cache-Control': PUBLIC, Vary: 'Accept-Encoding, Cookie' },
  '/private': { 'Cache-Control': 'private, no-cache' },
  '/no-store': { 'Cache-Control': 'no-store' },
  '/set-cookie': { 'Cache-Control': PUBLIC, 'Set-Cookie': 'city_id=3; Path=/' },
  // A page as an instance sends it (server/render/pageCache.ts): s-maxage for a CDN, a second for nginx alone.
  '/briefly': { 'Cache-Control': PUBLIC, 'X-Accel-Expires': '1', ETag: '"page-v1"' },
};

let answered = 0;
/** The API requests nginx passes on at once in this file. */
const API_CONNECTIONS = 3;
/** Requests to /api/hold wait for this to be called. */
let releaseHeld: () => void = () => {};
const held = new Promise<void>((resolveHeld) => {
  releaseHeld = resolveHeld;
});

function fakeInstance(): Promise<FakeInstance> {
  const instance: FakeInstance = { server: null as unknown as Server, port: 0, seen: [], failing: false };
  instance.server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    instance.seen.push({ method: incoming.method ?? '', path, headers: incoming.headers });
    incoming.resume();
    incoming.on('end', () => {
      if (path.startsWith('/api/fail') && instance.failing) {
        incoming.socket.destroy();
        return;
      }
      if (path.startsWith('/api/hold')) {
        void held.then(() => outgoing.writeHead(204).end());
        return;
      }
      if (path === '/healthz') {
        outgoing
          .writeHead(instance.failing ? 503 : 200, { 'Content-Type': 'application/json' })
          .end(`{"port":${instance.port}}`);
        return;
      }
      const prefix = Object.keys(ANSWERS).find((key) => path.startsWith(key));
      // Its page unchanged, an instance answers nginx's revalidation with 304 and the same headers, body-less.
      if (prefix === '/briefly' && incoming.headers['if-none-match'] === ANSWERS['/briefly']!.ETag) {
        outgoing.writeHead(304, ANSWERS[prefix]).end();
        return;
      }
      answered += 1;
      const city = /(?:^|;\s*)city_id=(\d+)/.exec(incoming.headers.cookie ?? '')?.[1] ?? '-';
      outgoing.writeHead(200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Request-Id': String(incoming.headers['x-request-id']),
        ...(prefix === undefined ? { 'Cache-Control': 'no-store' } : ANSWERS[prefix]),
      });
      outgoing.end(`answer=${answered} city=${city} port=${instance.port}`);
    });
  });
  return new Promise((resolveListen) => {
    instance.server.listen(0, '127.0.0.1', () => {
      instance.port = (instance.server.address() as AddressInfo).port;
      resolveListen(instance);
    });
  });
}

let folder = '';
let instances: FakeInstance[] = [];
let nginx: RunningNginx | null = null;
let base = '';

beforeAll(async () => {
  if (nginxBinary === null) {
    return;
  }
  // Made here, not at import: a run that filters every test of this file out runs no hook to delete it.
  folder = mkdtempSync(join(tmpdir(), 'rjadom-nginx-test-'));
  instances = [await fakeInstance(), await fakeInstance()];
  const port = await freePort();
  mkdirSync(join(folder, 'logs'));
  nginx = await startNginx(nginxBinary, {
    upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
    host: '127.0.0.1',
    port,
    prefix: join(folder, 'nginx'),
    logDir: join(folder, 'logs'),
    cache: true,
    workerProcesses: 1,
    workerConnections: 1024,
    apiConnections: API_CONNECTIONS,
  });
  base = `http://127.0.0.1:${port}`;
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(instances.map((instance) => new Promise((resolveClose) => instance.server.close(resolveClose))));
  if (folder !== '') {
    rmSync(folder, { recursive: true, force: true });
  }
});

let unique = 0;
/** A path no other test asked for. */
const fresh = (prefix: string): string => `${prefix}/${process.pid}-${(unique += 1)}`;
/** The requests both fake instances saw for `path`. */
const seenFor = (path: string): Seen[] =>
  instances.flatMap((instance) => instance.seen.filter((seen) => seen.path === path));

describe.skipIf(nginxBinary === null)('nginx in front of the instances (issue 32)', () => {
  it('keeps a public page: the second request is answered by nginx with the same bytes, and only one reached an instance', async () => {
    const path = fresh('/public');
    const first = await exchange(`${base}${path}`);
    const second = await exchange(`${base}${path}`);
    expect(first.headers['x-balancer-cache']).toBe('MISS');
    expect(second.headers['x-balancer-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(seenFor(path)).toHaveLength(1);
  });

  it('keys a page on the city cookie and nothing else of the Cookie header', async () => {
    const path = fresh('/public');
    const inSeven = await exchange(`${base}${path}`, { headers: { Cookie: 'city_id=7' } });
    const inNine = await exchange(`${base}${path}`, { headers: { Cookie: 'city_id=9' } });
    const inSevenWithOthers = await exchange(`${base}${path}`, {
      headers: { Cookie: '_ym_uid=123; city_id=7; theme=dark' },
    });
    expect(inSeven.body).toContain('city=7');
    expect(inNine.body).toContain('city=9');
    expect(inSevenWithOthers.headers['x-balancer-cache']).toBe('HIT');
    expect(inSevenWithOthers.body).toBe(inSeven.body);
    expect(seenFor(path)).toHaveLength(2);
  });

  it('never answers a signed-in request from the cache, nor keeps its answer for the next shopper', async () => {
    const path = fresh('/public');
    const signedIn = await exchange(`${base}${path}`, {
      headers: { Cookie: 'city_id=7; accessToken=secret-a; refreshToken=secret-r' },
    });
    expect(signedIn.headers['x-balancer-cache']).toBe('BYPASS');
    const anonymous = await exchange(`${base}${path}`, { headers: { Cookie: 'city_id=7' } });
    expect(anonymous.headers['x-balancer-cache']).toBe('MISS');
    // Kept now; yet a Bearer token or a session cookie still goes to an instance and gets its own answer.
    const bearer = await exchange(`${base}${path}`, {
      headers: { Cookie: 'city_id=7', Authorization: 'Bearer secret' },
    });
    const refreshOnly = await exchange(`${base}${path}`, { headers: { Cookie: 'refreshToken=secret-r; city_id=7' } });
    expect([bearer.headers['x-balancer-cache'], refreshOnly.headers['x-balancer-cache']]).toEqual(['BYPASS', 'BYPASS']);
    expect(new Set([signedIn.body, anonymous.body, bearer.body, refreshOnly.body]).size).toBe(4);
    expect(seenFor(path)).toHaveLength(4);
  });

  it('keeps nothing that says private, no-cache or no-store, nor an answer that sets a cookie', async () => {
    for (const prefix of ['/private', '/no-store', '/set-cookie']) {
      const path = fresh(prefix);
      const first = await exchange(`${base}${path}`);
      const second = await exchange(`${base}${path}`);
      expect([prefix, first.headers['x-balancer-cache'], second.headers['x-balancer-cache']]).toEqual([
        prefix,
        'MISS',
        'MISS',
      ]);
      expect(second.body).not.toBe(first.body);
      expect(seenFor(path)).toHaveLength(2);
    }
  });

  it('keeps a page for the X-Accel-Expires the instance gave it, not its s-maxage: then sends its copy while it asks again with If-None-Match (issue 32 §1)', async () => {
    const path = fresh('/briefly');
    const first = await exchange(`${base}${path}`);
    const kept = await exchange(`${base}${path}`);
    expect([first.headers['x-balancer-cache'], kept.headers['x-balancer-cache']]).toEqual(['MISS', 'HIT']);
    // Meant for nginx alone: no client, no CDN behind it, sees it; they get s-maxage.
    expect([first.headers['x-accel-expires'], kept.headers['x-accel-expires']]).toEqual([undefined, undefined]);
    expect(kept.headers['cache-control']).toBe(PUBLIC);
    // Past its second, the next request is sent the copy at once (never waits for the instance) while nginx asks.
    let renewing: Exchange | null = null;
    await vi.waitFor(
      async () => {
        const answer = await exchange(`${base}${path}`);
        expect(answer.headers['x-balancer-cache']).not.toBe('HIT');
        renewing = answer;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect([renewing!.headers['x-balancer-cache'], renewing!.body]).toEqual(['STALE', first.body]);
    await vi.waitFor(() => expect(seenFor(path).length).toBeGreaterThanOrEqual(2));
    // The 304 renewed the copy for a second more: answered by nginx again, the very same bytes.
    await vi.waitFor(
      async () => {
        const after = await exchange(`${base}${path}`);
        expect([after.headers['x-balancer-cache'], after.body]).toEqual(['HIT', first.body]);
      },
      { timeout: 5_000, interval: 50 },
    );
    // Every request after the first was a revalidation the instance answered without a body.
    expect(seenFor(path).map((seen) => seen.headers['if-none-match'] ?? null)).toEqual([
      null,
      ...seenFor(path)
        .slice(1)
        .map(() => '"page-v1"'),
    ]);
  });

  it('never answers a signed-in request from the cache, nor keeps its answer, whatever X-Accel-Expires says', async () => {
    const path = fresh('/briefly');
    const signedIn = await exchange(`${base}${path}`, { headers: { Cookie: 'accessToken=secret-a' } });
    const bearer = await exchange(`${base}${path}`, { headers: { Authorization: 'Bearer secret' } });
    expect([signedIn.headers['x-balancer-cache'], bearer.headers['x-balancer-cache']]).toEqual(['BYPASS', 'BYPASS']);
    expect((await exchange(`${base}${path}`)).headers['x-balancer-cache']).toBe('MISS');
    expect(seenFor(path)).toHaveLength(3);
  });

  it('asks the instance for one of three encodings and keeps each form apart', async () => {
    const path = fresh('/public');
    await exchange(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    await exchange(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    await exchange(`${base}${path}`, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    await exchange(`${base}${path}`);
    const again = await exchange(`${base}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(again.headers['x-balancer-cache']).toBe('HIT');
    expect(
      seenFor(path)
        .map((seen) => String(seen.headers['accept-encoding']))
        .sort(),
    ).toEqual(['br', 'gzip', 'undefined']);
  });

  it('gives every answer its own request id (a sane one from the client is kept), never the id of the request that filled the cache', async () => {
    const path = fresh('/public');
    const first = await exchange(`${base}${path}`, { headers: { 'X-Request-Id': 'client-id-1' } });
    const second = await exchange(`${base}${path}`);
    const forged = await exchange(`${base}${path}`, { headers: { 'X-Request-Id': 'not sane\tid' } });
    expect(first.headers['x-request-id']).toBe('client-id-1');
    expect(seenFor(path)[0]!.headers['x-request-id']).toBe('client-id-1');
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(
      new Set([first.headers['x-request-id'], second.headers['x-request-id'], forged.headers['x-request-id']]).size,
    ).toBe(3);
  });

  it('appends the client’s own address to X-Forwarded-For, after whatever the client wrote there', async () => {
    const path = fresh('/no-store');
    await exchange(`${base}${path}`, { from: '127.0.0.2', headers: { 'X-Forwarded-For': '10.9.9.9' } });
    expect(seenFor(path)[0]!.headers['x-forwarded-for']).toBe('10.9.9.9, 127.0.0.2');
  });

  it('passes the Host the client named and keeps the connection to the instance open, on the pages as on the API', async () => {
    for (const path of [fresh('/public'), fresh('/api/plain')]) {
      await exchange(`${base}${path}`, { headers: { Host: 'rjadom.example:8443' } });
      const [seen] = seenFor(path);
      expect([path, seen!.headers.host, seen!.headers.connection]).toEqual([path, 'rjadom.example:8443', undefined]);
    }
  });

  it('passes so many API requests at once, and answers one more at once with the API’s own 503 OVERLOADED', async () => {
    const holding = Array.from({ length: API_CONNECTIONS }, (_, index) => exchange(`${base}/api/hold/${index}`));
    try {
      await vi.waitFor(() =>
        expect(
          instances.flatMap((instance) => instance.seen).filter((seen) => seen.path.startsWith('/api/hold')),
        ).toHaveLength(API_CONNECTIONS),
      );
      const refused = await exchange(`${base}/api/plain/${process.pid}`, { method: 'POST', json: {} });
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body)).toEqual({ message: 'OVERLOADED', details: { retryAfterSeconds: 2 } });
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.headers['content-type']).toBe('application/json');
      // The page of a shopper meanwhile is not an API request: it is answered.
      expect((await exchange(`${base}${fresh('/public')}`)).status).toBe(200);
    } finally {
      releaseHeld();
    }
    expect((await Promise.all(holding)).map((answer) => answer.status)).toEqual(
      Array.from({ length: API_CONNECTIONS }, () => 204),
    );
    // Once they are answered, the next one goes through again.
    expect((await exchange(`${base}/api/plain/${process.pid}`)).status).toBe(200);
  });

  it('sends a write once even when its instance fails, and moves reads and /healthz to the other instance', async () => {
    instances[0]!.failing = true;
    try {
      const writes: Exchange[] = [];
      for (let index = 0; index < 6; index += 1) {
        writes.push(await exchange(`${base}/api/fail/write-${index}`, { json: { index } }));
      }
      for (let index = 0; index < 6; index += 1) {
        expect(seenFor(`/api/fail/write-${index}`)).toHaveLength(1);
      }
      // A write that reached the failing instance is reported, not repeated elsewhere.
      expect(writes.every((write) => write.status === 200 || write.status === 502)).toBe(true);
      for (let index = 0; index < 6; index += 1) {
        expect((await exchange(`${base}/api/fail/read-${index}`)).status).toBe(200);
      }
      const probes = await Promise.all(Array.from({ length: 4 }, () => exchange(`${base}/healthz`)));
      expect(probes.map((probe) => probe.status)).toEqual([200, 200, 200, 200]);
      expect(probes.every((probe) => probe.body === `{"port":${instances[1]!.port}}`)).toBe(true);
    } finally {
      instances[0]!.failing = false;
    }
  });
});
