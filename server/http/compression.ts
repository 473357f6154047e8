/**
 * Response compression: the one zlib call that makes each encoding and the shared cache of compressed static
 * bodies (which encoding a client gets is negotiated in negotiation.ts). Public API answers keep their compressed
 * forms in the answer cache instead (server/http/answerCache.ts), so the two never hold the same bytes twice.
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

/** `bytes` compressed with `encoding`, off the main thread (zlib's thread pool). */
export async function compress(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  const body =
    encoding === 'br'
      ? await brotli(bytes, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
        })
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
