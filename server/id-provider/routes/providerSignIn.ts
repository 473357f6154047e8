import { Hono } from 'hono';
import { accountById, type ProviderContext } from '../context.ts';
import { formBody } from '../form.ts';
import { fromOwnPage } from '../ownPage.ts';
import { errorPage } from '../pages/errorPage.ts';
import { endSession, startSession } from '../providerSession.ts';

/**
 * POST /session (form `account`): signs the browser in at the provider, as a visitor does once on the
 * provider's home page; POST /session/end signs it out. Both take posts only from the provider's own
 * page (fromOwnPage) and answer with the home page (303 to /).
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
      return c.html(
        errorPage('Нет такого аккаунта', ['Выберите один из аккаунтов на главной странице провайдера.']),
        400,
      );
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
