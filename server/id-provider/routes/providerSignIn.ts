import { Hono, type Context } from 'hono';
import { accountById, type ProviderContext } from '../context.ts';
import { formBody } from '../form.ts';
import { errorPage } from '../pages/errorPage.ts';
import { endSession, startSession } from '../providerSession.ts';

/**
 * The provider's own sign-in form takes posts only from the provider's own pages: a form on another
 * site could otherwise sign a visitor in here as an account of its choosing (login CSRF), whom
 * every one-tap frame would then offer. A browser says where a request comes from in Sec-Fetch-Site;
 * the provider's pages are no-referrer, so their own form POSTs carry `Origin: null`, which any
 * sandboxed page can send too and proves nothing. A client without Sec-Fetch-Site must name this
 * origin in Origin.
 */
function fromOwnPage(c: Context): boolean {
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined) {
    return site === 'same-origin';
  }
  return c.req.header('Origin') === new URL(c.req.url).origin;
}

/**
 * POST /session (form `account`): signs the browser in at the provider, as a visitor does once on the
 * provider's home page; POST /session/end signs it out. Both answer with the home page (303 to /).
 */
export function providerSignInRoutes(context: ProviderContext): Hono {
  const app = new Hono();

  app.post('/session', async (c) => {
    if (!fromOwnPage(c)) {
      return c.html(errorPage('Вход не выполнен', ['Войти можно только со страницы этого провайдера.']), 403);
    }
    const body = await formBody(c);
    const account = accountById(context, Number(body.account));
    if (!account) {
      return c.html(errorPage('Нет такого аккаунта', ['Выберите один из аккаунтов на главной странице провайдера.']), 400);
    }
    startSession(c, context, account);
    return c.redirect('/', 303);
  });

  app.post('/session/end', (c) => {
    if (!fromOwnPage(c)) {
      return c.html(errorPage('Выход не выполнен', ['Выйти можно только со страницы этого провайдера.']), 403);
    }
    endSession(c, context);
    return c.redirect('/', 303);
  });

  return app;
}
