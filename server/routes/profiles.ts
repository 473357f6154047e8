import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { isUnderMinimumAge } from '../../core/domain/birthDate.ts';
import { canonicalPhone } from '../../core/domain/phone.ts';
import {
  PROFILE_MESSAGES,
  tenantProfileSchema,
  tenantProfileUpdateSchema,
  type TenantProfileUpdate,
} from '../../core/domain/tenantProfileSchema.ts';
import type { TenantProfile } from '../../core/model/index.ts';
import { requireAuth } from '../auth/requireAuth.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { validate } from '../http/validate.ts';
import { invalidField, ownProfile } from './common.ts';
import { idParam } from './publicSchemas.ts';
import { editProfile } from '../commands/profiles.ts';
import { readProfile } from '../queries/profiles.ts';
import { isOwnFile } from '../queries/references.ts';
import { activeCities } from '../queries/catalogue.ts';
import { isActiveCity } from '../../core/domain/pageCity.ts';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { BEARER, errorResponses, jsonResponse } from './describe.ts';

type ProfileUpdate = TenantProfileUpdate;

const WRITABLE = [
  'nickname',
  'firstName',
  'lastName',
  'surName',
  'gender',
  'birthday',
  'jobTitle',
  'email',
  'whatsapp',
  'telegram',
  'instagram',
  'countryCodeId',
  'cityCodeId',
  'address',
  'pushTypeIds',
  'photoFileId',
] as const satisfies readonly (keyof ProfileUpdate & keyof TenantProfile)[];

/** The fields the body sets, without the ones it left out. */
function changesOf(body: ProfileUpdate): Partial<Pick<TenantProfile, (typeof WRITABLE)[number]>> {
  const entries = WRITABLE.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]);
  return Object.fromEntries(entries) as Partial<Pick<TenantProfile, (typeof WRITABLE)[number]>>;
}

/** The rules that need the stored profile or the database; each failure is a 4xx. */
async function checkUpdate(
  db: Db,
  body: ProfileUpdate,
  stored: TenantProfile,
  userId: number,
  nowMs: number,
): Promise<void> {
  if (body.id !== undefined && body.id !== stored.id) {
    invalidField('id', PROFILE_MESSAGES.invalid);
  }
  if (body.phone !== undefined && canonicalPhone(body.phone) !== canonicalPhone(stored.phone)) {
    invalidField('phone', PROFILE_MESSAGES.phone);
  }
  if (
    body.cityCodeId != null &&
    body.cityCodeId !== stored.cityCodeId &&
    !isActiveCity(body.cityCodeId, await activeCities(db, COUNTRY_CODE_ID))
  ) {
    invalidField('cityCodeId', PROFILE_MESSAGES.city);
  }
  if (
    body.photoFileId != null &&
    body.photoFileId !== stored.photoFileId &&
    !(await isOwnFile(db, body.photoFileId, userId))
  ) {
    invalidField('photoFileId', PROFILE_MESSAGES.photo);
  }
  // Registration refuses under-14s; an edit must not get round it (checked only when the date changes).
  if (body.birthday != null && body.birthday !== stored.birthday && isUnderMinimumAge(body.birthday, nowMs)) {
    fail(422, 'USER_UNDER_14_YEARS_OLD');
  }
}

/**
 * GET and PUT /api/tenant-profiles/{id}: the signed-in shopper's own profile only. The body's schema is the core's
 * (core/domain/tenantProfileSchema.ts), the one the profile form checks with, so each refusal carries the form's message.
 */
export function profilesRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(
    '/api/tenant-profiles/:id',
    describeRoute({
      tags: ['Профиль'],
      summary: 'Read the caller’s tenant profile',
      security: BEARER,
      responses: { ...jsonResponse(200, 'The profile', tenantProfileSchema), ...errorResponses(400, 401, 403, 404) },
    }),
    requireAuth,
    validate('param', idParam),
    ownProfile,
    async (c) => {
      const profile = await readProfile(c.get('deps').db, c.req.valid('param').id);
      if (!profile) {
        fail(404, 'NOT_FOUND');
      }
      return c.json(profile);
    },
  );

  app.put(
    '/api/tenant-profiles/:id',
    describeRoute({
      tags: ['Профиль'],
      summary: 'Update the caller’s tenant profile',
      description:
        'Sends the fields to change (the portal sends only what was edited; cityCodeId with countryCodeId 1). Fields left out keep their values, merged in one transaction so two writers do not undo each other; phone (the login), id and blocked cannot be changed. Answers the whole stored profile.',
      security: BEARER,
      responses: {
        ...jsonResponse(200, 'The stored profile', tenantProfileSchema),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    requireAuth,
    validate('param', idParam),
    ownProfile,
    validate('json', tenantProfileUpdateSchema),
    async (c) => {
      const { db, clock } = c.get('deps');
      const id = c.req.valid('param').id;
      const body = c.req.valid('json');
      const userId = c.get('auth').userId;
      // Read, check and write in one transaction on the locked row: only the fields sent change, and a
      // concurrent writer (the header's city, the profile form) is neither undone nor checked against a stale row.
      const updated = await editProfile(db, id, async (tx, stored) => {
        await checkUpdate(tx, body, stored, userId, clock.now());
        return changesOf(body);
      });
      if (!updated) {
        fail(404, 'NOT_FOUND');
      }
      return c.json(updated);
    },
  );

  return app;
}
