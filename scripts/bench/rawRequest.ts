import { request, type IncomingHttpHeaders } from 'node:http';
import type { LoadRequest } from './loadLoop.ts';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it came over the wire (still compressed when Content-Encoding says so). */
  body: Uint8Array;
}

/** One request without decoding the answer, to see the exact bytes a load will be receiving. */
export function rawRequest(origin: string, spec: LoadRequest): Promise<RawAnswer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const headers =
      spec.body === undefined
        ? spec.headers
        : { ...spec.headers, 'content-length': String(Buffer.byteLength(spec.body)) };
    const outgoing = request(
      { host: url.hostname, port: url.port, method: spec.method, path: spec.path, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: new Uint8Array(Buffer.concat(chunks)),
          }),
        );
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('request timed out')));
    outgoing.on('error', reject);
    outgoing.end(spec.body);
  });
}
