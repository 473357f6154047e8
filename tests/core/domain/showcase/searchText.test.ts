import { describe, expect, it } from 'vitest';
import { allowedEdits, forgivingMatcher, wordForgives } from '../../../../core/domain/showcase/forgiving.ts';
import { searchShowcases } from '../../../../core/domain/showcase/search.ts';
import {
  FORGIVING_WORDS_MAX,
  queryReadings,
  searchWords,
  swapLayout,
} from '../../../../core/domain/showcase/searchText.ts';
import { toLatin } from '../../../../core/domain/transliteration.ts';

describe('how the forgiving search reads a text (issue 31 §5)', () => {
  it('ignores case, «ё», quotes and punctuation, and spells every word in Latin letters', () => {
    expect(searchWords('Кофейня «Зерно»')).toEqual(['kofeynya', 'zerno']);
    expect(searchWords('Тёплый „очаг“ — "Щи"')).toEqual(['teplyy', 'ochag', 'schi']);
    expect(searchWords('«»""☕')).toEqual([]);
    expect(toLatin('zerno')).toBe('zerno');
  });

  it('spells х as h and щ as sch, as a shopper types «hleb» and «borsch» (one table with the seed’s addresses)', () => {
    expect(searchWords('Хлебный дом')).toEqual(['hlebnyy', 'dom']);
    expect(searchWords('Борщ и хачапури')).toEqual(['borsch', 'i', 'hachapuri']);
    // The passport's spelling is one letter away, which the forgiving tier lets pass.
    const outlets = [{ id: 1, name: 'Хлебный дом', keywords: 'хлеб', position: 1 }];
    expect(searchShowcases({ outlets }, 'khleb').outlets?.total).toBe(1);
  });

  it('reads a word typed on the other keyboard layout, both ways', () => {
    expect(swapLayout('pthyj')).toBe('зерно');
    expect(swapLayout('ЗЕРНО')).toBe('pthyj');
    expect(swapLayout('k.,jdm')).toBe('любовь');
  });

  it('lets each word be read either way when both readings have as many words', () => {
    expect(queryReadings('pthyj кофе')).toEqual([
      [
        ['pthyj', 'zerno'],
        ['kofe', 'rjat'],
      ],
    ]);
    // «k.,jdm» is two words as typed and one on the other layout: each reading stands alone.
    expect(queryReadings('k.,jdm')).toEqual([[['k'], ['jdm']], [['lyubov']]]);
    expect(queryReadings('«»')).toEqual([]);
  });

  it('reads at most FORGIVING_WORDS_MAX words of a long text, so a keystroke’s cost stays bounded', () => {
    const readings = queryReadings('кофе '.repeat(20));
    expect(readings.every((reading) => reading.length === FORGIVING_WORDS_MAX)).toBe(true);
  });

  it('forgives one wrong letter from four letters on and two from seven, none in shorter words', () => {
    expect([3, 4, 6, 7].map(allowedEdits)).toEqual([0, 1, 1, 2]);
    expect(wordForgives('pekkarnya', 'pekarnya')).toBe(true);
    expect(wordForgives('pekrn', 'pekarnya')).toBe(true);
    expect(wordForgives('kot', 'kofe')).toBe(false);
    expect(wordForgives('zzqxj', 'zerno')).toBe(false);
  });

  it('matches an item when every word of the query nearly matches one of its words, in any order', () => {
    const words = ['kofeynya', 'zerno'];
    const matcher = forgivingMatcher('зерно кафейня', words)!;
    expect(matcher(words)).toBe(true);
    expect(matcher(['zerno'])).toBe(false);
    expect(forgivingMatcher('«»', words)).toBeNull();
    expect(forgivingMatcher('zerno zzqxj', words)).toBeNull();
  });

  it('is left out when asked (forgiving: false), so a benchmark can measure today’s «contains» ranking beside it', () => {
    const outlets = [{ id: 1, name: 'Кофейня «Зерно»', keywords: null, position: 1 }];
    expect(searchShowcases({ outlets }, 'pthyj').outlets?.total).toBe(1);
    expect(searchShowcases({ outlets }, 'pthyj', { forgiving: false }).outlets?.total).toBe(0);
  });
});
