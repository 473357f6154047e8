/**
 * Finding 5 of issue 8: unless NODE_ENV was exactly `production` the server used a development secret
 * written in the source, listened on every interface and opened the development SMS outbox; a token forged
 * with that secret read user 1's profile. `npm start` must still work out of the box.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/accessToken.ts';
import { loadConfig } from '../../server/config.ts';
import { startServer, type RunningServer, type StartOptions } from '../../server/main.ts';
import { readOrCreateSecret } from '../../server/security/secretFile.ts';
import { createSignedInUser } from './signedIn.ts';

/** The secret config.ts used to ship: public, so anyone could sign tokens with it. */
const PUBLISHED_DEV_SECRET = 'rjadom-development-secret-change-me-in-production!';
const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

const scratch: string[] = [];

afterAll(() => {
  for (const dir of scratch) {
    rmSync(dir, { recursive: true, force: true });
  }
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rjadom-data-'));
  scratch.push(dir);
  return dir;
}

function start(env: Record<string, string>, options: Partial<StartOptions> = {}): Promise<RunningServer> {
  const url = process.env.TEST_DATABASE_URL;
  return startServer({
    port: 0,
    env,
    database: url ? { url } : { inMemory: true },
    seed: false,
    distDir: null,
    ...options,
  });
}

describe('the environment must be named (issue 8, finding 5)', () => {
  it('refuses an unknown NODE_ENV such as a typo, naming the accepted values', async () => {
    for (const value of ['prod', 'Production', 'staging']) {
      expect(() => loadConfig({ NODE_ENV: value, AUTH_SECRET: SECRET })).toThrow(
        /NODE_ENV must be production, development or test/,
      );
    }
    await expect(start({ NODE_ENV: 'prod', DATA_DIR: dataDir() })).rejects.toThrow(/NODE_ENV/);
  });

  it('accepts production, development, test and no NODE_ENV at all', () => {
    for (const env of [
      { NODE_ENV: 'production', SMS_PROVIDER: 'console' },
      { NODE_ENV: 'development' },
      { NODE_ENV: 'test' },
      {},
    ]) {
      expect(loadConfig({ ...env, AUTH_SECRET: SECRET }).security.secret).toBe(SECRET);
    }
  });

  it('has no secret of its own: without AUTH_SECRET the configuration refuses, in every environment', () => {
    for (const NODE_ENV of ['production', 'development', 'test', undefined]) {
      expect(() => loadConfig({ NODE_ENV })).toThrow(/AUTH_SECRET/);
    }
  });
});

describe('npm start out of the box (issue 8, finding 5)', () => {
  it('generates a secret at first start into the data folder (owner-only), listens on 127.0.0.1, refuses tokens of the old source secret, and keeps the secret across restarts', async () => {
    const dir = dataDir();
    const first = await start({ DATA_DIR: dir });
    const file = join(dir, 'auth-secret');
    let secret: string;
    try {
      expect(statSync(file).mode & 0o777).toBe(0o600);
      secret = readFileSync(file, 'utf8').trim();
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(first.deps.config.security.secret).toBe(secret);
      expect((first.server.address() as AddressInfo).address).toBe('127.0.0.1');

      const user = await createSignedInUser(first.deps);
      const forged = await signAccessToken(
        { ...first.deps.config.security, secret: PUBLISHED_DEV_SECRET },
        { userId: user.userId, tenantProfileId: user.tenantProfileId, sessionId: 'forged' },
        Date.now(),
      );
      const profile = `${first.url}/api/tenant-profiles/${user.tenantProfileId}`;
      expect((await fetch(profile, { headers: { Authorization: `Bearer ${forged}` } })).status).toBe(401);
      expect((await fetch(profile, { headers: user.auth })).status).toBe(200);
    } finally {
      await first.close();
    }
    // The same data folder, and this time every interface asked for by HOST.
    const second = await start({ DATA_DIR: dir, HOST: '0.0.0.0' });
    try {
      expect(second.deps.config.security.secret).toBe(secret);
      expect((second.server.address() as AddressInfo).address).toBe('0.0.0.0');
    } finally {
      await second.close();
    }
  }, 60_000);

  it('gives each new data folder its own secret', () => {
    const one = readOrCreateSecret(dataDir());
    expect(readOrCreateSecret(dataDir())).not.toBe(one);
  });

  it('refuses a secret file that other users can read, before opening the database', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'auth-secret'), 'x'.repeat(48), { mode: 0o644 });
    await expect(start({ DATA_DIR: dir })).rejects.toThrow(/auth-secret/);
  });

  it('requires AUTH_SECRET in production instead of generating one', async () => {
    await expect(start({ NODE_ENV: 'production', SMS_PROVIDER: 'console', DATA_DIR: dataDir() })).rejects.toThrow(
      /AUTH_SECRET/,
    );
  });
});
