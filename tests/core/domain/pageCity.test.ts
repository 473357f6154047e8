import { describe, expect, it } from 'vitest';
import { pageCity, parseCityId } from '../../../core/domain/pageCity.ts';

const cities = [
  { id: 1, name: 'Москва' },
  { id: 2, name: 'Санкт-Петербург' },
  { id: 3, name: 'Казань' },
];

describe('the city a public page is rendered for', () => {
  it('is current_city_id of the address first', () => {
    expect(pageCity({ requested: 3, stored: 2, fallback: 1, cities })).toBe(3);
  });

  it('is the city cookie when the address names none', () => {
    expect(pageCity({ requested: null, stored: 2, fallback: 1, cities })).toBe(2);
  });

  it('is the default city when neither names one', () => {
    expect(pageCity({ requested: null, stored: null, fallback: 3, cities })).toBe(3);
  });

  it('skips a city that is not active, down to the first active city', () => {
    expect(pageCity({ requested: 99, stored: 98, fallback: 97, cities })).toBe(1);
  });

  it('is null only when no city is active', () => {
    expect(pageCity({ requested: 1, stored: 1, fallback: 1, cities: [] })).toBeNull();
  });
});

describe('a stored city id', () => {
  it.each([
    ['7', 7],
    ['0', null],
    ['-3', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
    ['99999999999999999999', null],
  ])('%j reads as %j', (raw, expected) => {
    expect(parseCityId(raw)).toBe(expected);
  });
});
