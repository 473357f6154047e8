import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { isUnderMinimumAge } from '../../core/domain/birthDate.ts';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { GENDER_CHOICES } from '../../core/domain/gender.ts';
import { sanitizeName } from '../../core/domain/name.ts';
import { canonicalPhone } from '../../core/domain/phone.ts';
import type { TenantProfile } from '../../core/model/index.ts';
import { requireAuth } from '../auth/requireAuth.ts';
import { birthdayField, genderField } from '../auth/schemas.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { noBidiControls } from '../http/textRules.ts';
import { validate } from '../http/validate.ts';
import { invalidField, ownProfile } from './common.ts';
import { idNumber, idParam } from './publicSchemas.ts';
import { updateProfile } from '../commands/profiles.ts';
import { readProfile } from '../queries/profiles.ts';
import { isActiveCity, isOwnFile } from '../queries/references.ts';
import { BEARER, errorResponses, jsonResponse } from './describe.ts';

const blankToNull = (value: string): string | null => (value === '' ? null : value);

/** Free text: no bidirectional controls, trimmed, length-capped, '' stored as null. */
function text(max: number) {
  return v.optional(v.nullable(v.pipe(v.string(), noBidiControls, v.trim(), v.maxLength(max), v.transform(blankToNull))));
}

/**
 * A name field: portal §5's name rule (Latin and Cyrillic letters only), '' stored as null. Bidirectional
 * controls are refused rather than silently dropped, like everywhere else.
 */
const name = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100), noBidiControls, v.transform(sanitizeName), v.transform(blankToNull))));

const email = v.optional(
  v.nullable(v.pipe(v.string(), noBidiControls, v.trim(), v.maxLength(254), v.transform(blankToNull), v.nullable(v.pipe(v.string(), v.email('not an e-mail address'))))),
);

/**
 * PUT body: the TenantProfile the client read, with its edits. A field left out keeps its stored
 * value; `id`, `phone` and `blocked` may be sent back but are not writable.
 */
const profileUpdateBody = v.object({
  id: v.optional(idNumber),
  blocked: v.optional(v.pipe(v.boolean(), v.description('Ignored: only the server blocks a profile'))),
  nickname: text(100),
  firstName: name,
  lastName: name,
  surName: name,
  gender: v.optional(v.nullable(genderField)),
  // The same range as registration: beyond it the age rule cannot judge the date, and the column would overflow.
  birthday: v.optional(v.nullable(birthdayField)),
  jobTitle: text(200),
  email,
  phone: v.optional(v.pipe(v.string(), v.maxLength(32), v.description('The login: must equal the stored phone'))),
  whatsapp: text(200),
  telegram: text(200),
  instagram: text(200),
  countryCodeId: v.optional(v.literal(COUNTRY_CODE_ID)),
  cityCodeId: v.optional(v.nullable(v.pipe(idNumber, v.description('An active city')))),
  address: text(500),
  pushTypeIds: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
      v.maxLength(20),
      v.transform((ids) => [...new Set(ids)]),
    ),
  ),
  photoFileId: v.optional(v.nullable(v.pipe(idNumber, v.description('A file the caller uploaded')))),
});

type ProfileUpdate = v.InferOutput<typeof profileUpdateBody>;

/** The profile as the API answers it (core TenantProfile). */
const tenantProfileSchema = v.object({
  id: v.number(),
  blocked: v.boolean(),
  nickname: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  surName: v.nullable(v.string()),
  gender: v.nullable(v.picklist(GENDER_CHOICES.map((choice) => choice.value))),
  birthday: v.nullable(v.number()),
  jobTitle: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.string(),
  whatsapp: v.nullable(v.string()),
  telegram: v.nullable(v.string()),
  instagram: v.nullable(v.string()),
  countryCodeId: v.number(),
  cityCodeId: v.nullable(v.number()),
  address: v.nullable(v.string()),
  pushTypeIds: v.array(v.number()),
  photoFileId: v.nullable(v.number()),
});

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
async function checkUpdate(db: Db, body: ProfileUpdate, stored: TenantProfile, userId: number, nowMs: number): Promise<void> {
  if (body.id !== undefined && body.id !== stored.id) {
    invalidField('id', 'does not match the profile in the path');
  }
  if (body.phone !== undefined && canonicalPhone(body.phone) !== canonicalPhone(stored.phone)) {
    invalidField('phone', 'the phone is the login and cannot be changed here');
  }
  if (body.cityCodeId != null && body.cityCodeId !== stored.cityCodeId && !(await isActiveCity(db, body.cityCodeId))) {
    invalidField('cityCodeId', 'not an active city');
  }
  if (body.photoFileId != null && body.photoFileId !== stored.photoFileId && !(await isOwnFile(db, body.photoFileId, userId))) {
    invalidField('photoFileId', 'not a file you uploaded');
  }
  // Registration refuses under-14s; an edit must not get round it (checked only when the date changes).
  if (body.birthday != null && body.birthday !== stored.birthday && isUnderMinimumAge(body.birthday, nowMs)) {
    fail(422, 'USER_UNDER_14_YEARS_OLD');
  }
}

/** GET and PUT /api/tenant-profiles/{id}: the signed-in shopper's own profile only. */
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
        'Sends the profile back with its edits (the portal changes cityCodeId with countryCodeId 1). Fields left out keep their values; phone (the login), id and blocked cannot be changed. Answers the stored profile.',
      security: BEARER,
      responses: { ...jsonResponse(200, 'The stored profile', tenantProfileSchema), ...errorResponses(400, 401, 403, 404) },
    }),
    requireAuth,
    validate('param', idParam),
    ownProfile,
    validate('json', profileUpdateBody),
    async (c) => {
      const { db, clock } = c.get('deps');
      const id = c.req.valid('param').id;
      const body = c.req.valid('json');
      const stored = await readProfile(db, id);
      if (!stored) {
        fail(404, 'NOT_FOUND');
      }
      await checkUpdate(db, body, stored, c.get('auth').userId, clock.now());
      const changes = changesOf(body);
      if (Object.keys(changes).length === 0) {
        return c.json(stored);
      }
      const updated = await updateProfile(db, id, changes);
      if (!updated) {
        fail(404, 'NOT_FOUND');
      }
      return c.json(updated);
    },
  );

  return app;
}
