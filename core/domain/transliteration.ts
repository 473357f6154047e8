/**
 * Russian letters in Latin: the one table the forgiving search (showcase/searchText.ts) and the seed's web
 * addresses (server/seed) spell names with, so a word typed in Latin and a seeded address agree.
 */

/**
 * Each lower-case Russian letter as a Russian shopper types it in Latin: х as h and щ as sch (not the passport's
 * kh and shch, see docs/decisions.md «One transliteration»), ё as е, the signs dropped.
 */
const LATIN_OF: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** A lower-case text in Latin letters: «хлебный дом» → «hlebnyy dom», «zerno» stays; other characters kept. */
export function toLatin(text: string): string {
  let latin = '';
  for (const character of text) {
    latin += LATIN_OF[character] ?? character;
  }
  return latin;
}
