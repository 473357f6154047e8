import type { Account } from '../accounts.ts';
import type { ProviderApp } from '../apps.ts';
import { html, page, type Html } from '../html.ts';
import { formatPhone } from '../../../core/domain/phone.ts';

export interface HomeView {
  apps: readonly ProviderApp[];
  accounts: readonly Account[];
  /** The account this browser is signed in as at the provider, if any. */
  signedIn: Account | undefined;
}

/** Who is signed in, with a way out; or nothing when nobody is. */
function sessionBlock(signedIn: Account | undefined): Html {
  if (signedIn === undefined) {
    return html`<p class="status" role="status">Вы не вошли: кнопка «Продолжить как …» на сайтах никого не предложит.</p>`;
  }
  return html`<p class="status" role="status">Вы вошли как ${signedIn.firstName} ${signedIn.lastName}</p>
<form method="post" action="/session/end"><button type="submit" class="decline">Выйти</button></form>`;
}

function appLine(app: ProviderApp): Html {
  const sites =
    app.redirectUris.length === 0
      ? html` — сайтов не зарегистрировано, коды не выдаются`
      : html`<br>адреса возврата: ${app.redirectUris.map((uri) => html`<code>${uri}</code> `)}<br>источники: ${app.origins.map((origin) => html`<code>${origin}</code> `)}`;
  return html`<li><code>${app.id}</code> — ${app.name}: <code>${app.scenario}</code>${sites}</li>`;
}

/**
 * GET /: what this provider is, the sign-in a visitor does here once (the one-tap frame offers only
 * the account signed in here, as the real provider does), the apps with their registered sites.
 */
export function homePage(view: HomeView): string {
  const accounts = view.accounts.map(
    (account) =>
      html`<li><button type="submit" class="account" name="account" value="${String(account.userId)}"><img class="avatar" src="/avatar/${account.userId}" alt=""><span class="who"><span class="name">Войти как ${account.firstName} ${account.lastName}</span><span class="phone">${formatPhone(account.phone)}, ${account.birthday}</span></span></button></li>`,
  );
  return page({
    lang: 'ru',
    title: 'Тестовый провайдер входа',
    styles: ['/static/provider.css'],
    scripts: [],
    bodyClass: 'plain',
    body: html`<main class="card">
<p class="brand">ID</p>
<h1>Тестовый провайдер входа</h1>
<p class="lead">Заменяет настоящий провайдер при разработке и в тестах набора виджетов. Сценарий выбирается по id приложения.</p>
${sessionBlock(view.signedIn)}
<h2>Вход</h2>
<form method="post" action="/session">
<ul class="accounts">${accounts}</ul>
</form>
<p class="note">Пароль не нужен, данные вымышлены.</p>
<h2>Приложения</h2>
<ul>${view.apps.map(appLine)}</ul>
</main>`,
  });
}
