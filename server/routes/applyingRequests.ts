import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { isValidWebsite } from '../../core/domain/partnerApplication.ts';
import { canonicalPhone, isValidPhone } from '../../core/domain/phone.ts';
import { normalizeWebsite } from '../../core/domain/showcase/onlineCard.ts';
import type { ApplyingRequest } from '../../core/ports/api.ts';
import { requireAuth } from '../auth/requireAuth.ts';
import { storeApplyingRequest } from '../commands/applyingRequests.ts';
import { applyingRequestsOf } from '../queries/applyingRequests.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { noBidiControls } from '../http/textRules.ts';
import { validate } from '../http/validate.ts';
import { isValidInn } from '../../core/domain/inn.ts';
import { COMMENT_MAX, CONTACT_NAME_MAX, EMAIL_MAX, ORGANISATION_MAX, WEBSITE_MAX } from '../../core/domain/partnerApplication.ts';
import { invalidField } from './common.ts';
import { idNumber } from './publicSchemas.ts';
import { isActiveCity, isOfflineCategory, isOwnFile } from '../queries/references.ts';
import { BEARER, errorResponses, jsonResponse } from './describe.ts';

const blankToNull = (value: string): string | null => (value === '' ? null : value);

/** A required text field: trimmed, no bidirectional controls (they disguise what an organisation is called). */
function required(max: number) {
  return v.pipe(v.string(), noBidiControls, v.trim(), v.nonEmpty('required'), v.maxLength(max));
}

/** The website: the core's rule (an http(s) address with a dotted host), stored with its https:// prefix. */
const website = v.nullish(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(WEBSITE_MAX),
    v.check((value) => value === '' || isValidWebsite(value), 'not a website address such as https://example.ru'),
    v.transform((value: string) => normalizeWebsite(value)),
  ),
  null,
);

const DAY_MS = 24 * 3600 * 1000;

/** POST body: core ApplyingRequestInput plus the two fields the portal adds, which the server overrides. */
const applyingRequestBody = v.object({
  organisation: required(ORGANISATION_MAX),
  inn: v.pipe(
    v.string(),
    v.trim(),
    v.check(isValidInn, 'not a valid INN: 10 or 12 digits with correct check digits'),
    v.description('ИНН: 10 digits (organisation) or 12 (entrepreneur) with valid check digits'),
  ),
  contactName: required(CONTACT_NAME_MAX),
  phone: v.pipe(v.string(), v.maxLength(32), v.check(isValidPhone, 'a phone has 11 digits'), v.description('11 digits in any spelling (+7 …, 8 …)')),
  email: v.pipe(v.string(), noBidiControls, v.trim(), v.maxLength(EMAIL_MAX), v.email('not an e-mail address')),
  cityCodeId: v.pipe(idNumber, v.description('An active city')),
  categoryId: v.nullish(v.pipe(idNumber, v.description('An offline (outlet) category')), null),
  website,
  comment: v.nullish(
    v.pipe(v.string(), noBidiControls, v.trim(), v.maxLength(COMMENT_MAX, `at most ${COMMENT_MAX} characters`), v.transform(blankToNull)),
    null,
  ),
  logoFileId: v.nullish(v.pipe(idNumber, v.description('A file the caller uploaded with POST /api/files/upload')), null),
  blocked: v.optional(v.pipe(v.boolean(), v.description('Ignored: always stored as false'))),
  applyingRequestStatusId: v.optional(v.pipe(v.number(), v.description('Ignored: always stored as 1 (new)'))),
});

/** An application as the API answers it (core ApplyingRequest). */
const applyingRequestSchema = v.object({
  id: v.number(),
  organisation: v.string(),
  inn: v.string(),
  contactName: v.string(),
  phone: v.string(),
  email: v.string(),
  cityCodeId: v.number(),
  categoryId: v.nullable(v.number()),
  website: v.nullable(v.string()),
  comment: v.nullable(v.string()),
  logoFileId: v.nullable(v.number()),
  blocked: v.boolean(),
  applyingRequestStatusId: v.number(),
});

/** Status of an application nobody has reviewed yet (portal §3: starts at 1). */
const NEW_STATUS = 1;

async function checkReferences(db: Db, body: v.InferOutput<typeof applyingRequestBody>, userId: number): Promise<void> {
  if (!(await isActiveCity(db, body.cityCodeId))) {
    invalidField('cityCodeId', 'not an active city');
  }
  if (body.categoryId !== null && !(await isOfflineCategory(db, body.categoryId))) {
    invalidField('categoryId', 'not an offline category');
  }
  if (body.logoFileId !== null && !(await isOwnFile(db, body.logoFileId, userId))) {
    invalidField('logoFileId', 'not a file you uploaded');
  }
}

/** POST /api/applying-requests and GET /api/applying-requests/mine (Bearer). */
export function applyingRequestsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const tags = ['Заявки партнёров'];

  app.post(
    '/api/applying-requests',
    describeRoute({
      tags,
      summary: 'Send a partner application',
      description:
        'Stored with blocked false and applyingRequestStatusId 1 whatever the body says. The phone is stored in its canonical 7XXXXXXXXXX form, the website with https:// in front of a bare domain (javascript: and other non-web addresses are refused). Bidirectional control characters are refused in the text fields. Each user may send APPLICATIONS_PER_DAY (5) applications a day; beyond, 429 TOO_MANY_REQUESTS with details.limit applicationsDay.',
      security: BEARER,
      responses: { ...jsonResponse(201, 'The stored application', applyingRequestSchema), ...errorResponses(400, 401, 429) },
    }),
    requireAuth,
    validate('json', applyingRequestBody),
    async (c) => {
      const { db } = c.get('deps');
      const body = c.req.valid('json');
      const userId = c.get('auth').userId;
      await checkReferences(db, body, userId);
      const stored = await storeApplyingRequest(
        c.get('deps'),
        userId,
        {
          organisation: body.organisation,
          inn: body.inn,
          contactName: body.contactName,
          phone: canonicalPhone(body.phone) ?? body.phone,
          email: body.email,
          cityCodeId: body.cityCodeId,
          categoryId: body.categoryId,
          website: body.website,
          comment: body.comment,
          logoFileId: body.logoFileId,
          blocked: false,
          applyingRequestStatusId: NEW_STATUS,
        },
        [{ name: 'applicationsDay', max: c.get('deps').config.applicationsPerDay, windowMs: DAY_MS }],
      );
      if (!stored) {
        fail(500, 'INTERNAL_ERROR');
      }
      return c.json(stored satisfies ApplyingRequest, 201);
    },
  );

  app.get(
    '/api/applying-requests/mine',
    describeRoute({
      tags,
      summary: 'List the caller’s applications, newest first',
      security: BEARER,
      responses: { ...jsonResponse(200, 'The caller’s applications', v.array(applyingRequestSchema)), ...errorResponses(401) },
    }),
    requireAuth,
    async (c) => {
      const rows = await applyingRequestsOf(c.get('deps').db, c.get('auth').userId);
      return c.json(rows);
    },
  );

  return app;
}
