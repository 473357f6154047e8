/**
 * The request log (issue 32 §4): one JSON line per request with its method, route pattern, status, duration and
 * request id, and no token, code, password or phone number in any line. A whole SMS sign-in (code request, code
 * check, refresh) runs through the server with its log in a buffer, then every line is searched for its secrets.
 */
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AltchaSolver } from '../../../adapters/captcha/AltchaSolver.ts';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { createCity, createSignedInUser } from '../signedIn.ts';
import { COUNTRY_CODE_ID } from '../../../core/domain/constants.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';
import { logLines } from './logLines.ts';

/** What the server wrote to its log, one string per line. */
const { lines, destination } = logLines();

let running: RunningServer;
const FINGERPRINT = 'Mozilla/5.0 (log test)2';

beforeAll(async () => {
  running = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    env: {
      AUTH_SECRET: TEST_AUTH_SECRET,
      NODE_ENV: 'test',
      SMS_PROVIDER: 'console',
      CAPTCHA_COST: '10',
      SMS_MIN_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'info',
    },
    database: { inMemory: true },
    seed: false,
    distDir: null,
    logDestination: destination,
  });
}, 60_000);

afterAll(async () => {
  await running.close();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`http://127.0.0.1:${running.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('the request log (issue 32 §4)', () => {
  it('holds no phone, SMS code or token of a whole SMS sign-in and refresh, yet one line per request', async () => {
    const user = await createSignedInUser(running.deps);
    const solver = new AltchaSolver({ baseUrl: `http://127.0.0.1:${running.port}`, deriveKey });
    const started = await post('/api/authentication/login', {
      login: user.phone,
      fingerprint: FINGERPRINT,
      token: await solver.solve(),
    });
    expect(started.status).toBe(200);
    const { token: requestId } = (await started.json()) as { token: string };
    const [sms] = (await (await fetch(`http://127.0.0.1:${running.port}/api/dev/sms?phone=${user.phone}`)).json()) as {
      code: string;
    }[];
    const signedIn = await post('/api/authentication/auth-sms-code', { requestId, code: sms!.code });
    expect(signedIn.status).toBe(200);
    const session = (await signedIn.json()) as { accessToken: string; refreshToken: string };
    const refreshed = await post('/api/authentication/refresh', {
      refreshToken: session.refreshToken,
      accessToken: session.accessToken,
      fingerprint: FINGERPRINT,
    });
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as { accessToken: string; refreshToken: string };

    const routes = lines.map((line) => (JSON.parse(line) as { route?: string }).route);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/api/authentication/login',
        '/api/authentication/auth-sms-code',
        '/api/authentication/refresh',
        '/api/dev/sms',
      ]),
    );
    const secrets = [
      user.phone,
      user.phone.slice(1),
      sms!.code,
      requestId,
      session.accessToken,
      session.refreshToken,
      renewed.accessToken,
      renewed.refreshToken,
      user.accessToken,
    ];
    for (const line of lines) {
      for (const secret of secrets) {
        expect(line).not.toContain(secret);
      }
    }
  }, 60_000);

  it('writes method, route pattern, status, duration and the request id, and returns the id in the answer', async () => {
    const response = await fetch(
      `http://127.0.0.1:${running.port}/api/sales-unit-actions/4242/actions?phone=79990001122`,
      { headers: { 'X-Request-Id': 'lb-req.42_a-b' } },
    );
    expect(response.headers.get('x-request-id')).toBe('lb-req.42_a-b');
    const line = lines
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.requestId === 'lb-req.42_a-b');
    expect(line).toMatchObject({ method: 'GET', route: '/api/sales-unit-actions/:id/actions', status: 404 });
    expect(typeof line?.durationMs).toBe('number');
    expect(JSON.stringify(line)).not.toContain('4242');
    expect(JSON.stringify(line)).not.toContain('79990001122');
  });

  it('makes a new request id when the balancer sent none or one that is not a short plain token', async () => {
    for (const sent of [undefined, 'a'.repeat(65), 'id with spaces', 'id=1;phone=7999']) {
      const response = await fetch(`http://127.0.0.1:${running.port}/healthz`, {
        headers: sent === undefined ? {} : { 'X-Request-Id': sent },
      });
      const id = response.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(lines.some((line) => line.includes(`"requestId":"${id}"`))).toBe(true);
    }
  });

  it('gives the fast path’s answers their own id and line, and a kept answer never replays another request’s id', async () => {
    const body = JSON.stringify({ countryCodeId: COUNTRY_CODE_ID, cityCodeId: await createCity(running.deps) });
    for (const id of ['list.1', 'list.2', 'list.3', 'list.4']) {
      const response = await fetch(`http://127.0.0.1:${running.port}/api/sales-units/public-list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Request-Id': id },
        body,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toBe(id);
    }
    const entries = lines
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((entry) => String(entry.requestId).startsWith('list.'));
    expect(entries).toHaveLength(4);
    expect(entries.map((entry) => entry.route)).toContain('fast:list');
  });
});
