/**
 * Response compression: which encoding a client gets, the one zlib call that makes it, and the shared cache of
 * compressed static bodies. Public API answers keep their compressed forms in the answer cache instead
 * (server/http/answerCache.ts), so the two never hold the same bytes twice.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** The encodings the server sends besides identity. */
export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Upper bound of the compressed static bodies kept in memory, keyed by their ETag. */
const COMPRESSED_CACHE_BYTES = 32 * 1024 * 1024;
/**
 * Brotli quality 5. On the 2 171 KB outlet list of a 2 000-outlet city (measured 2026-11-22, loaded 2-core machine):
 * q5 119 KB in 71 ms, q9 104 KB in 245 ms, q11 87 KB in 6.8 s, gzip 6 210 KB in 35 ms. An answer is rebuilt
 * every PUBLIC_CACHE_SECONDS and requests arriving meanwhile wait for its first compression, so q5 it is.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a remembered Accept-Encoding chose; lru-cache keeps no null, so «none» is its own word. */
type Picked = Encoding | 'identity';

/** Accept-Encoding values seen lately and what they chose: browsers send a handful of distinct ones. */
const pickedEncodings = new LRUCache<string, Picked>({ max: 64 });
const LONGEST_REMEMBERED_HEADER = 256;

/** The encoding to send for an Accept-Encoding header: brotli over gzip at equal weight; null for none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (acceptEncoding === undefined) {
    return null;
  }
  const known = pickedEncodings.get(acceptEncoding);
  if (known !== undefined) {
    return known === 'identity' ? null : known;
  }
  const picked = encodingFor(acceptEncoding);
  if (acceptEncoding.length <= LONGEST_REMEMBERED_HEADER) {
    pickedEncodings.set(acceptEncoding, picked ?? 'identity');
  }
  return picked;
}

function encodingFor(acceptEncoding: string): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name === undefined || name === '') {
      continue;
    }
    const q = params.find((param) => /^\s*q\s*=/.test(param));
    // A weight that is not a number is read as a refusal rather than as full acceptance.
    const weight = q === undefined ? 1 : Number(q.replace(/^\s*q\s*=\s*/, '').trim() || 'x');
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding): number => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) {
    return null;
  }
  return br >= gz ? 'br' : 'gzip';
}

/** `bytes` compressed with `encoding`, off the main thread (zlib's thread pool). */
export async function compress(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  const body =
    encoding === 'br'
      ? await brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
      : await gzipAsync(bytes, { level: GZIP_LEVEL });
  return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
}

/**
 * Compressed static bodies by `encoding:tag`, least recently used out past COMPRESSED_CACHE_BYTES; a tag names
 * the bytes, so an entry can never go stale. A body over a quarter of the bound is compressed but not kept.
 */
const compressedBodies = new LRUCache<string, Uint8Array>({
  maxSize: COMPRESSED_CACHE_BYTES,
  maxEntrySize: COMPRESSED_CACHE_BYTES / 4,
  sizeCalculation: (body) => Math.max(1, body.byteLength),
});

/**
 * A static body (a built file, an upload) in `encoding`, compressed once per distinct body: `tag` is the
 * opaque part of its ETag, which names the bytes.
 */
export async function compressBody(bytes: Uint8Array, tag: string, encoding: Encoding): Promise<Uint8Array> {
  const key = `${encoding}:${tag}`;
  const known = compressedBodies.get(key);
  if (known !== undefined) {
    return known;
  }
  const compressed = await compress(bytes, encoding);
  compressedBodies.set(key, compressed);
  return compressed;
}
