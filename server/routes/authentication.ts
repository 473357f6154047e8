import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { DescribeRouteOptions } from 'hono-openapi';
import { clientIp } from '../auth/clientIp.ts';
import { requestRecovery, resetPassword } from '../auth/recovery.ts';
import { confirmRegistration, startRegistration } from '../auth/registration.ts';
import { authUserSchema, emptySchema, logoutBody, refreshBody, stepTokenSchema } from '../auth/schemas.ts';
import {
  authSmsCodeBody,
  forgotPasswordBody,
  loginBody,
  passwordLoginBody,
  registerBody,
  registerCodeBody,
  resetPasswordBody,
} from '../../core/domain/auth/signInBodies.ts';
import { smsStepAnswer } from '../auth/sendLimits.ts';
import { endSessions } from '../auth/logout.ts';
import { refreshSession } from '../auth/sessions.ts';
import { confirmLoginCode, passwordLogin, requestLoginCode } from '../auth/signIn.ts';
import { toAuthUser } from '../auth/authUser.ts';
import type { AppEnv } from '../deps.ts';
import { validate } from '../http/validate.ts';
import { errorEnvelope, jsonResponse } from './describe.ts';

type Responses = NonNullable<DescribeRouteOptions['responses']>;

/** Error responses with this route's own codes (docs/security.md lists them all). */
function errors(codes: Record<number, string>): Responses {
  return Object.fromEntries(
    Object.entries(codes).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: resolver(errorEnvelope) } } },
    ]),
  ) as Responses;
}

const TAGS = ['Authentication'];
const CAPTCHA = 'BAD_CAPTCHA (captcha missing, wrong, expired or already used) or VALIDATION_ERROR';
const LIMITED =
  'TOO_MANY_REQUESTS (SMS send limits: details.limit and details.retryAfterSeconds, header Retry-After) or PHONE_LOCKED (too many failures on this phone)';
const AUTH_USER = jsonResponse(200, 'The signed-in user with a new access and refresh token', authUserSchema);

/** POST /api/authentication/*: registration, SMS and password sign-in, recovery and token refresh. */
export function authenticationRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(
    '/api/authentication/register',
    describeRoute({
      summary: 'Registration step 1: sends an SMS code, answers the token of the code step',
      tags: TAGS,
      responses: {
        ...jsonResponse(200, 'Token for register-sms-code', stepTokenSchema),
        ...errors({
          400: CAPTCHA,
          409: 'USER_ALREADY_EXISTS',
          422: 'USER_UNDER_14_YEARS_OLD',
          429: LIMITED,
          502: 'SMS_NOT_SENT',
        }),
      },
    }),
    validate('json', registerBody),
    async (c) => {
      const token = await startRegistration(c.get('deps'), c.req.valid('json'), clientIp(c));
      return c.json(smsStepAnswer(c.get('deps'), token));
    },
  );

  app.post(
    '/api/authentication/register-sms-code',
    describeRoute({
      summary: 'Registration step 2: the SMS code creates the account and signs in',
      tags: TAGS,
      responses: {
        ...AUTH_USER,
        ...errors({
          400: 'WRONG_CODE (wrong, expired, used or voided alike)',
          409: 'USER_ALREADY_EXISTS',
          429: 'PHONE_LOCKED',
        }),
      },
    }),
    validate('json', registerCodeBody),
    async (c) => c.json(await confirmRegistration(c.get('deps'), c.req.valid('json'))),
  );

  app.post(
    '/api/authentication/login',
    describeRoute({
      summary: 'SMS login step 1: sends an SMS code, answers the request id',
      tags: TAGS,
      responses: {
        ...jsonResponse(200, 'Request id for auth-sms-code', stepTokenSchema),
        ...errors({ 400: CAPTCHA, 403: 'USER_BLOCKED', 404: 'USER_NOT_FOUND', 429: LIMITED, 502: 'SMS_NOT_SENT' }),
      },
    }),
    validate('json', loginBody),
    async (c) => {
      const token = await requestLoginCode(c.get('deps'), c.req.valid('json'), clientIp(c));
      return c.json(smsStepAnswer(c.get('deps'), token));
    },
  );

  app.post(
    '/api/authentication/auth-sms-code',
    describeRoute({
      summary: 'SMS login step 2: the SMS code signs in',
      tags: TAGS,
      responses: {
        ...AUTH_USER,
        ...errors({
          400: 'WRONG_CODE (wrong, expired, used or voided alike)',
          403: 'USER_BLOCKED',
          429: 'PHONE_LOCKED',
        }),
      },
    }),
    validate('json', authSmsCodeBody),
    async (c) => c.json(await confirmLoginCode(c.get('deps'), c.req.valid('json'))),
  );

  app.post(
    '/api/authentication/auth',
    describeRoute({
      summary: 'Password login',
      tags: TAGS,
      responses: {
        ...AUTH_USER,
        ...errors({ 400: CAPTCHA, 401: 'WRONG_CREDENTIALS', 403: 'USER_BLOCKED', 429: 'PHONE_LOCKED' }),
      },
    }),
    validate('json', passwordLoginBody),
    async (c) => c.json(await passwordLogin(c.get('deps'), c.req.valid('json'), clientIp(c))),
  );

  app.post(
    '/api/authentication/forgot-password',
    describeRoute({
      summary: 'Password recovery: sends an SMS with a single-use reset link (nothing for an unknown phone)',
      tags: TAGS,
      responses: {
        ...jsonResponse(200, 'Accepted', emptySchema),
        ...errors({
          400: CAPTCHA,
          429: 'BAD_COUNT (too many recovery requests), TOO_MANY_REQUESTS or PHONE_LOCKED',
          502: 'SMS_NOT_SENT',
        }),
      },
    }),
    validate('json', forgotPasswordBody),
    async (c) => {
      await requestRecovery(c.get('deps'), c.req.valid('json'), clientIp(c));
      return c.json({});
    },
  );

  app.post(
    '/api/authentication/reset-password',
    describeRoute({
      summary: 'Sets a new password with the token of the recovery link; ends every session of the user',
      tags: TAGS,
      responses: {
        ...jsonResponse(200, 'Password changed', emptySchema),
        ...errors({ 400: 'INVALID_TOKEN or VALIDATION_ERROR' }),
      },
    }),
    validate('json', resetPasswordBody),
    async (c) => {
      await resetPassword(c.get('deps'), c.req.valid('json'));
      return c.json({});
    },
  );

  app.post(
    '/api/authentication/refresh',
    describeRoute({
      summary: 'Rotates the refresh token and issues a new access token',
      tags: TAGS,
      responses: { ...AUTH_USER, ...errors({ 401: 'INVALID_REFRESH', 403: 'USER_BLOCKED' }) },
    }),
    validate('json', refreshBody),
    async (c) => {
      const { user, tokens } = await refreshSession(c.get('deps'), c.req.valid('json'));
      return c.json(toAuthUser(user, tokens));
    },
  );

  app.post(
    '/api/authentication/logout',
    describeRoute({
      summary:
        'Logout: ends the session of the refresh token (scope session, the default) or every session of its shopper (scope all)',
      description:
        'Revokes the refresh-token family and, at once, the access tokens issued for it. Idempotent: an unknown, rotated or already ended token answers 204 alike. With scope all the token must still be live.',
      tags: TAGS,
      responses: { 204: { description: 'Done, or nothing to end' }, ...errors({ 400: 'VALIDATION_ERROR' }) },
    }),
    validate('json', logoutBody),
    async (c) => {
      await endSessions(c.get('deps'), c.req.valid('json'));
      return c.body(null, 204);
    },
  );

  return app;
}
