import { Hono, type Context } from 'hono';
import type { Account } from '../accounts.ts';
import type { ProviderContext } from '../context.ts';
import { readFloatingFrameQuery, readFrameQuery, type WidgetFrameQuery } from '../frameQuery.ts';
import { FRAME_ERROR_CSP, frameCsp } from '../headers.ts';
import { errorPage } from '../pages/errorPage.ts';
import { floatingFramePage, framePage, type FrameMode } from '../pages/framePage.ts';
import type { Scenario } from '../scenarios.ts';
import { scenarioOf } from '../scenarioOf.ts';
import { sessionAccount } from '../providerSession.ts';
import { CODE_TTL_SECONDS } from '../store.ts';
import { formBody } from '../form.ts';

function modeOf(scenario: Scenario, query: WidgetFrameQuery, account: Account | undefined): FrameMode {
  switch (scenario) {
    case 'slow':
      return 'silent';
    case 'error':
      return 'error';
    case 'close':
      return 'close';
    case 'no_session':
      return 'no_session';
    default:
      // Like the real provider, the frame knows only a visitor signed in here; the kit never loads it
      // with fast auth off, and if someone does, there is nobody to offer either.
      return account === undefined || query.fastAuthDisabled ? 'no_session' : 'session';
  }
}

/**
 * The widget frames: GET renders the one-tap button's (`/button_one_tap_auth`) or the floating panel's
 * (`/floating_one_tap_auth`) for the embedding page; POST …/login turns a click on «Продолжить как …»
 * into a code (the frame's script then posts '…: success login'). Both run the app's scenario alike.
 */
export function frameRoutes(context: ProviderContext, testControls: boolean): Hono {
  const app = new Hono();

  /** The frame's page for a checked query, or the 400 page that lists its problems. */
  const serve = <Q extends WidgetFrameQuery>(
    c: Context,
    read: (
      query: Record<string, string | undefined>,
      apps: ProviderContext['apps'],
    ) => { query: Q; problems: string[] },
    render: (query: Q, mode: FrameMode, account: Account | null, requestId: string, askAccess: boolean) => string,
  ) => {
    const { query, problems } = read(c.req.query(), context.apps);
    if (problems.length > 0) {
      c.header('Content-Security-Policy', FRAME_ERROR_CSP);
      return c.html(errorPage('Неверные параметры виджета', problems), 400);
    }
    c.header('Content-Security-Policy', frameCsp(context.apps.get(query.appId)?.origins ?? []));
    const signedIn = sessionAccount(c, context);
    const scenario = scenarioOf(c, context, query.appId, testControls);
    const mode = modeOf(scenario, query, signedIn);
    // Only a frame that shows the visitor's account can be turned into a code: no account, no request.
    const offered = mode === 'session' || mode === 'silent' ? signedIn : undefined;
    const requestId = offered === undefined ? '' : context.store.addPending(query.appId, query, offered.userId);
    // Nobody because no cookie came (not the app's no_session scenario): the frame may ask for storage access.
    const askAccess =
      mode === 'no_session' && scenario !== 'no_session' && signedIn === undefined && !query.fastAuthDisabled;
    return c.html(render(query, mode, offered ?? null, requestId, askAccess));
  };

  /** A click in a frame: one frame load and one click give one code, never a code per replayed POST. */
  const login = async (c: Context) => {
    const body = await formBody(c);
    const pending =
      typeof body.request === 'string' && body.request !== '' ? context.store.takePending(body.request) : undefined;
    if (!pending || pending.userId === null) {
      return c.json({ error: 'invalid_request', error_description: 'the frame is too old or unknown: reload it' }, 400);
    }
    const { code, grant } = context.store.issueCode(pending, pending.userId);
    return c.json({
      code,
      device_id: grant.deviceId,
      state: grant.state,
      type: 'code_v2',
      expires_in: CODE_TTL_SECONDS,
    });
  };

  app.get('/button_one_tap_auth', (c) =>
    serve(c, readFrameQuery, (query, mode, account, requestId, askAccess) =>
      framePage({ query, mode, account, requestId, askAccess }),
    ),
  );
  app.post('/button_one_tap_auth/login', login);
  app.get('/floating_one_tap_auth', (c) =>
    serve(c, readFloatingFrameQuery, (query, mode, account, requestId, askAccess) =>
      floatingFramePage({
        query,
        mode,
        account,
        requestId,
        askAccess,
        appName: context.apps.get(query.appId)?.name ?? query.appId,
      }),
    ),
  );
  app.post('/floating_one_tap_auth/login', login);

  return app;
}
