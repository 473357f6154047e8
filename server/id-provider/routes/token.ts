import { Hono } from 'hono';
import type { ProviderContext } from '../context.ts';
import { echoOriginCors } from '../cors.ts';
import { exchangeCode, refreshTokens } from '../exchange.ts';
import { formBody } from '../form.ts';

function field(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * POST /oauth2/auth, the token endpoint, with the grant in the query and the secret in the form body:
 * - `grant_type=authorization_code&redirect_uri&client_id&code_verifier&state&device_id`, body `code`;
 * - `grant_type=refresh_token&redirect_uri&client_id&state&device_id`, body `refresh_token` (rotation).
 * 200 tokens or 400 `{error, error_description, state}`.
 */
export function tokenRoutes(context: ProviderContext): Hono {
  const app = new Hono();
  app.use(
    '/oauth2/auth',
    echoOriginCors(context.apps, (c) => c.req.query('client_id')),
  );
  app.post('/oauth2/auth', async (c) => {
    const query = c.req.query();
    const body = await formBody(c);
    const scenario = query.client_id === undefined ? null : context.apps.scenarioOf(query.client_id);
    if (scenario === 'token_error') {
      return c.json(
        { error: 'server_error', error_description: 'the token service is unavailable (scenario token_error)' },
        500,
      );
    }
    if (scenario === 'slow_token') {
      await new Promise((resolve) => setTimeout(resolve, context.slowTokenDelayMs));
    }
    const deps = {
      store: context.store,
      apps: context.apps,
      idTokenKey: context.idTokenKey,
      issuer: new URL(c.req.url).origin,
    };
    const result =
      query.grant_type === 'refresh_token'
        ? await refreshTokens(deps, {
            refreshToken: field(body.refresh_token),
            clientId: query.client_id,
            redirectUri: query.redirect_uri,
            deviceId: query.device_id,
            state: query.state,
          })
        : await exchangeCode(deps, {
            grantType: query.grant_type,
            code: field(body.code),
            codeVerifier: query.code_verifier,
            clientId: query.client_id,
            redirectUri: query.redirect_uri,
            deviceId: query.device_id,
            state: query.state,
          });
    if (result.ok) {
      return c.json(result.body);
    }
    return c.json(
      {
        error: result.error,
        error_description: result.description,
        ...(query.state !== undefined && { state: query.state }),
      },
      400,
    );
  });
  return app;
}
