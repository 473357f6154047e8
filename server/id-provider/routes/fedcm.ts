import { Hono, type Context } from 'hono';
import type { Account } from '../accounts.ts';
import type { ProviderContext } from '../context.ts';
import { formBody } from '../form.ts';
import { checkApp, checkSignIn, QueryCheck } from '../params.ts';
import { LOGIN_STATUS_HEADER, sessionAccount } from '../providerSession.ts';
import { CODE_TTL_SECONDS } from '../store.ts';

/** Where the FedCM config file lives on the provider (the kit's `configURL` is the provider's origin + this). */
const FEDCM_CONFIG_PATH = '/fedcm/config.json';

/**
 * FedCM (https://w3c-fedid.github.io/FedCM/) for the one-tap button where the frame sees nobody
 * because the browser blocks third-party cookies (issue 22). The browser itself fetches:
 * `/.well-known/web-identity` (at the registrable domain: for `id.localhost` the host itself) →
 * the config → accounts (with the provider's cookies) → client metadata → the ID assertion (POST
 * with the cookies and the site's `Origin`). Each of the credentialed ones carries
 * `Sec-Fetch-Dest: webidentity`, which a page's fetch cannot set: without it they answer nothing.
 *
 * The assertion's `token` is the JSON of what the frame's «success login» message carries
 * (`{ code, device_id, state, type: 'code_v2', expires_in }`): the code bound to the app, to the
 * site's registered origin and redirect URI and to its PKCE challenge, which the kit passes in
 * `params` (`redirect_uri`, `code_challenge`, `code_challenge_method`, `state`, `scope`).
 */
export function fedcmRoutes(context: ProviderContext): Hono {
  const app = new Hono();

  const fromBrowser = (c: Context) => c.req.header('Sec-Fetch-Dest') === 'webidentity';
  const refuse = (c: Context, code: string, status: 400 | 401 | 403) => c.json({ error: { code } }, status);

  // The configured origin, never the Host header: a rebound name must not be named as the provider (issue 30 §2).
  app.get('/.well-known/web-identity', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({
      provider_urls: [context.origin + FEDCM_CONFIG_PATH],
      accounts_endpoint: '/fedcm/accounts',
      login_url: '/',
    });
  });

  app.get(FEDCM_CONFIG_PATH, (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({
      accounts_endpoint: '/fedcm/accounts',
      client_metadata_endpoint: '/fedcm/client_metadata',
      id_assertion_endpoint: '/fedcm/assertion',
      disconnect_endpoint: '/fedcm/disconnect',
      login_url: '/',
      branding: { background_color: '#0077ff', color: '#ffffff', name: 'VK ID (локальный)' },
    });
  });

  app.get('/fedcm/accounts', (c) => {
    if (!fromBrowser(c)) {
      return refuse(c, 'invalid_request', 400);
    }
    const account = sessionAccount(c, context);
    if (!account) {
      // FedCM reads a 401 (or an empty list) as «signed out here»: no dialog, the frame's own state stays. The
      // status heals a browser that still thinks someone is signed in (a provider restarted forgets its sessions).
      c.header(LOGIN_STATUS_HEADER, 'logged-out');
      return c.json({ accounts: [] }, 401);
    }
    return c.json({ accounts: [accountEntry(account)] });
  });

  app.get('/fedcm/client_metadata', (c) => {
    if (!fromBrowser(c)) {
      return refuse(c, 'invalid_request', 400);
    }
    const registered = context.apps.get(c.req.query('client_id') ?? '');
    const home = registered?.origins[0];
    if (!registered || home === undefined) {
      return refuse(c, 'unauthorized_client', 400);
    }
    return c.json({ privacy_policy_url: `${home}/privacy`, terms_of_service_url: `${home}/terms` });
  });

  /** Credentialed CORS for the site's origin, set only after the origin was found registered. */
  const allowOrigin = (c: Context, origin: string) => {
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Access-Control-Allow-Credentials', 'true');
    c.header('Vary', 'Origin');
  };

  /**
   * What both credentialed calls check first: a browser's FedCM request (Sec-Fetch-Dest) from an origin the
   * named app registered. Answers the form body, the app id and the origin, or the refusal to send.
   */
  const registeredCaller = async (
    c: Context,
  ): Promise<{ body: Record<string, unknown>; clientId: string; origin: string } | Response> => {
    if (!fromBrowser(c)) {
      return refuse(c, 'invalid_request', 400);
    }
    const body = await formBody(c);
    const clientId = typeof body.client_id === 'string' ? body.client_id : '';
    const origin = c.req.header('Origin') ?? '';
    if (!context.apps.originRegistered(clientId, origin)) {
      return refuse(c, 'unauthorized_client', 403);
    }
    allowOrigin(c, origin);
    return { body, clientId, origin };
  };

  app.post('/fedcm/assertion', async (c) => {
    const caller = await registeredCaller(c);
    if (caller instanceof Response) {
      return caller;
    }
    const { body, clientId, origin } = caller;
    if (context.apps.scenarioOf(clientId) === 'decline') {
      // The provider declines the visitor's chosen account, as its sign-in page does for this app: FedCM's error
      // shape (`code` as Chrome reads it, `error` as the specification names it), shown by the browser and handed
      // to the page as an IdentityCredentialError once the visitor closes it.
      return c.json({ error: { code: 'access_denied', error: 'access_denied' } }, 401);
    }
    const account = sessionAccount(c, context);
    if (!account || body.account_id !== String(account.userId)) {
      return refuse(c, 'access_denied', 401);
    }
    const check = new QueryCheck({ ...paramsOf(body.params), client_id: clientId, origin });
    const { appId, redirectUri } = checkApp(check, context.apps, { idName: 'client_id', origin: 'required' });
    const signIn = checkSignIn(check);
    if (check.problems.length > 0) {
      return refuse(c, 'invalid_request', 400);
    }
    const requestId = context.store.addPending(appId, { redirectUri, origin, langId: 0, ...signIn }, account.userId);
    const pending = context.store.takePending(requestId);
    if (!pending) {
      return refuse(c, 'server_error', 400);
    }
    const { code, grant } = context.store.issueCode(pending, account.userId);
    const token = JSON.stringify({
      code,
      device_id: grant.deviceId,
      state: grant.state,
      type: 'code_v2',
      expires_in: CODE_TTL_SECONDS,
    });
    return c.json({ token });
  });

  app.post('/fedcm/disconnect', async (c) => {
    const caller = await registeredCaller(c);
    if (caller instanceof Response) {
      return caller;
    }
    const account = sessionAccount(c, context);
    if (!account) {
      return refuse(c, 'access_denied', 401);
    }
    // The provider keeps no list of approved sites, so there is nothing more to forget.
    return c.json({ account_id: String(account.userId) });
  });

  return app;
}

function accountEntry(account: Account) {
  return {
    id: String(account.userId),
    name: `${account.firstName} ${account.lastName}`,
    given_name: account.firstName,
    email: account.email,
  };
}

/** The site's `params` (a JSON object of strings, sent by the browser as one form field); anything else reads as none. */
function paramsOf(raw: unknown): Record<string, string> {
  if (typeof raw !== 'string') {
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return {};
    }
    const out: Record<string, string> = {};
    for (const name of ['redirect_uri', 'code_challenge', 'code_challenge_method', 'state', 'scope']) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string') {
        out[name] = value;
      }
    }
    return out;
  } catch {
    return {};
  }
}
