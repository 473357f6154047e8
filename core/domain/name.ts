/**
 * Name rules of portal §5, as issue 30 §5 amends them: a name the shopper types is kept as typed (hyphens,
 * apostrophes, «ё» and spaces included) or refused with a sentence; it is never changed silently.
 */
import * as v from 'valibot';

/** What a name field says when it cannot keep what was typed. */
export const NAME_MESSAGE = 'Только русские или латинские буквы; между частями имени — дефис, апостроф или пробел';

// A letter of the Latin or Cyrillic script (é and ї too, not the digits or signs those blocks hold).
const LETTER = String.raw`(?:(?=\p{L})[\p{Script=Latin}\p{Script=Cyrillic}])`;
// Parts joined by one hyphen, apostrophe (typewriter, typographic or modifier) or space: «Римская-Корсакова», «Д’Артаньян».
const PERSON_NAME = new RegExp(String.raw`^${LETTER}+(?:[-'’ʼ ]${LETTER}+)*$`, 'u');

/**
 * The name as stored: the outer spaces trimmed and the letters in their composed Unicode form (the same text,
 * one spelling), nothing else touched.
 */
export function storedName(typed: string): string {
  return typed.trim().normalize('NFC');
}

/** NAME_MESSAGE when the typed name cannot be kept as it is; null for a name it keeps or an empty field. */
export function personNameProblem(typed: string): string | null {
  const name = storedName(typed);
  return name === '' || PERSON_NAME.test(name) ? null : NAME_MESSAGE;
}

/** A person's name (first, last, patronymic) as the server and the forms check it: stored by `storedName`, else refused. */
export const personName = v.pipe(
  v.string(),
  v.transform(storedName),
  v.check((name) => personNameProblem(name) === null, NAME_MESSAGE),
);

// Basic Latin and the Russian alphabet; ё/Ё sit outside the А–я range and are listed on their own.
const NOT_A_NAME_LETTER = /[^A-Za-zА-Яа-яЁё]/g;

/**
 * Keeps only Latin and Cyrillic letters, then trims. Only for a name the shopper did not type (the identity
 * provider's, when it does not fit `personName`): what a shopper types goes through `personName`.
 */
export function sanitizeName(input: string): string {
  return input.replace(NOT_A_NAME_LETTER, '').trim();
}
