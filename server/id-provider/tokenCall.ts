import { Hono, type Context } from 'hono';
import type { ProviderContext } from './context.ts';
import { echoOriginCors } from './cors.ts';
import { formBody } from './form.ts';

/** The client id of a front-end call: in the query as the kit sends it, or in the form body. */
function clientIdOf(query: string | undefined, body: Record<string, unknown>): string {
  if (query !== undefined && query !== '') {
    return query;
  }
  return typeof body.client_id === 'string' ? body.client_id : '';
}

/** What a token call names: the client, and the token of the form's `tokenField` ('' when absent). */
export interface TokenCall {
  clientId: string;
  token: string;
}

/** 401 invalid_token, with the WWW-Authenticate header RFC 6750 §3 asks for. */
export function invalidToken(c: Context, description: string): Response {
  c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
  return c.json({ error: 'invalid_token', error_description: description }, 401);
}

/**
 * POST `path`, one of the calls a site's front end makes with a token (logout, user info, public info):
 * credentialed CORS for the registered app's origin, the client id in the query or the form (400
 * invalid_request without one), the token in the form's `tokenField`; `answer` judges the token.
 */
export function tokenCallRoutes(
  context: ProviderContext,
  path: string,
  tokenField: string,
  answer: (c: Context, call: TokenCall) => Response | Promise<Response>,
): Hono {
  const app = new Hono();
  app.use(
    path,
    echoOriginCors(context.apps, (c) => c.req.query('client_id') || undefined),
  );
  app.post(path, async (c) => {
    const body = await formBody(c);
    const clientId = clientIdOf(c.req.query('client_id'), body);
    const field = body[tokenField];
    if (clientId === '') {
      return c.json({ error: 'invalid_request', error_description: 'client_id is required' }, 400);
    }
    return answer(c, { clientId, token: typeof field === 'string' ? field : '' });
  });
  return app;
}
