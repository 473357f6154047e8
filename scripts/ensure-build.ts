/**
 * Builds the UI with `vite build` when dist/index.html is missing, older than any UI source, or built with
 * other settings (NODE_ENV and the `VITE_*` settings, recorded in dist/.vite/build-settings.json: a build made
 * for NODE_ENV=development calls React's development JSX, which production React does not have; issue 23), and
 * the widget kit (dist/widget/, vite.widget.config.ts) when it is missing or older than its sources. A portal build
 * is finished by scripts/precompress.ts (the brotli and gzip siblings the server sends); a build without them is
 * given them rather than rebuilt.
 * `npm start` runs it before the server (`npm run serve` does not). A fresh build says nothing; a build says what
 * it does, one line a step, and when it is done (the first start builds for about half a minute: issue 31 §7).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPrecompressed, precompressBuild } from './precompress.ts';

/** Repository root (this file lives in scripts/). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** What goes into the UI bundle; a change to any of them makes dist/ stale (so does a `.env*` file, see uiSources). */
const SOURCES = ['index.html', 'vite.config.ts', 'package.json', 'public', 'ui', 'core', 'adapters', 'widget'];
/** Where the portal's build records the settings it was made with; dist/.vite/ is never served (server/static.ts). */
const STAMP_FILE = join('dist', '.vite', 'build-settings.json');
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

/**
 * What a build depends on besides its source files: the NODE_ENV it ran under (unset or empty builds as
 * production, as `vite build` does) and every `VITE_*` setting (ui/vite-env.d.ts, ui/app/buildSettings.ts),
 * which the bundles hold as text.
 */
export interface BuildStamp {
  nodeEnv: string;
  settings: Record<string, string>;
}

/** The stamp a build made now, from `env`, would carry. */
export function buildStampFromEnv(env: Record<string, string | undefined>): BuildStamp {
  const settings: Record<string, string> = {};
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()) {
    const value = env[name];
    if (value !== undefined) {
      settings[name] = value;
    }
  }
  return { nodeEnv: env.NODE_ENV || 'production', settings };
}

/** Whether to build, and why (shown when the reason is not an ordinary source change). */
export interface BuildDecision {
  build: boolean;
  /** Empty when `build` is false. */
  reason: string;
  /** True when the build exists but was made with other settings: it must not be served for this start. */
  otherSettings: boolean;
}

/** The names of the `VITE_*` settings whose values differ between two stamps. */
function changedSettings(built: BuildStamp, wanted: BuildStamp): string[] {
  const names = new Set([...Object.keys(built.settings), ...Object.keys(wanted.settings)]);
  return [...names].filter((name) => built.settings[name] !== wanted.settings[name]).sort();
}

/**
 * The staleness rule, pure: build when there is no build (`builtAt` 0), a source is newer than it, it carries
 * no stamp (made by `npm run build` or before stamps existed: its settings are unknown), or its stamp differs
 * from the one this start would build.
 */
export function decideBuild(
  state: { builtAt: number; newestSourceAt: number; stamp: BuildStamp | null },
  wanted: BuildStamp,
): BuildDecision {
  if (state.builtAt === 0) {
    return { build: true, reason: 'dist/ holds no build', otherSettings: false };
  }
  if (state.newestSourceAt > state.builtAt) {
    return { build: true, reason: 'a source changed after the build', otherSettings: false };
  }
  if (state.stamp === null) {
    // Unknown rather than known to differ: rebuilt, but still served if the rebuild fails (the server's smoke check guards it).
    return { build: true, reason: 'dist/ does not record the settings it was built with', otherSettings: false };
  }
  if (state.stamp.nodeEnv !== wanted.nodeEnv) {
    return {
      build: true,
      reason: `dist/ was built for NODE_ENV=${state.stamp.nodeEnv}, this start is NODE_ENV=${wanted.nodeEnv}`,
      otherSettings: true,
    };
  }
  const changed = changedSettings(state.stamp, wanted);
  if (changed.length > 0) {
    return { build: true, reason: `${changed.join(', ')} changed since the build`, otherSettings: true };
  }
  return { build: false, reason: '', otherSettings: false };
}

/** The stamp in dist/, or null when it is missing or unreadable (then the build's settings are unknown). */
export function readBuildStamp(root: string): BuildStamp | null {
  try {
    const stamp = JSON.parse(readFileSync(join(root, STAMP_FILE), 'utf8')) as Partial<BuildStamp>;
    return typeof stamp.nodeEnv === 'string' && typeof stamp.settings === 'object' && stamp.settings !== null
      ? (stamp as BuildStamp)
      : null;
  } catch {
    return null;
  }
}

