/**
 * Creating the data folder without Node's recursive mkdir: on Node 20, `mkdirSync(path, { recursive: true })`
 * under a pseudo-filesystem such as /proc (or some read-only mounts) retries for ever at full CPU instead of
 * failing (issue 23: `DATA_DIR=/proc/x npm start` spun and printed nothing). Walking the path one folder at a
 * time turns the same fault into an ordinary error, which becomes a sentence naming DATA_DIR.
 */
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The folder `DATA_DIR` (or its default) names cannot be created or written. */
class DataFolderError extends Error {
  constructor(
    /** The folder that could not be made ready. */
    readonly folder: string,
    cause: unknown,
    /** How the setting was given, e.g. `DATA_DIR=/proc/x` or `DATA_DIR (unset: .data)`. */
    setting: string,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `${setting}: the folder ${folder} cannot be created or written (${reason}). Set DATA_DIR to a folder this user can write to.`,
      { cause },
    );
    this.name = 'DataFolderError';
  }
}

/** One mkdir; a folder another process made a moment ago is as good as ours. */
function makeFolder(path: string, mode: number): void {
  try {
    mkdirSync(path, { mode });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST' && statSync(path).isDirectory())) {
      throw error;
    }
  }
}

/** How the environment named the data folder, for the sentence: `DATA_DIR=/proc/x`, or the default when unset. */
export function describeDataDir(env: Record<string, string | undefined>, folder: string): string {
  const given = env.DATA_DIR?.trim();
  return given ? `DATA_DIR=${given}` : `DATA_DIR (unset, so ${folder})`;
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes `folder` (and its missing parents, one at a time) and checks it is writable; throws DataFolderError,
 * naming `setting`, rather than retrying. `mode` applies to the folders it creates.
 */
export function ensureDataFolder(folder: string, setting = 'DATA_DIR', mode = 0o777): void {
  const target = resolve(folder);
  const missing: string[] = [];
  for (let path = target; !exists(path); path = dirname(path)) {
    missing.unshift(path);
    if (dirname(path) === path) {
      break;
    }
  }
  try {
    for (const path of missing) {
      makeFolder(path, mode);
    }
    if (!statSync(target).isDirectory()) {
      throw new Error('it is a file, not a folder');
    }
    accessSync(target, constants.W_OK);
  } catch (error) {
    throw new DataFolderError(target, error, setting);
  }
}
