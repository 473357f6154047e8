import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  APPLICATION_MESSAGES,
  applyingRequestBodySchema,
  applyingRequestSchema,
  type ApplyingRequest,
  type ApplyingRequestInput,
} from '../../core/domain/partnerApplicationSchema.ts';
import { requireAuth } from '../auth/requireAuth.ts';
import { storeApplyingRequest } from '../commands/applyingRequests.ts';
import { applyingRequestsOf } from '../queries/applyingRequests.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../deps.ts';
import { fail } from '../http/failure.ts';
import { validate } from '../http/validate.ts';
import { invalidField } from './common.ts';
import { isOfflineCategory, isOwnFile } from '../queries/references.ts';
import { activeCities } from '../queries/catalogue.ts';
import { isActiveCity } from '../../core/domain/pageCity.ts';
import { COUNTRY_CODE_ID } from '../../core/domain/constants.ts';
import { BEARER, errorResponses, jsonResponse } from './describe.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Status of an application nobody has reviewed yet (portal §3: starts at 1). */
const NEW_STATUS = 1;

/** The rules that need the database: an active city, an offline category, a logo the caller uploaded. */
async function checkReferences(db: Db, body: ApplyingRequestInput, userId: number): Promise<void> {
  if (!isActiveCity(body.cityCodeId, await activeCities(db, COUNTRY_CODE_ID))) {
    invalidField('cityCodeId', APPLICATION_MESSAGES.city);
  }
  if (body.categoryId !== null && !(await isOfflineCategory(db, body.categoryId))) {
    invalidField('categoryId', APPLICATION_MESSAGES.category);
  }
  if (body.logoFileId !== null && !(await isOwnFile(db, body.logoFileId, userId))) {
    invalidField('logoFileId', APPLICATION_MESSAGES.logo);
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
        'Validated with the core schema the portal’s form checks with (core/domain/partnerApplicationSchema.ts; each refusal in VALIDATION_ERROR details carries the form’s Russian message). Stored with blocked false and applyingRequestStatusId 1 whatever the body says. The INN is stored without the spaces between its groups, the phone in its canonical 7XXXXXXXXXX form, the website with https:// in front of a bare domain (javascript: and other non-web addresses are refused). Bidirectional control characters are refused in the text fields. Each user may send APPLICATIONS_PER_DAY (5) applications a day; beyond, 429 TOO_MANY_REQUESTS with details.limit applicationsDay.',
      security: BEARER,
      responses: {
        ...jsonResponse(201, 'The stored application', applyingRequestSchema),
        ...errorResponses(400, 401, 429),
      },
    }),
    requireAuth,
    validate('json', applyingRequestBodySchema),
    async (c) => {
      const { db } = c.get('deps');
      const body = c.req.valid('json');
      const userId = c.get('auth').userId;
      await checkReferences(db, body, userId);
      const stored = await storeApplyingRequest(
        c.get('deps'),
        userId,
        { ...body, blocked: false, applyingRequestStatusId: NEW_STATUS },
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
      responses: {
        ...jsonResponse(200, 'The caller’s applications', v.array(applyingRequestSchema)),
        ...errorResponses(401),
      },
    }),
    requireAuth,
    async (c) => {
      const rows = await applyingRequestsOf(c.get('deps').db, c.get('auth').userId);
      return c.json(rows);
    },
  );

  return app;
}
