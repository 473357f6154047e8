import { Hono } from 'hono';
import type { ProviderContext } from '../context.ts';
import { readFrameQuery, type FrameQuery } from '../frameQuery.ts';
import { FRAME_CSP } from '../headers.ts';
import { errorPage } from '../pages/errorPage.ts';
import { framePage, type FrameMode } from '../pages/framePage.ts';
import type { Scenario } from '../scenarios.ts';
import { scenarioOf } from '../scenarioOf.ts';
import { sessionAccount } from '../session.ts';
import { CODE_TTL_SECONDS } from '../store.ts';
import { formBody } from '../form.ts';

function modeOf(scenario: Scenario, query: FrameQuery): FrameMode {
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
      // The kit never loads the frame with fast auth off; if someone does, there is nobody to offer.
      return query.fastAuthDisabled ? 'no_session' : 'session';
  }
}

/**
 * The one-tap frame: GET renders it for the embedding page, POST …/login turns a click on
 * «Продолжить как …» into a code (the frame's script then posts 'onetap: success login').
 */
export function frameRoutes(context: ProviderContext, testControls: boolean): Hono {
  const app = new Hono();

  app.get('/button_one_tap_auth', (c) => {
    c.header('Content-Security-Policy', FRAME_CSP);
    const { query, problems } = readFrameQuery(c.req.query(), context.apps);
    if (problems.length > 0) {
      return c.html(errorPage('Неверные параметры виджета', problems), 400);
    }
    const account = sessionAccount(c, context) ?? context.accounts[0]!;
    const requestId = context.store.addPending(query.appId, query, account.userId);
    const mode = modeOf(scenarioOf(c, context, query.appId, testControls), query);
    return c.html(framePage({ query, mode, account, requestId }));
  });

  app.post('/button_one_tap_auth/login', async (c) => {
    const body = await formBody(c);
    const pending = typeof body.request === 'string' ? context.store.pending(body.request) : undefined;
    if (!pending || pending.userId === null) {
      return c.json({ error: 'invalid_request', error_description: 'the frame is too old or unknown: reload it' }, 400);
    }
    const { code, grant } = context.store.issueCode(pending, pending.userId);
    return c.json({ code, device_id: grant.deviceId, state: grant.state, type: 'code_v2', expires_in: CODE_TTL_SECONDS });
  });

  return app;
}
