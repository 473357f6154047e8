/**
 * Every form's accepted and refused examples, checked against the core rule the form uses AND sent to the real
 * server route, expecting the same verdict (issue 20 «one schema per rule»): the partner application
 * (tests/core/domain/applicationExamples.ts) and the sign-in phone. The tenant profile's table
 * (tests/core/domain/profileExamples.ts) goes through PUT /api/tenant-profiles/{id} in profiles.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { signInPhone } from '../../../core/domain/auth/signInFields.ts';
import { applyingRequestBodySchema } from '../../../core/domain/partnerApplicationSchema.ts';
import { createApi } from '../../../server/app.ts';
import type { AppEnv } from '../../../server/deps.ts';
import { ACCEPTED, REFUSED, VALID_APPLICATION } from '../../core/domain/applicationExamples.ts';
import { device, freshIp, fromIp, requestLogin } from '../auth/authKit.ts';
import { openTestServer, type TestServer } from '../testServer.ts';
import { createCity, createSignedInUser, signedInNow, type SignedInUser } from '../signedIn.ts';

let server: TestServer;
let api: Hono<AppEnv>;
let cityCodeId: number;

beforeAll(async () => {
  server = await openTestServer({ url: process.env.TEST_DATABASE_URL });
  api = createApi(server.deps);
  cityCodeId = await createCity(server.deps);
}, 60_000);

afterAll(async () => {
  await server.database.close();
});

/** A signed-in user with a fresh daily application allowance for every accepted example. */
let applicant: SignedInUser | null = null;
let sentToday = 0;

async function freshApplicant(): Promise<SignedInUser> {
  if (applicant === null || sentToday >= server.deps.config.applicationsPerDay) {
    applicant = await createSignedInUser(server.deps);
    sentToday = 0;
  }
  sentToday += 1;
  return signedInNow(server.deps, applicant);
}

async function apply(body: Record<string, unknown>): Promise<Response> {
  const user = await freshApplicant();
  const headers = { 'Content-Type': 'application/json', ...user.auth };
  return Promise.resolve(
    api.request('/api/applying-requests', { method: 'POST', headers, body: JSON.stringify(body) }),
  );
}

describe('the partner application’s examples: core schema and POST /api/applying-requests agree', () => {
  it.each(ACCEPTED)('both take $field = $sent and store $stored', async ({ field, sent, stored }) => {
    const body = { ...VALID_APPLICATION, cityCodeId, [field]: sent };
    expect(v.safeParse(applyingRequestBodySchema, body).success).toBe(true);
    const response = await apply(body);
    expect(response.status).toBe(201);
    expect(((await response.json()) as Record<string, unknown>)[field]).toEqual(stored);
  });

  it.each(REFUSED)('both refuse $field = $sent with «$message»', async ({ field, sent, message }) => {
    const body = { ...VALID_APPLICATION, cityCodeId, [field]: sent };
    expect(v.safeParse(applyingRequestBodySchema, body).success).toBe(false);
    const response = await apply(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; details: { path: string; message: string }[] };
    expect(answer.message).toBe('VALIDATION_ERROR');
    expect(answer.details.find((detail) => detail.path === field)).toEqual({ path: field, message });
  });
});

/** Phones as the sign-in forms' mask lets them be typed (always +7), and what the core's phone rule says. */
const PHONES: readonly [string, boolean][] = [
  ['+7 999 123 45 67', true],
  ['79991234567', true],
  ['8 (999) 123-45-67', true],
  ['+7 999 123 45', false],
  ['+7 999 123 45 678', false],
  ['', false],
  ['+7 999 abc 45 67', false],
  ['1 999 123 45 67', false],
];

describe('the sign-in phone: the forms’ core rule and POST /api/authentication/login agree', () => {
  it.each(PHONES)('%j is a phone: %j', async (phone, accepted) => {
    expect(v.is(signInPhone, phone)).toBe(accepted);
    const response = await requestLogin(api, phone, device(), fromIp(freshIp()));
    const answer = (await response.json()) as { message?: string };
    expect(response.status === 400 && answer.message === 'VALIDATION_ERROR').toBe(!accepted);
  });
});
