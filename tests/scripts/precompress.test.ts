/**
 * scripts/precompress.ts, the build's last step (issue 20): brotli and gzip siblings of the client build's text
 * files, none where they would not save 5 %, none in the folders the server does not send from dist/.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPrecompressed, precompressBuild, PRECOMPRESS_RECORD } from '../../scripts/precompress.ts';

const SCRIPT = 'export const greeting = "Рядом";\n'.repeat(200);
/** Bytes that no compressor shortens (a fixed pseudo-random sequence). */
function noise(length: number): Buffer {
  let state = 12345;
  return Buffer.from(Array.from({ length }, () => (state = (state * 1103515245 + 12345) >>> 0) >>> 24));
}

let dist: string;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'rjadom-precompress-'));
  for (const folder of ['assets', 'ssr', '.vite', 'widget']) {
    mkdirSync(join(dist, folder));
  }
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Рядом</title>${'<p>text</p>'.repeat(100)}`);
  writeFileSync(join(dist, 'assets', 'index-abc.js'), SCRIPT);
  writeFileSync(
    join(dist, 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10z"/>'.repeat(40)}</svg>`,
  );
  writeFileSync(join(dist, 'assets', 'photo-abc.png'), noise(4096));
  writeFileSync(join(dist, 'assets', 'random-abc.js'), noise(4096));
  writeFileSync(join(dist, 'ssr', 'entry-server.js'), SCRIPT);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({ a: SCRIPT }));
  writeFileSync(join(dist, 'widget', 'vkid-sdk.js'), SCRIPT);
});

afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('precompressBuild', () => {
  it('writes brotli and gzip siblings of the text files that decompress to the file', async () => {
    const done = await precompressBuild(dist);
    for (const file of ['index.html', 'assets/index-abc.js', 'logo.svg']) {
      const original = readFileSync(join(dist, file));
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(original)).toBe(true);
    }
    const script = done.find((entry) => entry.file === join('assets', 'index-abc.js'));
    expect(script?.br).toBeLessThan(script!.gzip!);
    expect(isPrecompressed(dist)).toBe(true);
    expect(JSON.parse(readFileSync(join(dist, PRECOMPRESS_RECORD), 'utf8'))).toEqual({ files: done });
  });

  it('leaves pictures, the server entry, the bookkeeping and the widget kit alone', async () => {
    await precompressBuild(dist);
    for (const file of ['assets/photo-abc.png', 'ssr/entry-server.js', '.vite/manifest.json', 'widget/vkid-sdk.js']) {
      expect(existsSync(join(dist, `${file}.br`))).toBe(false);
      expect(existsSync(join(dist, `${file}.gz`))).toBe(false);
    }
  });

  it('writes no sibling that saves under 5 % and removes one a previous run left', async () => {
    writeFileSync(join(dist, 'assets', 'random-abc.js.br'), 'left by an earlier build');
    const done = await precompressBuild(dist);
    expect(done.find((entry) => entry.file === join('assets', 'random-abc.js'))).toMatchObject({
      br: null,
      gzip: null,
    });
    expect(existsSync(join(dist, 'assets', 'random-abc.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'random-abc.js.gz'))).toBe(false);
  });

  it('is not done until it has run', () => {
    expect(isPrecompressed(dist)).toBe(false);
  });
});
