/**
 * The listener every request goes through (server/render/pageFastPath.ts withFastPath): fast paths first, then the
 * site, each request started in the turn budget's slices (issue 23). A fast path that throws must end its request
 * with the API's envelope and leave the server answering the next one.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, expect, it, vi } from 'vitest';
import type { FastPath } from '../../../server/http/listFastPath.ts';
import { withFastPath } from '../../../server/render/pageFastPath.ts';

let server: Server | null = null;

afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise((resolve) => (server === null ? resolve(undefined) : server.close(resolve)));
  server = null;
});

async function listening(fast: readonly FastPath[]): Promise<string> {
  const create = withFastPath(fast);
  server = create({}, (_incoming, outgoing) => {
    outgoing.writeHead(200, { 'content-type': 'text/plain' });
    outgoing.end('site');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

it('answers through the fast path that takes a request, and through the site otherwise', async () => {
  const origin = await listening([
    (incoming, outgoing) => {
      if (incoming.url !== '/fast') {
        return false;
      }
      outgoing.end('fast');
      return true;
    },
  ]);
  expect(await (await fetch(`${origin}/fast`)).text()).toBe('fast');
  expect(await (await fetch(`${origin}/other`)).text()).toBe('site');
});

it('a fast path that throws ends its request with the INTERNAL_ERROR envelope, and the next request is answered', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const origin = await listening([
    (incoming) => {
      if (incoming.url === '/broken') {
        throw new Error('broken fast path');
      }
      return false;
    },
  ]);
  const broken = await fetch(`${origin}/broken`);
  expect(broken.status).toBe(500);
  expect(await broken.json()).toEqual({ message: 'INTERNAL_ERROR' });
  expect(logged).toHaveBeenCalled();
  expect(await (await fetch(`${origin}/next`)).text()).toBe('site');
});

it('answers every one of many requests sent at once, in the budget’s slices', async () => {
  let taken = 0;
  const origin = await listening([
    (_incoming, outgoing) => {
      taken += 1;
      // Each request costs a few milliseconds: 60 of them cannot start in one turn's budget.
      const until = performance.now() + 2;
      while (performance.now() < until) {
        // busy
      }
      outgoing.end('fast');
      return true;
    },
  ]);
  const answers = await Promise.all(
    Array.from({ length: 60 }, () => fetch(`${origin}/`).then((answer) => answer.text())),
  );
  expect(answers).toEqual(Array.from({ length: 60 }, () => 'fast'));
  expect(taken).toBe(60);
});
