import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  brandsSearchSchema,
  listSearchSchema,
  OFFLINE_SEARCH_DEFAULTS,
  offlineSearchSchema,
  SHOWCASE_SEARCH_DEFAULTS,
  showcaseSearchSchema,
} from '../../../core/domain/pageParams.ts';
import {
  LIST_QUERY_DEFAULTS,
  listQueryParams,
  listQuerySchema,
  SEARCH_TEXT_MAX_LENGTH,
} from '../../../core/domain/showcase/listQuery.ts';

/** An address's query as the router reads it: text values only. */
const fromAddress = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('the showcase lists’ parameters are listQuerySchema’s, defined once (issue 21)', () => {
  it('reads category, q, open and sort with the list query’s own rules on every list', () => {
    const address = fromAddress('category=3&q=кофе&open=1&sort=cashback');
    const expected = { category: 3, q: 'кофе', open: true, sort: 'cashback' };
    expect(v.parse(showcaseSearchSchema, address)).toEqual(expected);
    expect(v.parse(brandsSearchSchema, address)).toMatchObject(expected);
    expect(v.parse(offlineSearchSchema, address)).toMatchObject({ ...expected, pages: 1 });
    const { view: _view, ...query } = v.parse(listQuerySchema, address);
    expect(query).toEqual(expected);
    expect(v.parse(listSearchSchema, address)).toEqual({ category: 3, q: 'кофе' });
  });

  it('reads what does not fit as the defaults, the same on each', () => {
    const address = fromAddress('category=-1&open=yes&sort=price');
    expect(v.parse(showcaseSearchSchema, address)).toEqual(SHOWCASE_SEARCH_DEFAULTS);
    expect(v.parse(offlineSearchSchema, address)).toMatchObject(OFFLINE_SEARCH_DEFAULTS);
    expect(v.parse(showcaseSearchSchema, { q: 'я'.repeat(SEARCH_TEXT_MAX_LENGTH + 5) }).q).toHaveLength(
      SEARCH_TEXT_MAX_LENGTH,
    );
  });

  it('round-trips: what listQueryParams writes reads back as the same list parameters, defaults left out', () => {
    for (const written of [
      { category: 0, q: '', open: false, sort: 'default' },
      { category: 7, q: 'аптека', open: true, sort: 'cashback' },
      { category: 0, q: '', open: true, sort: 'distance' },
    ] as const) {
      const params = listQueryParams({ ...LIST_QUERY_DEFAULTS, ...written });
      expect(v.parse(showcaseSearchSchema, fromAddress(new URLSearchParams(params).toString()))).toEqual(written);
    }
    expect(listQueryParams(SHOWCASE_SEARCH_DEFAULTS)).toEqual({});
  });

  it('reads ?open=true as a link built in code writes it (the router writes the boolean as text)', () => {
    expect(v.parse(showcaseSearchSchema, fromAddress('open=true')).open).toBe(true);
    expect(v.parse(showcaseSearchSchema, fromAddress('open=0')).open).toBe(false);
  });
});
