import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The outlet page's first use of Intl made the browser load its locale data: about 100 ms of one task on
 * Lighthouse's slowed phone, in the middle of hydration (issue 12). The detail screens' wording is
 * therefore written out by hand; Intl stays the reference it is checked against here.
 */
describe('Russian wording of the detail screens without Intl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('loading and using the wording creates no Intl formatter (their first use stalled hydration)', async () => {
    const made: string[] = [];
    const counted = <Constructor extends abstract new (...args: never[]) => object>(
      name: string,
      original: Constructor,
    ): Constructor =>
      new Proxy(original, {
        construct: (target, args: unknown[]) => {
          made.push(name);
          return Reflect.construct(target, args) as object;
        },
      });
    const countingIntl: typeof Intl = Object.assign(Object.create(Intl) as typeof Intl, {
      NumberFormat: counted('NumberFormat', Intl.NumberFormat),
      PluralRules: counted('PluralRules', Intl.PluralRules),
      DateTimeFormat: counted('DateTimeFormat', Intl.DateTimeFormat),
    });
    vi.stubGlobal('Intl', countingIntl);
    vi.resetModules();
    const format = await import('../../../../ui/screens/parts/format.ts');
    format.formatRating(4.25);
    format.feedbackCount(3);
    format.formatIsoDate('2025-03-05');
    format.formatIsoDate('2025-03-05T10:00:00Z');
    expect(made).toEqual([]);
  });

  it('ratings print as Intl prints them with one decimal, for every rating to four decimals', async () => {
    const { formatRating } = await import('../../../../ui/screens/parts/format.ts');
    const reference = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (let step = 0; step <= 50_000; step += 1) {
      const rating = step / 10_000;
      expect(formatRating(rating)).toBe(reference.format(rating));
    }
  });

  it('counts take the plural form Intl names for them', async () => {
    const { plural } = await import('../../../../ui/screens/parts/format.ts');
    const reference = new Intl.PluralRules('ru-RU');
    const forms = ['one', 'few', 'many'] as const;
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (count) => {
        expect(plural(count, forms)).toBe(reference.select(count));
      }),
      { numRuns: 5_000 },
    );
  });

  it('dates read as Intl writes them: a timestamp in Moscow time (server and browser alike), a bare date as that day', async () => {
    const { formatIsoDate } = await import('../../../../ui/screens/parts/format.ts');
    const moscow = new Intl.DateTimeFormat('ru-RU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Moscow',
    });
    const utc = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    fc.assert(
      // Since 26 October 2014 Moscow keeps UTC+3 all year.
      fc.property(
        fc.date({ min: new Date('2014-10-26T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          expect(formatIsoDate(date.toISOString())).toBe(moscow.format(date));
          const bare = date.toISOString().slice(0, 10);
          expect(formatIsoDate(bare)).toBe(utc.format(new Date(`${bare}T00:00:00Z`)));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
