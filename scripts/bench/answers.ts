/** How the API benchmarks describe and copy an answer of ours for the bare server. */
import type { BareAnswer } from './bareServer.ts';
import type { RawAnswer } from './rawRequest.ts';

export const kb = (bytes: number): string => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/** The bare server's copy of an answer of ours: same status, type, encoding, validator and bytes. */
export function copyOf(answer: RawAnswer): BareAnswer {
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control']) {
    const value = answer.headers[name];
    if (typeof value === 'string') {
      headers[name] = value;
    }
  }
  return { status: answer.status, headers, body: answer.body };
}

/** "POST → 200, 117.8 KB br" */
export function describeAnswer(method: string, answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  return `${method} → ${answer.status}, ${kb(answer.body.byteLength)}${typeof encoding === 'string' ? ` ${encoding}` : ''}`;
}
