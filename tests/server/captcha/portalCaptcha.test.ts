/**
 * CAPTCHA_PROVIDER=yandex has a server adapter but the portal's sign-in forms carry only the ALTCHA
 * widget: serving the portal that way would make every sign-in fail. The server refuses to start so,
 * with a message that says why and what to do; the API alone (for clients with their own widget) starts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../../server/main.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';

const YANDEX = { AUTH_SECRET: TEST_AUTH_SECRET, CAPTCHA_PROVIDER: 'yandex', YANDEX_CAPTCHA_SERVER_KEY: 'server-key' };

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'rjadom-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Рядом</title>');
});

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('the portal with CAPTCHA_PROVIDER=yandex', () => {
  it('refuses to start serving the portal, saying the sign-in forms have no SmartCaptcha widget', async () => {
    const started = startServer({ port: 0, env: YANDEX, database: { inMemory: true }, seed: false, distDir: dist });
    await expect(started).rejects.toThrow(/CAPTCHA_PROVIDER=yandex.*CAPTCHA_PROVIDER=altcha/s);
  }, 60_000);

  it('starts the API alone, for clients that bring their own widget', async () => {
    const running = await startServer({
      port: 0,
      env: YANDEX,
      database: { inMemory: true },
      seed: false,
      distDir: null,
    });
    try {
      const response = await fetch(`${running.url}/api/captcha/challenge`);
      expect(response.status).toBe(404);
    } finally {
      await running.close();
    }
  }, 60_000);
});
