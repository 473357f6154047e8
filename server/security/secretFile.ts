/**
 * The signing secret of a server started without AUTH_SECRET outside production: generated once into the
 * data folder and read back on every later start, so tokens and pending codes survive a restart and no
 * secret ever lives in the source.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirOf, nodeEnvironment } from '../config.ts';

/** The file name under the data folder. */
const SECRET_FILE_NAME = 'auth-secret';
/** Owner read and write only: the secret signs every token. */
const SECRET_FILE_MODE = 0o600;
const MIN_SECRET_LENGTH = 32;

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

function readSecret(path: string): string {
  // Mode bits mean nothing on Windows; everywhere else a secret others can read is no secret.
  if (process.platform !== 'win32' && (statSync(path).mode & 0o077) !== 0) {
    throw new Error(`${path} can be read by other users: run chmod 600 on it (or delete it to get a new secret)`);
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${path} holds fewer than ${MIN_SECRET_LENGTH} characters: delete it to get a new secret`);
  }
  return secret;
}

/**
 * The secret in `<dataDir>/auth-secret`, created (64 random base64url characters, mode 0600) when the file
 * does not exist. Two processes starting at once agree: the file is created exclusively, and the loser reads
 * the winner's. Throws when the file is readable by others or too short.
 */
export function readOrCreateSecret(dataDir: string): string {
  const path = join(dataDir, SECRET_FILE_NAME);
  try {
    return readSecret(path);
  } catch (error) {
    if (!hasCode(error, 'ENOENT')) {
      throw error;
    }
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(path, `${randomBytes(48).toString('base64url')}\n`, { mode: SECRET_FILE_MODE, flag: 'wx' });
  } catch (error) {
    // Another process starting at the same moment wrote it first: use theirs.
    if (!hasCode(error, 'EEXIST')) {
      throw error;
    }
  }
  return readSecret(path);
}

/**
 * The environment `startServer` configures itself from: as given when it sets AUTH_SECRET or is production
 * (where AUTH_SECRET is required); otherwise with the data folder's generated secret added.
 * An unknown NODE_ENV throws before any file is touched.
 */
export function withServerSecret(env: Record<string, string | undefined>): Record<string, string | undefined> {
  if ((env.AUTH_SECRET ?? '') !== '' || nodeEnvironment(env) === 'production') {
    return env;
  }
  return { ...env, AUTH_SECRET: readOrCreateSecret(dataDirOf(env)) };
}
