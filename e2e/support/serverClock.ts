/**
 * Simulated time for the browser tests: the e2e server reads a clock that runs with the wall clock
 * plus an offset, and a control endpoint on loopback moves the offset forward. Journeys about long
 * visits move the server an hour ahead while Playwright's clock moves the page the same hour, so
 * tokens really expire on the server and timers really fire in the page, with no waiting.
 *
 * Time only moves forward, so journeys that run later see a consistent (later) server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../core/ports/logger.ts';

/** The wall clock plus an offset that only grows. */
export class ShiftedClock implements Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** The prefix of the line e2e/support/serve.ts prints with the control endpoint's URL. */
export const CLOCK_PREFIX = 'CLOCK ';

/** Serves POST /advance?ms=N on a free loopback port; answers the server's new time. */
export async function startClockControl(clock: ShiftedClock): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const ms = Number(url.searchParams.get('ms'));
    if (request.method !== 'POST' || url.pathname !== '/advance' || !Number.isSafeInteger(ms) || ms < 0) {
      response.writeHead(400).end();
      return;
    }
    clock.advance(ms);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ now: clock.now() }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Moves the e2e server's clock `ms` forward (the control URL comes from the global setup). */
export async function advanceServerClock(ms: number): Promise<void> {
  const control = process.env.E2E_CLOCK_URL;
  if (control === undefined || control === '') {
    throw new Error('E2E_CLOCK_URL is not set: run the suite through playwright.config.ts');
  }
  const response = await fetch(`${control}/advance?ms=${ms}`, { method: 'POST' });
  if (!response.ok) {
    throw new Error(`advancing the server clock answered ${response.status}`);
  }
}
