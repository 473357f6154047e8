/**
 * One transliteration (code review, session 14): a seeded outlet's web addresses spell its name in the same Latin
 * letters as the forgiving search reads it, so «hlebnyy» typed into the search box is also the address of the site.
 */
import { describe, expect, it } from 'vitest';
import { searchWords } from '../../../core/domain/showcase/searchText.ts';
import { slugOf } from '../../../server/seed/context.ts';

describe('the seed’s slugs', () => {
  it.each(['Хлебный дом', 'Зоомагазин «Хвостик»', 'Щи да каша', 'Пекарня «Сдоба»'])(
    'spell «%s» as the search reads it, word by word',
    (name) => {
      expect(slugOf(name)).toBe(searchWords(name).join('-'));
    },
  );

  it('spell х as h and щ as sch, as a shopper types them: «Хлебный дом» → hlebnyy-dom', () => {
    expect(slugOf('Хлебный дом')).toBe('hlebnyy-dom');
    expect(slugOf('Щи да каша')).toBe('schi-da-kasha');
  });
});
