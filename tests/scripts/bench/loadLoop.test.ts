import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBareServer, staticAnswer, type BareServer } from '../../../scripts/bench/bareServer.ts';
import { percentile, runLoad } from '../../../scripts/bench/loadLoop.ts';

const BODY = new TextEncoder().encode('{"token":"abc"}');
const received: string[] = [];
let bare: BareServer;

beforeAll(async () => {
  const answer = staticAnswer({ status: 200, headers: { 'content-type': 'application/json' }, body: BODY }, 'W/"v1"');
  bare = await startBareServer((request) => {
    received.push(`${request.method ?? ''} ${request.url ?? ''}`);
    return answer(request);
  });
});

afterAll(async () => {
  await bare.close();
});

describe('percentile (nearest rank)', () => {
  it('picks the value below which the share of the sorted values lies', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('runLoad: a bounded closed-loop load on 127.0.0.1', () => {
  it('refuses any target other than http://127.0.0.1', async () => {
    const request = { method: 'GET' as const, path: '/', headers: {} };
    await expect(runLoad({ origin: 'http://localhost:1', request, connections: 1, durationMs: 10 })).rejects.toThrow(
      /127\.0\.0\.1/,
    );
    await expect(runLoad({ origin: 'http://10.0.0.1:80', request, connections: 1, durationMs: 10 })).rejects.toThrow(
      /127\.0\.0\.1/,
    );
  });

  it('sends each pooled body once, in order, and stops when they run out', async () => {
    received.length = 0;
    const bodies = ['{"n":1}', '{"n":2}', '{"n":3}'];
    const result = await runLoad({
      origin: bare.origin,
      request: { method: 'POST', path: '/pool', headers: { 'content-type': 'application/json' } },
      bodies,
      connections: 2,
      durationMs: 60_000,
    });
    expect(result.responses).toBe(3);
    expect(result.statuses).toEqual({ '200': 3 });
    expect(received).toEqual(['POST /pool', 'POST /pool', 'POST /pool']);
    expect(result.errors).toBe(0);
    expect(result.p50Ms).toBeGreaterThan(0);
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
  });

  it('counts answers by status: the bare server revalidates with 304 when If-None-Match holds its ETag', async () => {
    const request = { method: 'GET' as const, path: '/list', headers: { 'if-none-match': 'W/"v1"' } };
    const result = await runLoad({
      origin: bare.origin,
      request,
      bodies: ['', ''],
      connections: 1,
      durationMs: 60_000,
    });
    expect(result.statuses).toEqual({ '304': 2 });
  });

  it('counts a refused connection as an error, not an answer', async () => {
    const closed = await startBareServer(staticAnswer({ status: 200, headers: {}, body: BODY }));
    await closed.close();
    const result = await runLoad({
      origin: closed.origin,
      request: { method: 'GET', path: '/', headers: {} },
      bodies: ['', ''],
      connections: 1,
      durationMs: 60_000,
    });
    expect(result).toMatchObject({ responses: 0, errors: 2 });
  });

  it('spreads its connections over several instances, as a round-robin balancer would', async () => {
    const seen: string[] = [];
    const second = await startBareServer((request) => {
      seen.push(request.url ?? '');
      return staticAnswer({ status: 200, headers: {}, body: BODY })(request);
    });
    try {
      received.length = 0;
      const request = { method: 'GET' as const, path: '/spread', headers: {} };
      const result = await runLoad({
        origin: bare.origin,
        alsoOrigins: [second.origin],
        request,
        bodies: ['', '', '', ''],
        connections: 2,
        durationMs: 60_000,
      });
      expect(result.responses).toBe(4);
      expect(received.length).toBeGreaterThan(0);
      expect(seen.length).toBeGreaterThan(0);
      expect(received.length + seen.length).toBe(4);
      await expect(
        runLoad({ origin: bare.origin, alsoOrigins: ['http://10.0.0.1:80'], request, connections: 1, durationMs: 10 }),
      ).rejects.toThrow(/127\.0\.0\.1/);
    } finally {
      await second.close();
    }
  });
});
