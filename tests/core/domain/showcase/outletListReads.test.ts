import { describe, expect, it } from 'vitest';
import { ALL_CATEGORY_ID } from '../../../../core/domain/showcase/filter.ts';
import { outletListReads } from '../../../../core/domain/showcase/outletListReads.ts';
import type { CityScope } from '../../../../core/ports/index.ts';
import { outlet } from './records.ts';

const SCOPE = { countryCodeId: 1, cityCodeId: 2 };
const LIST = [
  outlet(1, 'Кофейня', { brandId: 7, position: 2 }),
  outlet(2, 'Пекарня', { brandId: 8, position: 1 }),
  outlet(3, 'Кофе', { brandId: 7 }),
];

function reads() {
  const asked: CityScope[] = [];
  return {
    asked,
    reads: outletListReads(async (scope) => {
      asked.push(scope);
      return LIST;
    }),
  };
}

describe('the reads a page makes of the city’s outlet list', () => {
  it('give the showcase’s first page for the filter, from the city’s whole list', async () => {
    const { asked, reads: api } = reads();
    const page = await api.salesUnitsPublicPage({
      ...SCOPE,
      filter: { category: ALL_CATEGORY_ID, query: 'коф' },
      size: 1,
    });
    expect(page).toEqual({ records: [LIST[0]], total: 2 });
    expect(asked).toEqual([SCOPE]);
  });

  it('give a brand’s outlets only, from the city’s whole list', async () => {
    const { asked, reads: api } = reads();
    expect((await api.brandOutletsPublicList({ ...SCOPE, brandId: 7 })).map((record) => record.id)).toEqual([1, 3]);
    expect(asked).toEqual([SCOPE]);
  });
});
