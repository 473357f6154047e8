/** A local node:http server standing in for an outside provider: records form posts and answers what the test says. */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ReceivedRequest {
  method: string;
  contentType: string;
  form: Record<string, string>;
}

export interface FakeProvider {
  url: string;
  received: ReceivedRequest[];
  /** What the next requests get: status and raw body. */
  answer(status: number, body: string): void;
  close(): Promise<void>;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const received: ReceivedRequest[] = [];
  let reply = { status: 200, body: '{}' };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: request.method ?? '',
        contentType: request.headers['content-type'] ?? '',
        form: Object.fromEntries(new URLSearchParams(raw)),
      });
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    answer(status, body) {
      reply = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A URL on which nothing listens (a closed local port). */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/send`;
}
