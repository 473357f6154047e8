/**
 * GET /metrics (issue 32 §4): Prometheus' text format, requests counted by route pattern and status, and not public:
 * a client on this machine or one with METRICS_TOKEN reads it, anyone else gets the 404 of an unknown address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';

const TOKEN = 'metrics-token-of-the-test-0123456789';
/** A visitor the local balancer (a trusted proxy) names in X-Forwarded-For. */
const VISITOR = { 'X-Forwarded-For': '203.0.113.9' };

let running: RunningServer;
let base: string;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  running = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    env: { AUTH_SECRET: TEST_AUTH_SECRET, NODE_ENV: 'test', METRICS_TOKEN: TOKEN, TRUST_PROXY: '127.0.0.1, ::1' },
    database: url ? { url } : { inMemory: true },
    seed: false,
    distDir: null,
  });
  base = `http://127.0.0.1:${running.port}`;
}, 60_000);

afterAll(async () => {
  await running.close();
});

function metrics(headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}/metrics`, { headers });
}

/** The value of one sample line (`name{labels} value`), or null when the text has none. */
function sample(text: string, line: string): number | null {
  const found = text.split('\n').find((candidate) => candidate.startsWith(`${line} `));
  return found === undefined ? null : Number(found.slice(line.length + 1));
}

describe('GET /metrics (issue 32 §4)', () => {
  it('answers a client on this machine in Prometheus text format, with the counts operators need', async () => {
    const response = await metrics();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    for (const name of [
      'rjadom_http_requests_total counter',
      'rjadom_http_request_duration_seconds histogram',
      'rjadom_render_failures_total counter',
      'rjadom_page_cache_hits_total counter',
      'rjadom_page_cache_misses_total counter',
      'rjadom_shed_total counter',
      'rjadom_sms_sent_total counter',
      'rjadom_sms_refused_total counter',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
    expect(sample(text, 'rjadom_shed_total{bound="api"}')).toBe(0);
    // The pool's use and waits exist on PostgreSQL (the suite's PostgreSQL pass); the embedded database has no pool.
    expect(text.includes('# TYPE rjadom_db_pool_waiting gauge')).toBe(process.env.TEST_DATABASE_URL !== undefined);
  });

  it('counts a request under its route pattern and status, never under the raw path with its id', async () => {
    const line = 'rjadom_http_requests_total{method="GET",route="/api/sales-unit-actions/:id/actions",status="404"}';
    const before = sample(await (await metrics()).text(), line) ?? 0;
    expect((await fetch(`${base}/api/sales-unit-actions/987654321/actions`)).status).toBe(404);
    const text = await (await metrics()).text();
    expect(sample(text, line)).toBe(before + 1);
    expect(text).toContain(
      'rjadom_http_request_duration_seconds_count{method="GET",route="/api/sales-unit-actions/:id/actions"}',
    );
    expect(text).not.toContain('987654321');
  });

  it('refuses a client from elsewhere without the token with a plain 404, and a wrong token alike', async () => {
    for (const headers of [
      VISITOR,
      { ...VISITOR, Authorization: 'Bearer wrong' },
      { ...VISITOR, Authorization: TOKEN },
    ]) {
      const response = await metrics(headers);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'NOT_FOUND' });
    }
  });

  it('answers a client from elsewhere that brings METRICS_TOKEN', async () => {
    const response = await metrics({ ...VISITOR, Authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('# TYPE rjadom_http_requests_total counter');
  });
});

describe('GET /metrics without TRUST_PROXY or METRICS_TOKEN', () => {
  it('refuses a request a proxy on this machine forwarded: every visitor would look local', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const plain = await startServer({
      port: 0,
      hostname: '127.0.0.1',
      env: { AUTH_SECRET: TEST_AUTH_SECRET, NODE_ENV: 'test' },
      database: url ? { url } : { inMemory: true },
      seed: false,
      distDir: null,
    });
    try {
      const at = `http://127.0.0.1:${plain.port}/metrics`;
      expect((await fetch(at, { headers: VISITOR })).status).toBe(404);
      expect((await fetch(at, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
      expect((await fetch(at, { headers: { ...VISITOR, Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await plain.close();
    }
  }, 60_000);
});
