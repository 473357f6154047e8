/**
 * `tsx scripts/precompress.ts [dist]`: the last step of the portal's build (`npm run build`, scripts/ensure-build.ts,
 * the browser tests' build). Writes beside each text file of the client build a brotli (quality 11) and a gzip
 * (level 9) sibling, `x.js.br` and `x.js.gz`, which the server sends as they are (server/static.ts): the
 * strongest settings cost seconds once per build instead of CPU on every request. A sibling that saves less than
 * 5 % of the file is not written (a stale one is removed), so the server sends the file itself.
 *
 * Left alone: dist/ssr/ (the server's render entry), dist/.vite/ (the build's bookkeeping), neither served, and
 * dist/widget/ (the kit, served with its own headers by server/widgetAssets.ts). Records what it wrote in
 * dist/.vite/precompressed.json; scripts/ensure-build.ts treats a build without that record as unfinished.
 * Standalone on purpose (node:* only): tests/scripts/ensureBuildModes.test.ts runs ensure-build on a bare copy.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** The text formats of a build; pictures other than SVG and fonts are compressed already. */
const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|map|txt|xml|webmanifest|wasm)$/i;
/** Top-level folders of dist/ that the step leaves alone (see above). */
const SKIPPED = new Set(['ssr', '.vite', 'widget']);
/** A sibling must be at most this share of the file, else the file is sent as it is. */
const MAX_SHARE = 0.95;
/** Where the step records what it wrote, relative to dist/. */
export const PRECOMPRESS_RECORD = join('.vite', 'precompressed.json');

export const SIBLINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(bytes: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzipAsync(bytes, { level: zlib.Z_BEST_COMPRESSION });
}

/** The text files under `dir`, outside the skipped top-level folders; symbolic links are not followed. */
async function textFiles(dir: string, top: boolean): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && !(top && SKIPPED.has(entry.name))) {
      found.push(...(await textFiles(path, false)));
    } else if (entry.isFile() && TEXT_FILE.test(entry.name)) {
      found.push(path);
    }
  }
  return found;
}

/** One file's sizes: the file and each sibling written (null when it would not save enough). */
export interface PrecompressedFile {
  file: string;
  bytes: number;
  br: number | null;
  gzip: number | null;
}

/** Writes the siblings of every text file of the build in `distDir` and the record; returns what it did. */
export async function precompressBuild(distDir: string): Promise<PrecompressedFile[]> {
  const root = resolve(distDir);
  const files = (await textFiles(root, true)).sort();
  // The zlib calls run on libuv's pool (4 threads): all files at once keep it busy without more.
  const done = await Promise.all(
    files.map(async (file): Promise<PrecompressedFile> => {
      const bytes = await readFile(file);
      const sizes: PrecompressedFile = { file: relative(root, file), bytes: bytes.byteLength, br: null, gzip: null };
      for (const { encoding, suffix } of SIBLINGS) {
        const compressed = await compress(bytes, encoding);
        if (compressed.byteLength <= bytes.byteLength * MAX_SHARE) {
          await writeFile(file + suffix, compressed);
          sizes[encoding] = compressed.byteLength;
        } else {
          await rm(file + suffix, { force: true });
        }
      }
      return sizes;
    }),
  );
  await mkdir(join(root, '.vite'), { recursive: true });
  await writeFile(join(root, PRECOMPRESS_RECORD), `${JSON.stringify({ files: done }, null, 1)}\n`);
  return done;
}

/** Whether the build in `distDir` went through this step. */
export function isPrecompressed(distDir: string): boolean {
  return existsSync(join(distDir, PRECOMPRESS_RECORD));
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** One line on what the step did. */
export function summary(files: readonly PrecompressedFile[]): string {
  const total = (pick: (file: PrecompressedFile) => number | null): number =>
    files.reduce((sum, file) => sum + (pick(file) ?? file.bytes), 0);
  const skipped = files.filter((file) => file.br === null || file.gzip === null).length;
  return (
    `precompressed ${files.length} files: ${kb(total((file) => file.bytes))} KB → br ${kb(total((file) => file.br))} KB, ` +
    `gzip ${kb(total((file) => file.gzip))} KB${skipped > 0 ? ` (${skipped} kept without a sibling that would not save 5 %)` : ''}`
  );
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = resolve(process.argv[2] ?? 'dist');
  precompressBuild(distDir).then(
    (files) => console.log(summary(files)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
