/**
 * Builds the UI with `vite build` when dist/index.html is missing or older than any UI source, and the
 * widget kit (dist/widget/, vite.widget.config.ts) when it is missing or older than its sources.
 * `npm start` runs it before the server (`npm run serve` does not); quiet unless a build fails, so
 * `npm start` still prints one line.
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (this file lives in scripts/). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** What goes into the UI bundle; a change to any of them makes dist/ stale. */
const SOURCES = ['index.html', 'vite.config.ts', 'package.json', 'public', 'ui', 'core', 'adapters', 'widget'];
/** What goes into the widget kit's files; the portal's build also empties dist/, widget included. */
const WIDGET_SOURCES = ['vite.widget.config.ts', 'package.json', 'core', 'widget'];
function newestMtime(path: string): number {
  let info;
  try {
    info = statSync(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) {
    return info.mtimeMs;
  }
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) {
      continue;
    }
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** True when there is no built index.html or a source changed after it was written. */
export function needsBuild(root = REPO_ROOT): boolean {
  const built = newestMtime(join(root, 'dist', 'index.html'));
  if (built === 0) {
    return true;
  }
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/** True when the widget kit's script-tag file is missing or a widget source changed after it was written. */
export function needsWidgetBuild(root = REPO_ROOT): boolean {
  const built = newestMtime(join(root, 'dist', 'widget', 'vkid-sdk.js'));
  return built === 0 || WIDGET_SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/** Runs `vite build` (with `args`); its output is shown only when it fails, so `npm start` keeps to one line. */
function viteBuild(root: string, args: string[] = []): Promise<void> {
  return new Promise((resolveBuild, reject) => {
    const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const child = spawn(process.execPath, [vite, 'build', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) {
        resolveBuild();
      } else {
        reject(new Error(`vite build failed (exit ${String(code)}):\n${Buffer.concat(output).toString('utf8')}`));
      }
    });
  });
}

/**
 * Builds when needed. A failed rebuild over an existing dist/ keeps serving the old build (with a
 * warning on stderr); a failed first build throws, since there would be nothing to serve.
 */
export async function ensureBuild(root = REPO_ROOT): Promise<'built' | 'fresh' | 'stale'> {
  const portal = await ensurePortalBuild(root);
  if (!needsWidgetBuild(root)) {
    return portal;
  }
  // The kit's script-tag and ES module files (types are for npm run build); a failure leaves the portal running.
  try {
    await viteBuild(root, ['-c', 'vite.widget.config.ts', '--mode', 'iife']);
    await viteBuild(root, ['-c', 'vite.widget.config.ts']);
    return portal === 'fresh' ? 'built' : portal;
  } catch (error) {
    console.error(`${(error as Error).message}\nThe widget kit is not built: /widget/vkid-sdk.js answers 404.`);
    return 'stale';
  }
}

async function ensurePortalBuild(root: string): Promise<'built' | 'fresh' | 'stale'> {
  if (!needsBuild(root)) {
    return 'fresh';
  }
  const hadBuild = newestMtime(join(root, 'dist', 'index.html')) > 0;
  try {
    await viteBuild(root);
    // The server entry that renders the public pages (ui/entry-server.tsx), built from the same sources.
    await viteBuild(root, ['--ssr', 'ui/entry-server.tsx', '--outDir', 'dist/ssr']);
    return 'built';
  } catch (error) {
    if (!hadBuild) {
      throw error;
    }
    console.error(`${(error as Error).message}\nServing the previous build from dist/.`);
    return 'stale';
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureBuild().then(
    () => undefined,
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
