/** Request and answer schemas of the social sign-in calls (also their OpenAPI description). */
import * as v from 'valibot';
import { pageSecretSchema } from '../../../core/domain/socialLogin.ts';
import { signInPhone } from '../../../core/domain/auth/signInFields.ts';
import { authUserSchema } from '../schemas.ts';
import type { ReferralEntry } from '../../commands/shoppers.ts';
import { vkDataSchema } from './vkData.ts';

const bounded = (max: number, description: string) =>
  v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.description(description));
const fingerprintField = bounded(1024, 'User agent followed by the role id (portal §6)');
const redirectUriField = bounded(
  2048,
  'One of the configured redirect URIs (VKID_REDIRECT_URIS): the portal’s /login-vk or /registration-vk',
);
const referralField = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)));

export const codeChallengeBody = v.object({
  fingerprint: fingerprintField,
  redirectUri: redirectUriField,
  pageSecret: pageSecretSchema,
});

export const codeChallengeAnswer = v.object({
  codeChallenge: v.pipe(v.string(), v.description('BASE64URL(SHA-256(verifier)); the verifier stays on the server')),
  codeChallengeMethod: v.literal('S256'),
  state: v.pipe(v.string(), v.description('Single use, bound to the fingerprint and redirect URI, valid 10 minutes')),
  appId: v.pipe(v.string(), v.description('The application id at the provider (the kit’s Config app)')),
  providerUrl: v.pipe(
    v.string(),
    v.description('The provider’s origin as the browser reaches it (the kit’s __vkidDomain)'),
  ),
  redirectUri: v.string(),
});

export const loginFromVkBody = v.pipe(
  v.object({
    code: bounded(2048, 'The code the provider sent back'),
    fingerprint: fingerprintField,
    deviceId: bounded(512, 'The device_id the provider sent back with the code'),
    redirectUri: redirectUriField,
    state: bounded(512, 'The state code-challenge-vk answered'),
    // Optional in the schema so that a page that lost it hears STATE_PAGE_MISMATCH, not VALIDATION_ERROR.
    pageSecret: v.optional(pageSecretSchema),
    suid: referralField,
    tid: referralField,
    did: referralField,
  }),
  v.check(
    (body) => [body.suid, body.tid, body.did].filter((id) => id !== undefined).length <= 1,
    'at most one of suid, tid, did',
  ),
);

/** The suid/tid/did of a body, if any. */
export function referralOf(body: { suid?: string; tid?: string; did?: string }): ReferralEntry | null {
  for (const key of ['suid', 'tid', 'did'] as const) {
    const id = body[key];
    if (id !== undefined) {
      return { key, id };
    }
  }
  return null;
}

export const socialAuthUserSchema = v.object({ ...authUserSchema.entries, vkData: vkDataSchema });

export const signUpPhoneBody = v.object({
  signUpToken: bounded(100, 'details.token of the PHONE_REQUIRED answer'),
  phone: signInPhone,
  token: bounded(8192, 'Captcha payload'),
});

export const signUpCodeBody = v.object({
  requestId: bounded(100, 'The token vk-phone answered'),
  code: bounded(16, 'The SMS code'),
});
