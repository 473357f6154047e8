import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionCashback,
  basePro,
  cashbackFromActions,
  cashbackFromStored,
  headerCashback,
  storedMaximumCashback,
  cashbackPercent,
  DEFAULT_DIVISION_RATIO,
  DEFAULT_MAX_CASH_ERROR,
  DEFAULT_MAX_CASHBACK,
  formatPercent,
  maxCashback,
  onlineShowcaseCash,
  PRO_ACTION_RATIO,
  shownCashback,
  storedCashback,
} from '../../../core/domain/cashback.ts';
import type { Logger } from '../../../core/ports/logger.ts';

function recordingLogger(): Logger & { messages: string[] } {
  const messages: string[] = [];
  return { messages, error: (message) => messages.push(message) };
}

const sizes = (...values: (number | null)[]) => values.map((paymentSize) => ({ paymentSize }));

describe('business constants (§9)', () => {
  it('default max cashback 0.01, division ratio 4, pro action ratio 2', () => {
    expect(DEFAULT_MAX_CASHBACK).toBe(0.01);
    expect(DEFAULT_DIVISION_RATIO).toBe(4);
    expect(PRO_ACTION_RATIO).toBe(2);
    expect(DEFAULT_MAX_CASH_ERROR).toBe('ERROR DEFAULT_MAX_CASH');
  });
});

describe('max cashback of a card: the highest paymentSize among its actions (§5)', () => {
  it('takes the highest paymentSize', () => {
    const logger = recordingLogger();
    expect(maxCashback(sizes(0.03, 0.1, 0.05), logger)).toBe(0.1);
    expect(logger.messages).toEqual([]);
  });

  it('accepts a zero cashback as a real value', () => {
    const logger = recordingLogger();
    expect(maxCashback(sizes(0), logger)).toBe(0);
    expect(logger.messages).toEqual([]);
  });

  it('without actions uses the default and logs ERROR DEFAULT_MAX_CASH (§7)', () => {
    const logger = recordingLogger();
    expect(maxCashback([], logger)).toBe(DEFAULT_MAX_CASHBACK);
    expect(logger.messages).toEqual([DEFAULT_MAX_CASH_ERROR]);
  });

  it('skips sizes that are not numbers: null, NaN, Infinity', () => {
    expect(maxCashback(sizes(null, Number.NaN, 0.04, Number.POSITIVE_INFINITY))).toBe(0.04);
    const logger = recordingLogger();
    expect(maxCashback(sizes(null, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY), logger)).toBe(
      DEFAULT_MAX_CASHBACK,
    );
    expect(logger.messages).toEqual([DEFAULT_MAX_CASH_ERROR]);
  });

  it('skips negative sizes: a negative cashback cannot be shown', () => {
    expect(maxCashback(sizes(-0.5, 0.02))).toBe(0.02);
    const logger = recordingLogger();
    expect(maxCashback(sizes(-0.5, -0.01), logger)).toBe(DEFAULT_MAX_CASHBACK);
    expect(logger.messages).toEqual([DEFAULT_MAX_CASH_ERROR]);
  });

  it('works without a logger', () => {
    expect(maxCashback(sizes(null))).toBe(DEFAULT_MAX_CASHBACK);
  });

  it('property: the result is one of the usable sizes and none is higher, else the default', () => {
    const size = fc.oneof(fc.constant(null), fc.double(), fc.double({ min: 0, max: 1, noNaN: true }));
    fc.assert(
      fc.property(fc.array(size), (values) => {
        const usable = values.filter((v): v is number => v !== null && Number.isFinite(v) && v >= 0);
        const result = maxCashback(sizes(...values));
        if (usable.length === 0) {
          expect(result).toBe(DEFAULT_MAX_CASHBACK);
        } else {
          expect(usable).toContain(result);
          expect(usable.every((v) => v <= result)).toBe(true);
        }
      }),
    );
  });
});

describe('cashback shown as a percent: round(100 × fraction) (§9)', () => {
  it.each([
    [0.05, 5, '5%'],
    [0.01, 1, '1%'],
    [0.005, 1, '1%'],
    [0.004, 0, '0%'],
    [0.125, 13, '13%'],
    [0.07, 7, '7%'],
    [1, 100, '100%'],
    [0, 0, '0%'],
  ])('%d → %d (%s)', (fraction, percent, text) => {
    expect(cashbackPercent(fraction)).toBe(percent);
    expect(formatPercent(fraction)).toBe(text);
  });
});

describe('base/pro split', () => {
  it('base is the maximum, pro twice it, the partner pays four shares', () => {
    expect(basePro(0.05)).toEqual({ base: 0.05, pro: 0.1, partnerPayment: 0.2 });
  });

  it('follows other ratios', () => {
    expect(basePro(0.1, { division: 5, pro: 3 })).toEqual({ base: 0.1, pro: 0.1 * 3, partnerPayment: 0.1 * 5 });
  });

  it('property: pro is PRO_ACTION_RATIO × base and the partner pays DEFAULT_DIVISION_RATIO × base', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (maximum) => {
        const split = basePro(maximum);
        expect(split.pro).toBe(maximum * PRO_ACTION_RATIO);
        expect(split.partnerPayment).toBe(maximum * DEFAULT_DIVISION_RATIO);
        expect(split.base).toBeLessThanOrEqual(split.pro);
        expect(split.pro).toBeLessThanOrEqual(split.partnerPayment);
      }),
    );
  });
});

