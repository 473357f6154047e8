import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { isDirectLoopbackClient } from '../auth/clientIp.ts';
import { signInPhone } from '../../core/domain/auth/signInFields.ts';
import type { AppEnv } from '../deps.ts';
import { devHostOnly } from '../http/devHost.ts';
import { notFoundResponse } from '../http/failure.ts';
import { validate } from '../http/validate.ts';
import { errorResponses, jsonResponse } from './describe.ts';

const sentSmsList = v.array(v.object({ phone: v.string(), text: v.string(), code: v.string(), sentAt: v.string() }));

/**
 * GET /api/dev/sms?phone=7XXXXXXXXXX: the console provider's outbox, newest first. With any other provider
 * (deps.smsOutbox null), and to any client that is not on this machine talking to the server directly, the
 * path answers the same 404 as an unknown route: the codes in it sign anyone in. A loopback client naming a
 * Host that is neither a loopback name nor PUBLIC_URL's gets 421 DEV_HOST_NOT_LOCAL (devHostOnly: DNS
 * rebinding, issue 30). Never in the OpenAPI document.
 */
export function devSmsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(
    '/api/dev/sms',
    async (c, next) => {
      if (c.get('deps').smsOutbox === null || !isDirectLoopbackClient(c)) {
        return notFoundResponse(c);
      }
      await next();
    },
    // A page that rebound its name to this machine is a loopback client too: its Host gives it away.
    devHostOnly<AppEnv>((c) => c.get('deps').config.publicOrigin),
    describeRoute({
      summary: 'Development outbox of the console SMS provider (absent with a real provider)',
      tags: ['Development'],
      // A development aid, not part of the API a client may rely on.
      hide: true,
      responses: {
        ...jsonResponse(200, 'Messages to the phone, newest first', sentSmsList),
        ...errorResponses(400, 404),
      },
    }),
    validate('query', v.object({ phone: signInPhone })),
    async (c) => {
      const outbox = c.get('deps').smsOutbox;
      const { phone } = c.req.valid('query');
      return c.json(outbox === null ? [] : await outbox.listFor(phone));
    },
  );
  return app;
}
