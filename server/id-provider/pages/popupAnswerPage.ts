import { html, page } from '../html.ts';
import { stringsFor } from '../strings.ts';

/** What the popup hands to its opener (the widget-plan's popup channel). */
export type PopupPayload =
  | { code: string; state: string; device_id: string; type: 'code_v2'; expires_in: number }
  | { error: 'access_denied'; error_description: string; state: string };

/**
 * The page a popup sign-in ends on: its script posts the answer to `window.opener` at the opener's
 * origin only, then closes the window. The message travels in a data attribute, not an inline script;
 * its `action` is `oauth2_authorize_response` followed by the state, as the real provider's.
 */
export function popupAnswerPage(origin: string, payload: PopupPayload, langId: number): string {
  const strings = stringsFor(langId);
  // As VK's provider names it: the action carries the sign-in's state.
  const message = { type: 'vk-sak-sdk', action: `oauth2_authorize_response${payload.state}`, payload };
  const done = 'error' in payload ? strings.declinedClose : strings.doneClose;
  return page({
    lang: strings.lang,
    title: done,
    styles: ['/static/provider.css'],
    scripts: ['/static/popup-answer.js'],
    bodyClass: 'plain',
    data: { origin, message: JSON.stringify(message), 'no-opener': strings.noOpener },
    body: html`<main class="card"><p class="status" role="status">${done}</p></main>`,
  });
}
