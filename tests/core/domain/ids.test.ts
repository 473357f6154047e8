import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { idNumber, idText, MAX_ID, parseId } from '../../../core/domain/ids.ts';
import { parseCityId } from '../../../core/domain/pageCity.ts';
import { parseId as routeParseId } from '../../../ui/routes/params.ts';

/** Texts and what id each names; null: none. */
const TEXTS: readonly [unknown, number | null][] = [
  ['7', 7],
  ['0007', 7],
  ['999999999', 999_999_999],
  [String(MAX_ID), MAX_ID],
  [String(MAX_ID + 1), null],
  ['0', null],
  ['00', null],
  ['-3', null],
  ['+3', null],
  [' 7', null],
  ['7 ', null],
  ['1e3', null],
  ['1.0', null],
  ['0x10', null],
  ['abc', null],
  ['٣', null],
  ['', null],
  ['99999999999999999999', null],
  [undefined, null],
  [null, null],
  [7, null],
];

describe('one id rule (core/domain/ids.ts)', () => {
  it.each(TEXTS)('the text %j names %j', (raw, expected) => {
    expect(parseId(raw)).toBe(expected);
  });

  it.each([
    [1, true],
    [MAX_ID, true],
    [0, false],
    [-1, false],
    [1.5, false],
    [MAX_ID + 1, false],
    [Number.NaN, false],
    ['1', false],
  ])('the JSON id %j is accepted: %j', (value, accepted) => {
    expect(v.is(idNumber, value)).toBe(accepted);
  });

  it('text and JSON agree: every text id is a JSON id', () => {
    for (const [raw, expected] of TEXTS) {
      if (expected !== null) {
        expect(v.is(idNumber, v.parse(idText, raw))).toBe(true);
      }
    }
  });

  it.each(TEXTS.filter(([raw]) => typeof raw === 'string'))(
    'the city cookie and the router read %j alike',
    (raw, expected) => {
      expect(parseCityId(raw as string)).toBe(expected);
      expect(routeParseId(raw as string)).toBe(expected);
    },
  );
});
