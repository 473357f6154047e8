/**
 * The forgiving tier of the header's search (issue 31 §5): below the «contains» hits, the items every word of the
 * query nearly starts or spells — one or two wrong letters, in any order, in Latin letters or on the wrong layout
 * (the readings of core searchText.ts). The distance is fastest-levenshtein's; the words compared are the index's
 * distinct words, so a keystroke measures each word of a 10 000-outlet city once, not each outlet's.
 */
import { distance } from 'fastest-levenshtein';
import { queryReadings } from './searchText.ts';

/** Wrong letters a query word may have: none up to three letters (too short to guess), one up to six, then two. */
export function allowedEdits(length: number): number {
  if (length <= 3) {
    return 0;
  }
  return length <= 6 ? 1 : 2;
}

/** Whether the query word (Latin spelling) is the word's start, or within its allowed edits of the word or a start. */
export function wordForgives(queryWord: string, word: string): boolean {
  if (word.startsWith(queryWord)) {
    return true;
  }
  const edits = allowedEdits(queryWord.length);
  if (edits === 0) {
    return false;
  }
  if (Math.abs(word.length - queryWord.length) <= edits && distance(queryWord, word) <= edits) {
    return true;
  }
  // A word still being typed: compare with the word's starts of about the query word's length.
  for (
    let length = Math.max(1, queryWord.length - edits);
    length <= queryWord.length + edits && length < word.length;
    length += 1
  ) {
    if (distance(queryWord, word.slice(0, length)) <= edits) {
      return true;
    }
  }
  return false;
}

/**
 * The test of an item's words (searchText searchWords of its name and keywords) for `query` over an index whose
 * distinct words are `dictionary`; null when nothing can match (only quotes, emoji, spaces; a word like no other).
 */
export function forgivingMatcher(
  query: string,
  dictionary: readonly string[],
): ((words: readonly string[]) => boolean) | null {
  const readings = queryReadings(query)
    .map((reading) =>
      reading.map(
        (spellings) => new Set(dictionary.filter((word) => spellings.some((spelling) => wordForgives(spelling, word)))),
      ),
    )
    // A reading with a word that nearly matches no word of the index matches no item: no item need be looked at.
    .filter((reading) => reading.every((matched) => matched.size > 0));
  if (readings.length === 0) {
    return null;
  }
  return (words) => readings.some((reading) => reading.every((matched) => words.some((word) => matched.has(word))));
}
