/** Rules for free text people type into the portal's forms. */

/**
 * Unicode bidirectional formatting characters: the embeddings and overrides (U+202A–U+202E), the isolates
 * (U+2066–U+2069) and the invisible direction marks (U+200E, U+200F, U+061C). In a name or an organization
 * they make text display other than it reads ("ООО \u202Eакшамор" shows reversed) and serve spoofing only.
 */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** True when the text holds a bidirectional formatting character. */
export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROL.test(text);
}

/** The first words of a text, at most `length` characters and an ellipsis, cut at a word; whitespace runs read as one space. */
export function excerpt(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) {
    return flat;
  }
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?—-]+$/, '')}…`;
}
