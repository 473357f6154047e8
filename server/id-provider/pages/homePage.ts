import type { Account } from '../accounts.ts';
import type { ProviderApp } from '../apps.ts';
import { html, page } from '../html.ts';
import { formatPhone } from './authorizePage.ts';

/** GET /: what this provider is, its demo apps and accounts — for a developer who opens it by hand. */
export function homePage(apps: readonly ProviderApp[], accounts: readonly Account[]): string {
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
<h2>Приложения</h2>
<ul>${apps.map((app) => html`<li><code>${app.id}</code> — ${app.name}: <code>${app.scenario}</code></li>`)}</ul>
<h2>Аккаунты</h2>
<ul>${accounts.map((account) => html`<li>${account.firstName} ${account.lastName}, ${formatPhone(account.phone)}, ${account.birthday}</li>`)}</ul>
</main>`,
  });
}
