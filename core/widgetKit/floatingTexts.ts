/**
 * The floating panel's words for a content id, from the language's `floating` row
 * (core/widgetKit/texts): a title per content id (`{app}` is the app's name), one line under it, the
 * button for orders and for the quick sign-up (the other content ids sign in, with «Sign in with VK
 * ID»), the close button's name and the panel's announcements.
 */

export interface FloatingTexts {
  title: string;
  description: string;
  /** The button's text, or null for the kit's own «Sign in with VK ID» (content ids 0–3). */
  button: string | null;
  /** The close button's accessible name. */
  close: string;
  /** «Sign in with VK ID»: the button of content ids 0–3 and the frame's title. */
  signIn: string;
  /** Polite announcements of the panel's state. */
  loading: string;
  loaded: string;
  notLoaded: string;
}

/** The panel's words for a language's `floating` row, a content id (0–6) and the app's name. */
export function floatingTexts(floating: string, contentId: number, appName: string): FloatingTexts {
  const row = floating.split('|');
  return {
    title: row[contentId]!.replace('{app}', appName),
    description: row[7]!,
    button: contentId === 6 ? row[9]! : contentId >= 4 ? row[8]! : null,
    close: row[10]!,
    signIn: row[11]!,
    loading: row[12]!,
    loaded: row[13]!,
    notLoaded: row[14]!,
  };
}
