/**
 * `npm run check:size`: the performance budget of issues 4 and 12. The initial JavaScript of the main
 * route — what dist/index.html loads (its module script and modulepreloads, i.e. the entry chunk and its
 * static imports from dist/.vite/manifest.json), the boot script a server-rendered page adds (ui/boot.ts) plus the main page's own lazy route chunk and its
 * static imports — must stay within 130 KB gzip (zlib level 9, each file compressed on its own, as
 * the server sends them). Prints the figures; exits 1 over budget or without a build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget, in kilobytes (1 KB = 1024 bytes) of gzip. */
export const INITIAL_JS_BUDGET_KB = 130;
/** The source of the lazy route component the main page '/' renders. */
export const HOME_ROUTE_SOURCE = 'ui/screens/HomeScreen.tsx';
/** The script a server-rendered page starts the app with. */
const BOOT_SOURCE = 'ui/boot.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The files of `key` and of everything it imports statically (what the browser fetches with it). */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string): void => {
    if (seen.has(current)) {
      return;
    }
    seen.add(current);
    const chunk = manifest[current];
    if (chunk === undefined) {
      throw new Error(`manifest has no chunk '${current}'`);
    }
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
  };
  visit(key);
  return files;
}

/** The scripts index.html loads at once: module scripts and modulepreload links, as dist-relative paths. */
export function htmlScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url !== undefined && !/^[a-z]+:/i.test(url)) {
      found.push(url.replace(/^\//, ''));
    }
  }
  return found;
}

export interface SizeReport {
  files: Array<{ file: string; bytes: number; gzip: number; part: 'entry' | 'route' }>;
  entryGzip: number;
  routeGzip: number;
  totalGzip: number;
  totalBytes: number;
}

/** Measures the initial JS of '/' in the build at `distDir`. */
export function measureInitialJs(distDir: string): SizeReport {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) {
    throw new Error(
      `no build with a manifest in ${distDir}: run npm run build (vite.config.ts needs build.manifest: true)`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry === true && key.endsWith('index.html'));
  if (entryKey === undefined) {
    throw new Error('manifest has no index.html entry');
  }
  // A server-rendered page starts with ui/boot.ts as well (server/render/firstPaintShell.ts).
  const bootFiles = manifest[BOOT_SOURCE] === undefined ? [] : staticClosure(manifest, BOOT_SOURCE);
  const entryFiles = new Set([
    ...staticClosure(manifest, entryKey),
    ...htmlScripts(readFileSync(indexPath, 'utf8')),
    ...bootFiles,
  ]);
  const routeFiles =
    manifest[HOME_ROUTE_SOURCE] === undefined
      ? []
      : staticClosure(manifest, HOME_ROUTE_SOURCE).filter((file) => !entryFiles.has(file));
  if (manifest[HOME_ROUTE_SOURCE] === undefined) {
    console.warn(
      `check:size: ${HOME_ROUTE_SOURCE} is not a chunk of its own (in the entry, or renamed): measuring the entry only`,
    );
  }
  const files = [
    ...[...entryFiles].map((file) => ({ file, part: 'entry' as const })),
    ...routeFiles.map((file) => ({ file, part: 'route' as const })),
  ]
    .filter(({ file }) => file.endsWith('.js'))
    .map(({ file, part }) => {
      const bytes = readFileSync(join(distDir, file));
      return { file, part, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
  const sum = (part?: 'entry' | 'route') =>
    files.filter((file) => part === undefined || file.part === part).reduce((total, file) => total + file.gzip, 0);
  return {
    files,
    entryGzip: sum('entry'),
    routeGzip: sum('route'),
    totalGzip: sum(),
    totalBytes: files.reduce((total, file) => total + file.bytes, 0),
  };
}

/** The budget holds up to and including 130 KB of gzip. */
export function withinBudget(gzipBytes: number): boolean {
  return gzipBytes <= INITIAL_JS_BUDGET_KB * 1024;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

function main(): void {
  const distDir = resolve(process.argv[2] ?? join(fileURLToPath(new URL('..', import.meta.url)), 'dist'));
  const report = measureInitialJs(distDir);
  for (const file of [...report.files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${file.part.padEnd(5)} ${kb(file.gzip).padStart(6)} KB gzip  ${kb(file.bytes).padStart(7)} KB  ${file.file}`,
    );
  }
  const verdict = withinBudget(report.totalGzip) ? 'within' : 'OVER';
  console.log(
    `check:size: initial JS of '/' ${kb(report.totalGzip)} KB gzip (entry ${kb(report.entryGzip)} + main route ${kb(report.routeGzip)}; ` +
      `${kb(report.totalBytes)} KB raw), ${verdict} the ${INITIAL_JS_BUDGET_KB} KB budget`,
  );
  if (verdict === 'OVER') {
    process.exit(1);
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`check:size: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
