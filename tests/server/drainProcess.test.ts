/**
 * Issue 32 §3: `npm start`'s process, told SIGTERM by a supervisor during a rolling restart, drains instead of
 * dropping what it was doing: it says «draining» at /healthz, answers the request in flight and one that arrives
 * after the signal (its connection told to close), and exits 0 once the drain is over. The grace here is long; a
 * second SIGTERM ends it, so nothing waits on a timer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LIST_BODY, LIST_PATH, sendTo, type Answer } from './http/drainClient.ts';
import { TEST_AUTH_SECRET } from './testServer.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const dataDir = mkdtempSync(join(tmpdir(), 'rjadom-drain-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** `tsx server/main.ts --api-only` (tsx as a loader, so that the signal reaches the server itself); resolves with its port. */
async function startChild(): Promise<{ process: ChildProcess; port: number }> {
  const base = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'NODE_ENV', 'LOG_LEVEL']) {
    delete base[name];
  }
  const started = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server', 'main.ts'), '--api-only'], {
    cwd: REPO_ROOT,
    env: {
      ...base,
      PORT: '0',
      ID_PROVIDER: 'off',
      DATA_DIR: dataDir,
      AUTH_SECRET: TEST_AUTH_SECRET,
      DRAIN_GRACE_MS: '600000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = started;
  let output = '';
  const port = await new Promise<number>((resolvePort, reject) => {
    started.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /Рядом: http:\/\/localhost:(\d+)/.exec(output);
      if (match !== null) {
        resolvePort(Number(match[1]));
      }
    });
    started.once('exit', (code) => reject(new Error(`the server exited with ${code} before it listened`)));
  });
  return { process: started, port };
}

/** A request on a connection of its own; `partial` sends only the body's first bytes until `rest` is called. */
function send(port: number, method: string, path: string, body?: string, partial = false) {
  return sendTo(port, { method, path, body, partial });
}

async function healthOf(port: number): Promise<Answer> {
  return send(port, 'GET', '/healthz').answer;
}

describe('npm start told SIGTERM during a rolling restart', () => {
  it('drains: «draining» at /healthz, the request in flight and a later one answered 2xx, then exits 0', async () => {
    const { process: server, port } = await startChild();
    const exited = once(server, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const inFlight = send(port, 'POST', LIST_PATH, LIST_BODY, true);
    // One full answer after the half-sent request: the server has read it by then (it arrived first).
    expect((await healthOf(port)).status).toBe(200);
    server.kill('SIGTERM');
    let health = await healthOf(port);
    while (health.status === 200) {
      health = await healthOf(port);
    }
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'draining' });
    const later = await send(port, 'POST', LIST_PATH, LIST_BODY).answer;
    expect(later.status).toBe(200);
    expect(later.connection).toBe('close');
    inFlight.rest();
    const first = await inFlight.answer;
    expect(first.status).toBe(200);
    expect(first.connection).toBe('close');
    // The grace is ten minutes: a second SIGTERM ends it.
    server.kill('SIGTERM');
    expect(await exited).toEqual([0, null]);
  }, 90_000);
});
