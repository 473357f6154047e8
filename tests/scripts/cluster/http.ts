/**
 * One HTTP exchange for the cluster's tests, over node:http: any header (Host and X-Forwarded-For included) and a
 * chosen source address on the loopback network (127.0.0.2, 127.0.0.3 …), so a test can be a client of its own as
 * the per-IP limits see it.
 */
import { request, type IncomingHttpHeaders } from 'node:http';

export interface Exchange {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ExchangeOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** The client's own address (default 127.0.0.1). */
  from?: string;
}

/** `url` is http://HOST:PORT/path?query. */
export function exchange(url: string, options: ExchangeOptions = {}): Promise<Exchange> {
  const target = new URL(url);
  const body = options.json === undefined ? null : JSON.stringify(options.json);
  const headers = { ...(body === null ? {} : { 'content-type': 'application/json' }), ...options.headers };
  return new Promise((resolveExchange, reject) => {
    const sent = request(
      {
        host: target.hostname,
        port: Number(target.port),
        path: `${target.pathname}${target.search}`,
        method: options.method ?? (body === null ? 'GET' : 'POST'),
        headers,
        agent: false,
        ...(options.from === undefined ? {} : { localAddress: options.from }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolveExchange({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body ?? undefined);
  });
}

/** The API's error code of an answer (`{ "message": CODE }`), or 'OK' for a 2xx. */
export function codeOf(answer: Exchange): string {
  if (answer.status >= 200 && answer.status < 300) {
    return 'OK';
  }
  try {
    return (JSON.parse(answer.body) as { message?: string }).message ?? `HTTP ${answer.status}`;
  } catch {
    return `HTTP ${answer.status}`;
  }
}
