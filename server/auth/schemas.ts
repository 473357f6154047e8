/**
 * Response schemas of /api/authentication/* and the refresh body (core/ports/api.ts and adapters/http/OfetchApi.ts
 * shapes). The sign-in bodies the forms send are the core's (core/domain/auth/signInBodies.ts).
 */
import * as v from 'valibot';
import { fingerprintField, stepToken } from '../../core/domain/auth/signInFields.ts';

export const refreshBody = v.object({
  refreshToken: stepToken(200, 'The refresh token of the session'),
  accessToken: stepToken(4096, 'The last access token of the session; may be expired'),
  fingerprint: fingerprintField,
});

/** The logout's body (core/domain/logoutRequest.ts, shared with the in-memory back end). */
export { logoutRequestSchema as logoutBody } from '../../core/domain/logoutRequest.ts';

/** `{ token }` of register and login. */
export const stepTokenSchema = v.object({
  token: v.string(),
  resendAfterSeconds: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(0),
    v.description(
      'Seconds until this phone may get the next SMS: the code step counts them down before «Отправить код ещё раз»',
    ),
  ),
});

/** The AuthUser every sign-in call answers. */
export const authUserSchema = v.object({
  id: v.number(),
  login: v.string(),
  accessToken: v.string(),
  refreshToken: v.string(),
  roles: v.array(v.number()),
  corporateSalesUnitIds: v.array(v.number()),
  tenantProfileId: v.nullable(v.number()),
  employeeSalesUnitIds: v.array(v.number()),
  employeeProfileId: v.nullable(v.number()),
  distributorProfileId: v.nullable(v.number()),
});

export const emptySchema = v.object({});
