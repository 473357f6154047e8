import { get as httpGet } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import {
  demoAccounts,
  DEMO_APPS,
  idProviderOptionsFromEnv,
  idProviderWanted,
  parseScenarioMap,
  startIdProvider,
  startIdProviderFromEnv,
  type RunningIdProvider,
} from '../../../server/id-provider/index.ts';
import { frameQuery, REDIRECT_URI, SITE, TEST_SITES } from './testProvider.ts';

/** GET naming `host` in the Host header, as a page whose name was rebound to this machine sends it (fetch sets its own Host). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('when npm start runs the provider', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'development' }, true],
    [{ ID_PROVIDER: 'off' }, false],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', ID_PROVIDER: 'on' }, true],
    [{ NODE_ENV: 'production', ID_PROVIDER: 'off' }, false],
  ])('%o → %s', (env, wanted) => {
    expect(idProviderWanted(env)).toBe(wanted);
  });
});

describe("the provider's environment", () => {
  it('defaults to port 3100 on 127.0.0.1 with test controls in development, off in production', () => {
    const options = idProviderOptionsFromEnv({});
    expect(options).toMatchObject({ port: 3100, hostname: '127.0.0.1', testControls: true });
    expect([...(options.scenarios ?? [])]).toEqual([]);
    expect(idProviderOptionsFromEnv({ NODE_ENV: 'production' }).testControls).toBe(false);
    expect(idProviderOptionsFromEnv({ NODE_ENV: 'production', ID_PROVIDER_TEST_CONTROLS: 'on' }).testControls).toBe(
      true,
    );
  });

  it('reads the origin browsers reach it at (ID_PROVIDER_URL); none configured, none set', () => {
    expect(idProviderOptionsFromEnv({ ID_PROVIDER_URL: 'https://id.rjadom.example/' }).origin).toBe(
      'https://id.rjadom.example',
    );
    expect(idProviderOptionsFromEnv({}).origin).toBeUndefined();
  });

  it('reads the port, the interface and the scenario map', () => {
    const options = idProviderOptionsFromEnv({
      ID_PROVIDER_PORT: '3999',
      ID_PROVIDER_HOST: '0.0.0.0',
      ID_PROVIDER_SCENARIOS: '51000002=no_session, 51000003=slow',
    });
    expect(options).toMatchObject({ port: 3999, hostname: '0.0.0.0' });
    expect([...(options.scenarios ?? [])]).toEqual([
      ['51000002', 'no_session'],
      ['51000003', 'slow'],
    ]);
  });

  it.each([
    [{ ID_PROVIDER_PORT: 'abc' }, /ID_PROVIDER_PORT/],
    [{ ID_PROVIDER_PORT: '70000' }, /ID_PROVIDER_PORT/],
    [{ ID_PROVIDER_SCENARIOS: '51000002=sleepy' }, /ID_PROVIDER_SCENARIOS: '51000002=sleepy'/],
    [{ ID_PROVIDER_SCENARIOS: 'app=slow' }, /ID_PROVIDER_SCENARIOS/],
    [{ ID_PROVIDER_SCENARIOS: '1=slow=2' }, /ID_PROVIDER_SCENARIOS/],
    [{ ID_PROVIDER_TEST_CONTROLS: 'yes' }, /ID_PROVIDER_TEST_CONTROLS/],
    [{ ID_PROVIDER_URL: 'http://id.example.test' }, /ID_PROVIDER_URL/],
    [{ ID_PROVIDER_URL: 'https://id.example.test/path' }, /ID_PROVIDER_URL/],
  ])('refuses %o', (env, message) => {
    expect(() => idProviderOptionsFromEnv(env)).toThrow(message);
  });

  it('reads the registered sites: app ids, exact redirect URIs, origins from those URIs (issue 18)', () => {
    const options = idProviderOptionsFromEnv({
      ID_PROVIDER_SITES: `51000001,51000002=${REDIRECT_URI} https://shop.example/cb ; 777=http://127.0.0.1:8080/back`,
    });
    expect(options.sites).toEqual([
      { appIds: ['51000001', '51000002'], redirectUris: [REDIRECT_URI, 'https://shop.example/cb'] },
      { appIds: ['777'], redirectUris: ['http://127.0.0.1:8080/back'] },
    ]);
    expect(idProviderOptionsFromEnv({}).sites).toEqual([]);
  });

  it.each([
    ['51000001', /ID_PROVIDER_SITES: '51000001' is not/],
    ['=https://shop.example/cb', /ID_PROVIDER_SITES/],
    ['app=https://shop.example/cb', /'app' is not an app id/],
    ['51000001=http://shop.example/cb', /must be absolute, https/],
    ['51000001=https://shop.example/cb#x', /must be absolute, https/],
    ['51000001=/login-vk', /must be absolute, https/],
  ])('refuses ID_PROVIDER_SITES=%s', (raw, message) => {
    expect(() => idProviderOptionsFromEnv({ ID_PROVIDER_SITES: raw })).toThrow(message);
  });

  it('an empty scenario map is empty', () => {
    expect(parseScenarioMap('')).toEqual(new Map());
    expect(parseScenarioMap(' , ')).toEqual(new Map());
  });
});

describe('the demo data', () => {
  it('has one demo app per scenario and three accounts, the youngest under 14 on the day it starts', () => {
    expect(new Set(DEMO_APPS.map((app) => app.scenario)).size).toBe(DEMO_APPS.length);
    const now = Date.UTC(2031, 0, 31);
    const accounts = demoAccounts(now);
    expect(accounts).toHaveLength(3);
    const ages = accounts.map((account) => {
      const [day, month, year] = account.birthday.split('.').map(Number) as [number, number, number];
      const today = new Date(now);
      const hadBirthday =
        today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
      return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
    });
    expect(ages.filter((age) => age < 14)).toEqual([11]);
    expect(ages.filter((age) => age >= 18)).toHaveLength(2);
  });
});

describe('startIdProvider', () => {
  let running: RunningIdProvider | undefined;

  afterAll(async () => {
    await running?.close();
  });

  it('listens on loopback, names its browser address id.localhost, and serves the frame to a request for that host', async () => {
    running = await startIdProvider({ port: 0, sites: TEST_SITES });
    expect(running.url).toBe(`http://id.localhost:${running.port}`);
    expect(running.directUrl).toBe(`http://127.0.0.1:${running.port}`);
    const response = await fetch(`${running.directUrl}/button_one_tap_auth?${frameQuery()}`, {
      headers: { Host: `id.localhost:${running.port}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${SITE}`);
  });

  it('names its own origin, http://id.localhost:<port>, in /.well-known/web-identity whatever Host a request names (issue 30 §2)', async () => {
    const local = await startIdProvider({ port: 0 });
    try {
      const answer = await getWithHost(`${local.directUrl}/.well-known/web-identity`, 'evil.example');
      expect(JSON.parse(answer.body)).toMatchObject({
        provider_urls: [`http://id.localhost:${local.port}/fedcm/config.json`],
      });
      expect((await getWithHost(`${local.directUrl}/__test/stats`, 'evil.example')).status).toBe(421);
      expect((await getWithHost(`${local.directUrl}/__test/stats`, `id.localhost:${local.port}`)).status).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('closes, and a second close is harmless', async () => {
    const local = await startIdProvider({ port: 0 });
    await local.close();
    await local.close();
    await expect(fetch(`${local.directUrl}/`)).rejects.toThrow();
  });

  it('from the environment: nothing in production, a clear error when its port is taken', async () => {
    expect(await startIdProviderFromEnv({ NODE_ENV: 'production' })).toBeNull();
    const taken = await startIdProvider({ port: 0 });
    try {
      await expect(startIdProviderFromEnv({ ID_PROVIDER_PORT: String(taken.port) })).rejects.toThrow(
        `the local identity provider cannot listen on 127.0.0.1:${taken.port}`,
      );
    } finally {
      await taken.close();
    }
  });
});
