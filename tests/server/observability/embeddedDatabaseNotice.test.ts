/**
 * A production start on the embedded database says once, at start, what a power cut can lose there and how to
 * switch to PostgreSQL (issue 32 §4).
 */
import { describe, expect, it } from 'vitest';
import { startServer } from '../../../server/main.ts';
import { embeddedDatabaseNotice } from '../../../server/observability/embeddedDatabaseNotice.ts';
import { TEST_AUTH_SECRET } from '../testServer.ts';
import { logLines } from './logLines.ts';

describe('the embedded database notice (issue 32 §4)', () => {
  it('names the power cut and DATABASE_URL in production on PGlite, and says nothing on PostgreSQL or outside production', () => {
    const notice = embeddedDatabaseNotice(true, { dataDir: '/srv/rjadom' }) ?? '';
    expect(notice).toMatch(/power cut/);
    expect(notice).toMatch(/DATABASE_URL=postgres:\/\//);
    expect(embeddedDatabaseNotice(true, { url: 'postgres://localhost/rjadom' })).toBeNull();
    expect(embeddedDatabaseNotice(false, { inMemory: true })).toBeNull();
  });

  it('is written once to the log when a production server starts on the embedded database', async () => {
    const { lines, destination } = logLines();
    const running = await startServer({
      port: 0,
      hostname: '127.0.0.1',
      env: { AUTH_SECRET: TEST_AUTH_SECRET, NODE_ENV: 'production', SMS_PROVIDER: 'console' },
      database: { inMemory: true },
      seed: false,
      distDir: null,
      logDestination: destination,
    });
    try {
      expect((await fetch(`http://127.0.0.1:${running.port}/healthz`)).status).toBe(200);
    } finally {
      await running.close();
    }
    const notices = lines.filter((line) => line.includes('power cut'));
    expect(notices).toHaveLength(1);
    expect(JSON.parse(notices[0]!)).toMatchObject({ level: 40 });
  }, 60_000);
});