/** Records what the build in dist/ was made with; written after both portal builds succeed. */
export function writeBuildStamp(root: string, stamp: BuildStamp): void {
  mkdirSync(join(root, 'dist', '.vite'), { recursive: true });
  writeFileSync(join(root, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** The portal's sources, with the `.env*` files Vite reads `VITE_*` settings from (newestMtime skips dot names inside folders only). */
function uiSources(root: string): string[] {
  const envFiles = readdirSync(root).filter((name) => /^\.env(\..+)?$/.test(name));
  return [...SOURCES, ...envFiles];
}

/** Whether the portal must be built for a start with `env`, and why. */
export function portalBuildDecision(
  root = REPO_ROOT,
  env: Record<string, string | undefined> = process.env,
): BuildDecision {
  const builtAt = newestMtime(join(root, 'dist', 'index.html'));
  const newestSourceAt =
    builtAt === 0 ? 0 : Math.max(...uiSources(root).map((source) => newestMtime(join(root, source))));
  return decideBuild({ builtAt, newestSourceAt, stamp: readBuildStamp(root) }, buildStampFromEnv(env));
}

/** True when there is no built index.html, a source changed after it was written, or it was built with other settings. */
export function needsBuild(root = REPO_ROOT, env: Record<string, string | undefined> = process.env): boolean {
  return portalBuildDecision(root, env).build;
}

/** True when the widget kit's script-tag file is missing or a widget source changed after it was written. */
export function needsWidgetBuild(root = REPO_ROOT): boolean {
  const built = newestMtime(join(root, 'dist', 'widget', 'vkid-sdk.js'));
  return built === 0 || WIDGET_SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/** Runs `vite build` (with `args`); its output is shown only when it fails, so a start prints only its own steps. */
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

/** How the build runs and tells what it does: `vite build` and stdout, unless a test gives its own. */
export interface BuildSteps {
  /** Runs `vite build` with `args` in `root`. */
  vite: (root: string, args?: string[]) => Promise<void>;
  /** Tells the person who ran `npm start` one step; a fresh build tells nothing. */
  say: (line: string) => void;
}

const REAL_STEPS: BuildSteps = { vite: viteBuild, say: (line) => console.log(line) };

/** Whole seconds since `startedAt`, for the line that says the build is done. */
function secondsSince(startedAt: number): number {
  return Math.round((performance.now() - startedAt) / 1000);
}

/**
 * Builds when needed. A failed rebuild over an existing dist/ keeps serving the old build (with a
 * warning on stderr); a failed first build throws, since there would be nothing to serve.
 */
export async function ensureBuild(
  root = REPO_ROOT,
  steps: BuildSteps = REAL_STEPS,
): Promise<'built' | 'fresh' | 'stale'> {
  const portal = await ensurePortalBuild(root, steps);
  if (!needsWidgetBuild(root)) {
    return portal;
  }
  // The kit's script-tag and ES module files (types are for npm run build); a failure leaves the portal running.
  try {
    const startedAt = performance.now();
    steps.say('Building the sign-in widget kit (dist/widget/)…');
    await steps.vite(root, ['-c', 'vite.widget.config.ts', '--mode', 'iife']);
    await steps.vite(root, ['-c', 'vite.widget.config.ts']);
    steps.say(`The widget kit is built (${secondsSince(startedAt)} s).`);
    return portal === 'fresh' ? 'built' : portal;
  } catch (error) {
    console.error(`${(error as Error).message}\nThe widget kit is not built: /widget/vkid-sdk.js answers 404.`);
    return 'stale';
  }
}

async function ensurePortalBuild(root: string, steps: BuildSteps): Promise<'built' | 'fresh' | 'stale'> {
  const decision = portalBuildDecision(root);
  if (!decision.build) {
    // Built before the precompress step existed, or stopped before it: the server would send it uncompressed.
    if (!isPrecompressed(join(root, 'dist'))) {
      await precompressBuild(join(root, 'dist'));
    }
    return 'fresh';
  }
  if (decision.otherSettings) {
    console.error(`Rebuilding the UI: ${decision.reason}.`);
  }
  const hadBuild = newestMtime(join(root, 'dist', 'index.html')) > 0;
  try {
    const startedAt = performance.now();
    steps.say(`Building the UI into dist/ (${decision.reason}; the first time takes about half a minute)…`);
    await steps.vite(root);
    // The server entry that renders the public pages (ui/entry-server.tsx), built from the same sources.
    steps.say('Building the server renderer of the public pages (dist/ssr/)…');
    await steps.vite(root, ['--ssr', 'ui/entry-server.tsx', '--outDir', 'dist/ssr']);
    steps.say('Compressing the build (brotli and gzip)…');
    await precompressBuild(join(root, 'dist'));
    writeBuildStamp(root, buildStampFromEnv(process.env));
    steps.say(`The UI is built (${secondsSince(startedAt)} s).`);
    return 'built';
  } catch (error) {
    // A build of other settings is no fallback: production React cannot render a development build (issue 23).
    if (!hadBuild || decision.otherSettings) {
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
