/** Name rule of portal §5. */

// Basic Latin and the Russian alphabet; ё/Ё sit outside the А–я range and are listed on their own.
const NOT_A_NAME_LETTER = /[^A-Za-zА-Яа-яЁё]/g;

/**
 * Keeps only Latin and Cyrillic letters of what the user typed, then trims.
 * Spaces are not letters, so 'Анна Мария' becomes 'АннаМария': the field holds one first name.
 */
export function sanitizeName(input: string): string {
  return input.replace(NOT_A_NAME_LETTER, '').trim();
}
