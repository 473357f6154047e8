import { formatPhone } from '../../../core/domain/phone.ts';
import type { Account } from '../accounts.ts';
import type { AuthorizeQuery } from '../authorizeQuery.ts';
import { html, page } from '../html.ts';
import { stringsFor } from '../strings.ts';

export interface AuthorizeView {
  query: AuthorizeQuery;
  appName: string;
  accounts: readonly Account[];
  /** The pending sign-in the form's answer refers to. */
  requestId: string;
}

/** The full sign-in page: one submit button per demo account, and a decline button. Works without script. */
export function authorizePage(view: AuthorizeView): string {
  const strings = stringsFor(view.query.langId);
  const title = strings.signInTo(view.appName);
  const provider = view.query.provider;
  const cameFrom =
    provider === null ? html`` : html`<p class="came-from">${strings.cameFrom(strings.providerLabel[provider])}</p>`;
  const accounts = view.accounts.map(
    (account) =>
      html`<li><button type="submit" class="account" name="account" value="${String(account.userId)}"><img class="avatar" src="/avatar/${account.userId}" alt=""><span class="who"><span class="name">${account.firstName} ${account.lastName}</span><span class="phone">${formatPhone(account.phone)}</span></span></button></li>`,
  );
  return page({
    lang: strings.lang,
    title,
    styles: ['/static/provider.css'],
    scripts: [],
    bodyClass: `plain scheme-${view.query.scheme}`,
    body: html`<main class="card">
<p class="brand">ID</p>
<h1>${title}</h1>
<p class="lead">${strings.chooseAccount}</p>
${cameFrom}
<form method="post" action="/authorize/decision">
<input type="hidden" name="request" value="${view.requestId}">
<ul class="accounts">${accounts}</ul>
<button type="submit" class="decline" name="decision" value="decline">${strings.decline}</button>
</form>
<p class="note">${strings.devNote}</p>
</main>`,
  });
}
