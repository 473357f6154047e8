import type { Account } from '../accounts.ts';
import type { FloatingFrameQuery, FrameQuery } from '../frameQuery.ts';
import { html, page, type Html } from '../html.ts';
import type { ExternalProvider } from '../params.ts';
import { stringsFor, type ProviderStrings } from '../strings.ts';

/**
 * What the frame's script does once it runs: `session` talks and offers the account, `no_session`
 * says it knows nobody, `error` reports a failure, `close` asks to be closed, `silent` never speaks.
 */
export type FrameMode = 'session' | 'no_session' | 'error' | 'close' | 'silent';

export interface FrameView {
  query: FrameQuery;
  mode: FrameMode;
  /** The visitor signed in at the provider, shown on the button (modes session and silent); null: nobody to offer. */
  account: Account | null;
  /** The pending sign-in a click turns into a code; '' when nobody is offered. */
  requestId: string;
  /**
   * No session because the provider's cookie did not come (not because the app's scenario says so): the
   * script may ask the Storage Access API for it (issue 22).
   */
  askAccess?: boolean;
}

/** The details text of the `error` scenario's 'common: error' message. */
export const FRAME_ERROR_TEXT = 'the test provider was asked to fail this frame (scenario error)';

const SWITCH_ICON = html`<svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="M7 7h11.6l-2.3-2.3 1.4-1.4L22.4 8l-4.7 4.7-1.4-1.4 2.3-2.3H7zm10 10H5.4l2.3 2.3-1.4 1.4L1.6 16l4.7-4.7 1.4 1.4L5.4 15H17z"/></svg>`;

/** The letters on a provider's round mark (the real logos are the providers' own artwork). */
const PROVIDER_MARK: Record<ExternalProvider, string> = { ok_ru: 'OK', mail_ru: '@' };

function providerButton(provider: ExternalProvider, strings: ProviderStrings, withText: boolean): Html {
  const text = withText ? strings.signInWith[provider] : strings.providerLabel[provider];
  return html`<button type="button" class="provider provider-${provider}" data-action="provider" data-provider="${provider}" aria-label="${strings.signInWith[provider]}"><span class="provider-mark" aria-hidden="true">${PROVIDER_MARK[provider]}</span><span class="provider-text">${text}</span></button>`;
}

function oneTapBody(view: FrameView, account: Account, strings: ProviderStrings): Html {
  const { query } = view;
  const alternatives =
    query.showAlternativeLogin && query.providers.length > 0
      ? html`<div class="alternatives">${query.providers.map((provider) => providerButton(provider, strings, query.providers.length === 1))}</div>`
      : html``;
  return html`<main class="one-tap">
<div class="row">
<button type="button" class="continue" data-action="login"><img class="avatar" src="/avatar/${account.userId}" alt=""><span class="label">${strings.continueAs(account.firstName)}</span></button>
<button type="button" class="switch" data-action="other" aria-label="${strings.otherAccount}" title="${strings.otherAccount}">${SWITCH_ICON}</button>
</div>
${alternatives}
</main>`;
}

/** The one-tap frame page. Sizes reach the stylesheet through the script (CSSOM), never a style attribute. */
export function framePage(view: FrameView): string {
  const strings = stringsFor(view.query.langId);
  const account = view.mode === 'session' || view.mode === 'silent' ? view.account : null;
  return page({
    lang: strings.lang,
    title: strings.frameTitle,
    styles: ['/static/one-tap-frame.css'],
    scripts: ['/static/one-tap-frame.js'],
    bodyClass: `frame scheme-${view.query.scheme} skin-${view.query.skin}`,
    data: {
      kind: 'onetap',
      mode: view.mode,
      origin: view.query.origin,
      request: view.requestId,
      height: String(view.query.height),
      radius: String(view.query.borderRadius),
      ...(view.mode === 'error' && { error: FRAME_ERROR_TEXT }),
      ...(view.mode === 'no_session' && view.askAccess === true && { access: 'ask' }),
    },
    body: account === null ? html`<main class="one-tap"></main>` : oneTapBody(view, account, strings),
  });
}

/** What the floating panel's frame shows: the panel for `appName`, with the account when there is one. */
export interface FloatingFrameView {
  query: FloatingFrameQuery;
  mode: FrameMode;
  account: Account | null;
  requestId: string;
  /** The app's name as registered at the provider, in the panel's title. */
  appName: string;
  askAccess?: boolean;
}

/**
 * The floating panel's frame page (`/floating_one_tap_auth`): the title for the content id, then the same
 * «Continue as …», «another account» and providers as the one-tap frame, at the panel's button size. It
 * speaks 'floatingonetap: …' to the page (the script reads `data-kind`).
 */
export function floatingFramePage(view: FloatingFrameView): string {
  const strings = stringsFor(view.query.langId);
  const account = view.mode === 'session' || view.mode === 'silent' ? view.account : null;
  const title = strings.floatingTitle(view.query.contentId, view.appName);
  return page({
    lang: strings.lang,
    title,
    styles: ['/static/one-tap-frame.css'],
    scripts: ['/static/one-tap-frame.js'],
    bodyClass: `frame floating scheme-${view.query.scheme} skin-primary`,
    data: {
      kind: 'floatingonetap',
      mode: view.mode,
      origin: view.query.origin,
      request: view.requestId,
      height: '44',
      radius: '12',
      ...(view.mode === 'error' && { error: FRAME_ERROR_TEXT }),
      ...(view.mode === 'no_session' && view.askAccess === true && { access: 'ask' }),
    },
    body:
      account === null
        ? html`<main class="one-tap"></main>`
        : html`<section class="panel"><h1 class="panel-title">${title}</h1>${oneTapBody({ ...view, query: { ...view.query, skin: 'primary', height: 44, borderRadius: 12 } }, account, strings)}<p class="panel-done" role="status" hidden>${strings.floatingDone}</p></section>`,
  });
}
