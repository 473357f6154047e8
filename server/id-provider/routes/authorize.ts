import { Hono, type Context } from 'hono';
import { readAuthorizeQuery } from '../authorizeQuery.ts';
import { accountById, type ProviderContext } from '../context.ts';
import { authorizeCsp, PROVIDER_CSP } from '../headers.ts';
import { authorizePage } from '../pages/authorizePage.ts';
import { errorPage } from '../pages/errorPage.ts';
import { popupAnswerPage, type PopupPayload } from '../pages/popupAnswerPage.ts';
import { scenarioOf } from '../scenarioOf.ts';
import { startSession } from '../providerSession.ts';
import { CODE_TTL_SECONDS, type PendingSignIn } from '../store.ts';
import { bindBrowser, isBoundBrowser } from '../browserBinding.ts';
import { formBody } from '../form.ts';
import { fromOwnPage } from '../ownPage.ts';

type Answered = Pick<PendingSignIn, 'redirectUri' | 'state' | 'origin' | 'langId'>;

const DECLINED = 'the user declined to sign in';

/**
 * Ends a sign-in: in popup mode (an `origin` was given) a page that posts the payload to the opener;
 * in redirect mode a 303 to redirect_uri with the payload in the query (keeping the query it has).
 */
function answer(c: Context, request: Answered, payload: PopupPayload): Response {
  if (request.origin !== null) {
    c.header('Content-Security-Policy', PROVIDER_CSP);
    return c.html(popupAnswerPage(request.origin, payload, request.langId));
  }
  const target = new URL(request.redirectUri);
  const fields: Record<string, string> =
    'error' in payload
      ? { error: payload.error, state: payload.state }
      : {
          code: payload.code,
          state: payload.state,
          device_id: payload.device_id,
          type: payload.type,
          expires_in: String(payload.expires_in),
        };
  for (const [name, value] of Object.entries(fields)) {
    target.searchParams.set(name, value);
  }
  return c.redirect(target.toString(), 303);
}

function declined(state: string): PopupPayload {
  return { error: 'access_denied', error_description: DECLINED, state };
}

/** The full sign-in page (GET /authorize) and the visitor's choice on it (POST /authorize/decision). */
export function authorizeRoutes(context: ProviderContext, testControls: boolean): Hono {
  const app = new Hono();

  app.get('/authorize', (c) => {
    const { query, problems } = readAuthorizeQuery(c.req.query(), context.apps);
    if (problems.length > 0) {
      return c.html(errorPage('Неверный запрос входа', problems), 400);
    }
    if (scenarioOf(c, context, query.clientId, testControls) === 'decline') {
      return answer(c, query, declined(query.state));
    }
    const requestId = context.store.addPending(query.clientId, query, null, bindBrowser(c));
    // The form's answer may redirect to the app: form-action has to allow that origin.
    c.header('Content-Security-Policy', authorizeCsp(query.origin === null ? new URL(query.redirectUri).origin : null));
    c.header('X-Frame-Options', 'DENY');
    const appName = context.apps.get(query.clientId)?.name ?? query.clientId;
    return c.html(authorizePage({ query, appName, accounts: context.accounts, requestId }));
  });

  // Signs the browser in at the provider: only from the provider's own page, in the browser that opened it
  // (issue 30: a hostile page auto-submitting the attacker's own request id signed its visitor in as him).
  app.post('/authorize/decision', async (c) => {
    if (!fromOwnPage(c)) {
      return c.html(errorPage('Вход не выполнен', ['Войти можно только со страницы этого провайдера.']), 403);
    }
    const body = await formBody(c);
    const requestId = typeof body.request === 'string' ? body.request : '';
    const pending = context.store.pending(requestId);
    if (!pending) {
      return c.html(errorPage('Запрос входа устарел', ['Вернитесь на сайт и начните вход заново.']), 400);
    }
    if (!isBoundBrowser(c, pending.browser)) {
      return c.html(
        errorPage('Вход не выполнен', [
          'Эту страницу входа открыли в другом браузере.',
          'Вернитесь на сайт и начните вход заново в этом браузере.',
        ]),
        403,
      );
    }
    // A page's decision counts once.
    context.store.takePending(requestId);
    if (body.decision === 'decline') {
      return answer(c, pending, declined(pending.state));
    }
    const account = accountById(context, Number(body.account));
    if (!account) {
      return c.html(errorPage('Нет такого аккаунта', ['Выберите один из аккаунтов на странице входа.']), 400);
    }
    startSession(c, context, account);
    const { code, grant } = context.store.issueCode(pending, account.userId);
    return answer(c, pending, {
      code,
      state: grant.state,
      device_id: grant.deviceId,
      type: 'code_v2',
      expires_in: CODE_TTL_SECONDS,
    });
  });

  return app;
}
