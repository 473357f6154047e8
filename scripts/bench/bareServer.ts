import { createServer, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fixed answer: status, headers and body bytes. */
export interface BareAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Uint8Array;
}

export interface BareServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  close(): Promise<void>;
}

/**
 * The yardstick: a plain node:http server on 127.0.0.1 that reads the request body and answers with
 * bytes prepared in advance. No routing, validation, database or middleware: what is left is the cost
 * of HTTP itself on this machine.
 */
export async function startBareServer(answer: (request: IncomingMessage) => BareAnswer): Promise<BareServer> {
  const server = createServer((request, response) => {
    request.on('end', () => {
      const { status, headers, body } = answer(request);
      response.writeHead(status, { ...headers, 'content-length': String(body.byteLength) });
      response.end(body);
    });
    request.resume();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The same bytes every time, or a 304 with the validator when the request's If-None-Match holds it (a static file server's revalidation). */
export function staticAnswer(fixed: BareAnswer, etag?: string): (request: IncomingMessage) => BareAnswer {
  const notModified: BareAnswer = { status: 304, headers: etag === undefined ? {} : { etag }, body: new Uint8Array() };
  return (request) => (etag !== undefined && request.headers['if-none-match'] === etag ? notModified : fixed);
}