describe('showcase online card: maxCash is half of the stored value, proCash the full value (§3)', () => {
  it.each([
    [0.1, 0.05, 0.1],
    [0.07, 0.035, 0.07],
    [0, 0, 0],
    [null, DEFAULT_MAX_CASHBACK / 2, DEFAULT_MAX_CASHBACK],
    [Number.NaN, DEFAULT_MAX_CASHBACK / 2, DEFAULT_MAX_CASHBACK],
    [Number.POSITIVE_INFINITY, DEFAULT_MAX_CASHBACK / 2, DEFAULT_MAX_CASHBACK],
    [-0.2, DEFAULT_MAX_CASHBACK / 2, DEFAULT_MAX_CASHBACK],
  ])('stored %d → maxCash %d, proCash %d', (stored, maxCash, proCash) => {
    expect(onlineShowcaseCash(stored)).toEqual({ maxCash, proCash });
  });

  it('property: proCash is exactly the stored value and maxCash is what basePro gives the base customer of it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (stored) => {
        const cash = onlineShowcaseCash(stored);
        expect(cash.proCash).toBe(stored);
        expect(cash.maxCash).toBe(stored / PRO_ACTION_RATIO);
        expect(basePro(cash.maxCash).pro).toBeCloseTo(stored, 12);
      }),
    );
  });
});

describe('stored cashback', () => {
  it('keeps a usable value and replaces a missing one with the default', () => {
    expect(storedCashback(0.2)).toBe(0.2);
    expect(storedCashback(null)).toBe(DEFAULT_MAX_CASHBACK);
    expect(storedCashback(undefined)).toBe(DEFAULT_MAX_CASHBACK);
    expect(storedCashback(Number.NaN)).toBe(DEFAULT_MAX_CASHBACK);
  });
});

describe('one cashback model for the card, the header and the actions (issue 10, docs/cashback.md)', () => {
  it('an action: base = paymentSize, PRO = paymentSizePro or the ratio; no usable base → unknown', () => {
    expect(actionCashback({ paymentSize: 0.05, paymentSizePro: 0.1 })).toEqual({ known: true, base: 0.05, pro: 0.1 });
    expect(actionCashback({ paymentSize: 0.05, paymentSizePro: null })).toEqual({ known: true, base: 0.05, pro: 0.1 });
    expect(actionCashback({ paymentSize: null, paymentSizePro: 0.08 })).toEqual({ known: false });
  });

  it('from actions: the highest base and the highest PRO; none → unknown and ERROR DEFAULT_MAX_CASH logged (§5, §7)', () => {
    const logger = recordingLogger();
    const actions = [
      { paymentSize: 0.03, paymentSizePro: 0.06 },
      { paymentSize: 0.08, paymentSizePro: null },
      { paymentSize: null, paymentSizePro: null },
    ];
    expect(cashbackFromActions(actions, logger)).toEqual({ known: true, base: 0.08, pro: 0.16 });
    expect(cashbackFromActions([], logger)).toEqual({ known: false });
    expect(logger.messages).toEqual([DEFAULT_MAX_CASH_ERROR]);
  });

  it('stored and read back: an outlet keeps the base figure, an online shop the PRO one, and both read back as the actions say', () => {
    const actions = [
      { paymentSize: 0.15, paymentSizePro: 0.3 },
      { paymentSize: 0.07, paymentSizePro: null },
    ];
    expect(storedMaximumCashback('offline', actions)).toBe(0.15);
    expect(storedMaximumCashback('online', actions)).toBe(0.3);
    for (const kind of ['offline', 'online'] as const) {
      expect(cashbackFromStored(kind, storedMaximumCashback(kind, actions))).toEqual(cashbackFromActions(actions));
    }
    expect(storedMaximumCashback('online', [])).toBeNull();
    expect(cashbackFromStored('online', null)).toEqual({ known: false });
  });

  it('the header shows the stored figures until the actions arrive, then the actions’ figures', () => {
    const stored = cashbackFromStored('offline', 0.05);
    expect(headerCashback(stored, null)).toBe(stored);
    expect(headerCashback(stored, [{ paymentSize: 0.05, paymentSizePro: null }])).toEqual(stored);
  });

  it('property: whatever actions obey paymentSizePro ∈ {null, 2 × paymentSize}, stored figures equal the actions’ figures', () => {
    const action = fc.record({
      paymentSize: fc.option(fc.integer({ min: 0, max: 40 }).map((n) => n / 100)),
      storesPro: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(action, { maxLength: 6 }),
        fc.constantFrom('offline' as const, 'online' as const),
        (drawn, kind) => {
          const actions = drawn.map(({ paymentSize, storesPro }) => ({
            paymentSize,
            paymentSizePro: storesPro && paymentSize !== null ? basePro(paymentSize).pro : null,
          }));
          expect(cashbackFromStored(kind, storedMaximumCashback(kind, actions))).toEqual(cashbackFromActions(actions));
        },
      ),
    );
  });
});

describe('the default max cashback 0.01 is shown as «1 %» where nothing is stated (§5, §9; issue 19)', () => {
  it('a card or header without a usable size shows 1 % and PRO 2 %', () => {
    expect(shownCashback(cashbackFromStored('offline', null))).toEqual({ base: 0.01, pro: 0.02 });
    expect(shownCashback(cashbackFromActions([]))).toEqual({ base: 0.01, pro: 0.02 });
    expect(formatPercent(shownCashback(actionCashback({ paymentSize: null, paymentSizePro: null })).base)).toBe('1%');
  });

  it('stated figures are shown as they are', () => {
    expect(shownCashback(cashbackFromStored('offline', 0.07))).toEqual({ base: 0.07, pro: 0.14 });
  });

  it('the §7 log names the item it is about, so it can be kept to one line per item', () => {
    const details: unknown[] = [];
    maxCashback([], { error: (_message, detail) => details.push(detail) }, 'outlet:5');
    expect(details).toEqual([{ item: 'outlet:5', actions: 0 }]);
  });
});
