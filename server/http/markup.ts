/**
 * Text safe inside HTML or XML: an element's text or a quoted attribute. The five markup characters
 * become numeric references, which both languages read the same way.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
