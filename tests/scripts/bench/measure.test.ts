import { describe, expect, it } from 'vitest';
import { startBareServer, staticAnswer } from '../../../scripts/bench/bareServer.ts';
import { measureInWorker } from '../../../scripts/bench/measure.ts';

describe('measureInWorker: the load runs off the thread of the server it measures', () => {
  it('runs the load in a worker thread and hands its result back', async () => {
    const bare = await startBareServer(
      staticAnswer({
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: new TextEncoder().encode('[]'),
      }),
    );
    try {
      const result = await measureInWorker({
        origin: bare.origin,
        request: { method: 'POST', path: '/', headers: {} },
        bodies: ['{}', '{}', '{}', '{}'],
        connections: 2,
        durationMs: 60_000,
      });
      expect(result).toMatchObject({ responses: 4, statuses: { '200': 4 }, errors: 0 });
    } finally {
      await bare.close();
    }
  }, 30_000);

  it('passes the refusal of a non-loopback target back as a rejection', async () => {
    await expect(
      measureInWorker({
        origin: 'http://192.0.2.1:80',
        request: { method: 'GET', path: '/', headers: {} },
        connections: 1,
        durationMs: 10,
      }),
    ).rejects.toThrow(/127\.0\.0\.1/);
  }, 30_000);
});
