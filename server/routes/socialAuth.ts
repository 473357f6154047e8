import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { DescribeRouteOptions } from 'hono-openapi';
import { clientIp } from '../auth/clientIp.ts';
import { stepTokenSchema } from '../auth/schemas.ts';
import { smsStepAnswer } from '../auth/sendLimits.ts';
import {
  codeChallengeAnswer,
  codeChallengeBody,
  loginFromVkBody,
  referralOf,
  signUpCodeBody,
  signUpPhoneBody,
  socialAuthUserSchema,
} from '../auth/social/schemas.ts';
import { loginFromVk } from '../auth/social/signIn.ts';
import { confirmSignUpCode, requestSignUpCode } from '../auth/social/signUps.ts';
import {
  browserBindingOf,
  forgetBrowserBinding,
  keepBrowserBinding,
  newBrowserBinding,
} from '../auth/social/browserBinding.ts';
import { startSocialSignIn } from '../auth/social/states.ts';
import type { AppEnv } from '../deps.ts';
import { validate } from '../http/validate.ts';
import { fail } from '../http/failure.ts';
import { errorEnvelope, jsonResponse } from './describe.ts';

type Responses = NonNullable<DescribeRouteOptions['responses']>;

function errors(codes: Record<number, string>): Responses {
  return Object.fromEntries(
    Object.entries(codes).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: resolver(errorEnvelope) } } },
    ]),
  ) as Responses;
}

const TAGS = ['Authentication'];
const SIGNED_IN = jsonResponse(
  200,
  'The signed-in user with a new access and refresh token, and vkData (the provider account)',
  socialAuthUserSchema,
);
const STATE_ERRORS =
  'STATE_UNKNOWN, STATE_USED, STATE_EXPIRED, STATE_BROWSER_MISMATCH (the sign-in was begun in another browser: no or another binding cookie), ' +
  'STATE_PAGE_MISMATCH (the sign-in was begun on another page: no or another pageSecret; the cookie alone can be planted from another port), ' +
  'STATE_FINGERPRINT_MISMATCH, STATE_REDIRECT_MISMATCH, PROVIDER_REFUSED (details.error: the provider’s code) or VALIDATION_ERROR';

/**
 * POST /api/authentication/code-challenge-vk, login-from-vk (portal §7) and the phone step of a social
 * registration (vk-phone, vk-phone-code). docs/security.md «Social sign-in» has the rules.
 */
export function socialAuthRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(
    '/api/authentication/code-challenge-vk',
    describeRoute({
      summary:
        'Starts a social sign-in: a PKCE S256 challenge and a single-use state (the verifier stays on the server)',
      description:
        'Sets the HttpOnly, SameSite=Lax cookie social_sign_in_<tag>, named for the state (Path=/api/authentication, the state’s ' +
        'lifetime): the state is bound to it, and login-from-vk requires it. The state is also bound to pageSecret, a secret the page ' +
        'made and keeps in its own sessionStorage (only its SHA-256 is stored): login-from-vk requires it back in its body.',
      tags: TAGS,
      responses: {
        ...jsonResponse(
          200,
          'What the widget kit needs: challenge, state, app id, provider origin',
          codeChallengeAnswer,
        ),
        ...errors({
          400: 'REDIRECT_URI_NOT_ALLOWED or VALIDATION_ERROR',
          404: 'SOCIAL_SIGN_IN_OFF: no provider is configured (VKID_APP_ID, VKID_URL or the local provider)',
          429: 'TOO_MANY_REQUESTS (details.limit: ipHour or fingerprintHour)',
        }),
      },
    }),
    validate('json', codeChallengeBody),
    async (c) => {
      const deps = c.get('deps');
      const body = c.req.valid('json');
      const config = deps.config.identityProvider;
      if (!config.available) {
        // Before any state is stored or limit counted: there is no sign-in to start (issue 31).
        return fail(404, 'SOCIAL_SIGN_IN_OFF');
      }
      const browser = newBrowserBinding();
      const started = await startSocialSignIn(deps, { ...body, browser }, clientIp(c));
      keepBrowserBinding(c, started.state, browser, {
        lifetimeSeconds: config.stateTtlSeconds,
        https: body.redirectUri.startsWith('https:'),
      });
      return c.json({
        ...started,
        codeChallengeMethod: 'S256' as const,
        appId: config.appId,
        providerUrl: config.browserOrigin,
        redirectUri: body.redirectUri,
      });
    },
  );

  app.post(
    '/api/authentication/login-from-vk',
    describeRoute({
      summary: 'Finishes a social sign-in: exchanges the code with the provider and signs in or registers the shopper',
      description:
        'An existing shopper is found by the provider account, then by the phone the provider vouches for (verified); otherwise a new ' +
        'shopper is registered with the provider’s name, gender and birthday and the referral (suid, tid or did). Provider failures are 424, never 5xx.',
      tags: TAGS,
      responses: {
        ...SIGNED_IN,
        ...errors({
          400: STATE_ERRORS,
          403: 'USER_BLOCKED',
          409: 'USER_ALREADY_EXISTS (the phone or provider account was taken by a parallel sign-in)',
          422: 'USER_UNDER_14_YEARS_OLD, PROFILE_INCOMPLETE (details.missing) or PHONE_REQUIRED (details.token for vk-phone, details.vkData)',
          424: 'PROVIDER_TIMEOUT, PROVIDER_UNAVAILABLE or PROVIDER_BAD_ANSWER',
        }),
      },
    }),
    validate('json', loginFromVkBody),
    async (c) => {
      const body = c.req.valid('json');
      const signedIn = await loginFromVk(c.get('deps'), {
        ...body,
        referral: referralOf(body),
        browser: browserBindingOf(c, body.state),
        pageSecret: body.pageSecret ?? null,
      });
      forgetBrowserBinding(c, body.state);
      return c.json(signedIn);
    },
  );

  app.post(
    '/api/authentication/vk-phone',
    describeRoute({
      summary: 'Phone step of a social registration: sends an SMS code to the phone the shopper typed',
      tags: TAGS,
      responses: {
        ...jsonResponse(200, 'Request id for vk-phone-code', stepTokenSchema),
        ...errors({
          400: 'BAD_CAPTCHA, INVALID_TOKEN (sign-up unknown, used or older than 30 minutes) or VALIDATION_ERROR',
          429: 'TOO_MANY_REQUESTS or PHONE_LOCKED',
          502: 'SMS_NOT_SENT',
        }),
      },
    }),
    validate('json', signUpPhoneBody),
    async (c) =>
      c.json(smsStepAnswer(c.get('deps'), await requestSignUpCode(c.get('deps'), c.req.valid('json'), clientIp(c)))),
  );

  app.post(
    '/api/authentication/vk-phone-code',
    describeRoute({
      summary: 'Phone step, the code: registers (or links) the shopper and signs in',
      tags: TAGS,
      responses: {
        ...SIGNED_IN,
        ...errors({
          400: 'WRONG_CODE or INVALID_TOKEN',
          403: 'USER_BLOCKED',
          409: 'USER_ALREADY_EXISTS',
          429: 'PHONE_LOCKED',
        }),
      },
    }),
    validate('json', signUpCodeBody),
    async (c) => c.json(await confirmSignUpCode(c.get('deps'), c.req.valid('json'))),
  );

  return app;
}
