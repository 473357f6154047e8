/**
 * The words only some widgets need, one file per language (`ru.ts`, `en.ts` …), written by us: the page
 * loads its language's file when a widget needs them (widget/texts.ts), so no page downloads ten
 * languages it does not show, nor words of a widget it does not use.
 */

/** One language's rows, `|` between the entries. */
export interface LanguageTexts {
  /**
   * The one-tap button for contentId 1–8 (sign up, get, open, calculate, order, place an order, send a
   * request, take part): the phrase with VK ID (`{}` is the action), then the eight actions, each the
   * button's first text. Where the phrase starts with VK ID the action continues it and loses its capital.
   */
  actions: string;
  /**
   * The floating panel: the titles of content ids 0–6 (`{app}` is the app's name), the line under the
   * title, the order button, the quick sign-up's button, «Close», then the words it shares with the
   * one-tap button (languages.ts, the same in both): «Sign in with VK ID» and the announcements of
   * loading, loaded and not loaded.
   */
  floating: string;
}
