import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createApi } from '../../../server/app.ts';
import { smsCodes } from '../../../server/db/schema.ts';
import type { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../../../server/deps.ts';
import type { SmsSender } from '../../../server/ports.ts';
import { openTestServer, type TestServer } from '../testServer.ts';
import { captcha, expectFailure, fromIp, post, registerForm } from '../auth/authKit.ts';

let server: TestServer;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
}, 60_000);

afterAll(async () => {
  await server.database.close();
});

describe('GET /api/dev/sms (console provider outbox)', () => {
  it('lists the messages to a phone newest first with phone, text, code and sentAt', async () => {
    const api = createApi(server.deps);
    const form = registerForm(server);
    expect((await post(api, '/api/authentication/register', form)).status).toBe(200);
    server.clock.advance(server.deps.config.security.smsMinIntervalSeconds * 1000);
    expect((await post(api, '/api/authentication/register', { ...form, token: captcha() })).status).toBe(200);

    const response = await api.request(`/api/dev/sms?phone=${form.phone}`, {}, fromIp('127.0.0.1'));
    expect(response.status).toBe(200);
    const list = (await response.json()) as { phone: string; text: string; code: string; sentAt: string }[];
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      phone: form.phone,
      text: expect.stringContaining(list[0]!.code),
      code: expect.stringMatching(/^\d{4}$/),
      sentAt: new Date(server.clock.now()).toISOString(),
    });
    expect(Date.parse(list[0]!.sentAt)).toBeGreaterThan(Date.parse(list[1]!.sentAt));
  });

  it('answers 400 VALIDATION_ERROR for a query that is not a phone', async () => {
    const api = createApi(server.deps);
    await expectFailure(await api.request('/api/dev/sms?phone=12', {}, fromIp('127.0.0.1')), 400, 'VALIDATION_ERROR');
    await expectFailure(await api.request('/api/dev/sms', {}, fromIp('127.0.0.1')), 400, 'VALIDATION_ERROR');
  });

  it('answers only loopback clients that no proxy forwarded: anyone else gets the unknown-route 404 (issue 8, finding 5)', async () => {
    const api = createApi(server.deps);
    const phone = registerForm(server).phone;
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await api.request(`/api/dev/sms?phone=${phone}`, {}, fromIp(ip))).status).toBe(200);
    }
    for (const ip of ['10.1.2.3', '192.168.0.10', '2001:db8::1']) {
      await expectFailure(await api.request(`/api/dev/sms?phone=${phone}`, {}, fromIp(ip)), 404, 'NOT_FOUND');
    }
    // A proxy on the same machine makes every visitor look local; its forwarding header gives it away.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const forwarded = await api.request(
        `/api/dev/sms?phone=${phone}`,
        { headers: { [header]: '203.0.113.9' } },
        fromIp('127.0.0.1'),
      );
      await expectFailure(forwarded, 404, 'NOT_FOUND');
    }
    // In-process requests have no socket at all: not a loopback client either.
    await expectFailure(await api.request(`/api/dev/sms?phone=${phone}`), 404, 'NOT_FOUND');
  });

  it('answers only loopback names and the configured host in Host: a rebound name gets 421 DEV_HOST_NOT_LOCAL (issue 30 §2)', async () => {
    const api = createApi(server.deps);
    const phone = registerForm(server).phone;
    const withHost = (target: Hono<AppEnv>, host: string) =>
      target.request(`/api/dev/sms?phone=${phone}`, { headers: { host } }, fromIp('127.0.0.1'));
    for (const host of ['evil.example', 'evil.example:3000', '192.168.0.10:3000']) {
      await expectFailure(await withHost(api, host), 421, 'DEV_HOST_NOT_LOCAL');
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect((await withHost(api, host)).status).toBe(200);
    }
    // The host PUBLIC_URL names is the developer's own too.
    const published = createApi({
      ...server.deps,
      config: { ...server.deps.config, publicOrigin: 'http://rjadom.test:3000' },
    });
    expect((await withHost(published, 'rjadom.test:3000')).status).toBe(200);
    await expectFailure(await withHost(published, 'evil.example'), 421, 'DEV_HOST_NOT_LOCAL');
    // Still only to a loopback client: a remote one gets the unknown-route 404 whatever Host it names.
    await expectFailure(
      await api.request(`/api/dev/sms?phone=${phone}`, { headers: { host: 'localhost:3000' } }, fromIp('10.1.2.3')),
      404,
      'NOT_FOUND',
    );
  });

  it('does not exist with a provider that has no outbox', async () => {
    const api = createApi({ ...server.deps, smsOutbox: null });
    await expectFailure(await api.request('/api/dev/sms?phone=79991234567'), 404, 'NOT_FOUND');
  });
});

describe('SMS provider failures', () => {
  it('answers 502 SMS_NOT_SENT, does not count the send and leaves no usable code', async () => {
    const sent: { phone: string; code: string }[] = [];
    let failing = true;
    const flaky: SmsSender = {
      async send(message) {
        if (failing) {
          throw new Error('provider down');
        }
        sent.push(message);
      },
    };
    const deps: ServerDeps = { ...server.deps, sms: flaky };
    const api = createApi(deps);
    const form = registerForm(server);
    const refused = await post(api, '/api/authentication/register', form);
    await expectFailure(refused, 502, 'SMS_NOT_SENT');

    failing = false;
    // Well inside the 60 s interval: only a send that was not counted lets this through.
    server.clock.advance(1000);
    const retry = await post(api, '/api/authentication/register', { ...form, token: captcha() });
    expect(retry.status).toBe(200);
    expect(sent).toHaveLength(1);
    const codes = await server.deps.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.phone, form.phone))
      .orderBy(asc(smsCodes.createdAt));
    expect(codes.map((code) => code.voidedAt !== null)).toEqual([true, false]);
  });
});
