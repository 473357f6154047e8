/**
 * How the forgiving search (issue 31 §5) reads a text: the one definition the server and the in-memory fake use.
 * Case, «ё», quotes and punctuation do not count; a word typed on the wrong keyboard layout (ЙЦУКЕН ↔ QWERTY) or in
 * Latin letters reads as the Russian word; every word is compared in its Latin spelling, so «zerno», «pthyj» and
 * «зерно» meet at «zerno».
 */
import { toLatin } from '../transliteration.ts';
import { foldForSearch } from './filter.ts';

/** The keys of a Russian ЙЦУКЕН keyboard, in the order of the same keys on QWERTY below. */
const RUSSIAN_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";

/** The text as the other layout would have typed it (lower case): «pthyj» ↔ «зерно»; other characters kept. */
export function swapLayout(text: string): string {
  let swapped = '';
  for (const character of foldForSearch(text)) {
    // No map built at load: the header's first screen imports the search module and must not pay for it.
    const russian = LATIN_KEYS.indexOf(character);
    const latin = russian === -1 ? RUSSIAN_KEYS.indexOf(character) : -1;
    swapped += russian !== -1 ? RUSSIAN_KEYS[russian]! : latin !== -1 ? LATIN_KEYS[latin]! : character;
  }
  return swapped;
}

/**
 * The words of a text as the forgiving search compares them: folded, «ё» as «е», split at anything that is not a
 * letter or a digit (quotes, dashes, punctuation, emoji), each in Latin letters. «Кофейня «Зерно»» → kofeynya, zerno.
 */
export function searchWords(text: string): string[] {
  return foldedSearchWords(foldForSearch(text));
}

/** searchWords of a text already folded (foldForSearch), as the search index keeps its names and keywords. */
export function foldedSearchWords(folded: string): string[] {
  return folded
    .replaceAll('ё', 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map(toLatin);
}

/**
 * The most words of a query the forgiving tier reads (the rest are left to the «contains» tiers): each word costs
 * a pass over the city's distinct words, so a 100-character text of many words must not cost a hundred passes.
 */
export const FORGIVING_WORDS_MAX = 6;

/**
 * The ways a query may be read: as typed, and as typed on the other layout. When both readings have as many words,
 * each word may be read either way (a query switched layout mid-way); otherwise each reading stands alone. A reading
 * is a list of words, each a list of spellings any of which may match. Nothing to read (only quotes, emoji) → [].
 */
export function queryReadings(query: string): string[][][] {
  const typed = searchWords(query).slice(0, FORGIVING_WORDS_MAX);
  const swapped = searchWords(swapLayout(query)).slice(0, FORGIVING_WORDS_MAX);
  if (typed.length === swapped.length) {
    return typed.length === 0 ? [] : [typed.map((word, at) => [...new Set([word, swapped[at]!])])];
  }
  return [typed, swapped].filter((words) => words.length > 0).map((words) => words.map((word) => [word]));
}
