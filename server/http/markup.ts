import { html as honoHtml, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/**
 * Text safe inside HTML or XML: an element's text or a quoted attribute. The five markup characters
 * become numeric references, which both languages read the same way.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** HTML that is already escaped: made only by `html` (or `raw`, for the server's own constants). */
export type Html = HtmlEscapedString;

/** What a template may interpolate: text and numbers (escaped), Html (kept), lists of them, and nothing (false, null, undefined). */
export type HtmlValue = string | number | boolean | null | undefined | Html | readonly HtmlValue[];

/**
 * hono's `html` template (hono/html): every interpolated string is escaped, interpolated Html is kept as it is.
 * Typed narrower than hono's, which also takes promises and then gives a promise: the server's pages are
 * plain strings made at once.
 */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  const made = honoHtml(strings, ...values);
  if (made instanceof Promise) {
    throw new TypeError('html: a promise was interpolated; the server pages are made synchronously');
  }
  return made;
}

export { raw };
