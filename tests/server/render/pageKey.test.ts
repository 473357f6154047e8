/**
 * The page cache's key (issue 23): one spelling of an address, tracking parameters left out, personal ones
 * refused, and the city chosen by the render's own rule (core/domain/pageCity.ts).
 */
import { describe, expect, it } from 'vitest';
import { cityOfPage, MAX_KEYED_QUERY_LENGTH, pageAddress, pageKey } from '../../../server/render/pageKey.ts';

const address = (href: string) => pageAddress(new URL(href, 'https://rjadom.example'));
const CITIES = [
  { id: 1, name: 'Москва' },
  { id: 2, name: 'Казань' },
];

describe('pageAddress', () => {
  it('sorts the parameters, keeps the last of a repeat and leaves out empty names', () => {
    expect(address('/brands?q=чай&category=3&category=4&=x').href).toBe('/brands?category=4&q=%D1%87%D0%B0%D0%B9');
    expect(address('/brands?category=4&q=%D1%87%D0%B0%D0%B9').href).toBe(address('/brands?q=чай&category=4').href);
    expect(address('/brands').href).toBe('/brands');
  });

  it('leaves out the parameters of campaigns and analytics', () => {
    const campaign = address(
      '/offline?utm_source=push&utm_medium=cpc&UTM_Campaign=may&yclid=1&ysclid=2&gclid=3&gbraid=4&wbraid=5&dclid=6&fbclid=7&vkclid=8&_openstat=9&roistat=10',
    );
    expect(campaign).toEqual({ href: '/offline', requestedCityId: null, personal: false });
  });

  it('marks an address with a refresh token, or an overlong query, as personal', () => {
    expect(address('/?refresh_token=abc').personal).toBe(true);
    expect(address(`/brands?q=${'я'.repeat(MAX_KEYED_QUERY_LENGTH)}`).personal).toBe(true);
    expect(address('/brands?q=я').personal).toBe(false);
  });

  it('reads current_city_id as an id, or as none', () => {
    expect(address('/?current_city_id=2').requestedCityId).toBe(2);
    expect(address('/?current_city_id=два').requestedCityId).toBeNull();
  });
});

describe('cityOfPage and pageKey', () => {
  it('take the address’s city when it is active: the page then depends on the address alone', () => {
    const city = cityOfPage(address('/?current_city_id=2'), { cookie: '1', defaultCityId: null, cities: CITIES });
    expect(city).toEqual({ cityId: 2, fromAddress: true });
    expect(pageKey(address('/?current_city_id=2'), city)).toBe('/?current_city_id=2 city=2');
  });

  it('take the cookie’s city, else the default, else the first active city, as the render does', () => {
    expect(cityOfPage(address('/?current_city_id=9'), { cookie: '2', defaultCityId: null, cities: CITIES })).toEqual({
      cityId: 2,
      fromAddress: false,
    });
    expect(cityOfPage(address('/'), { cookie: 'x', defaultCityId: 2, cities: CITIES })).toEqual({
      cityId: 2,
      fromAddress: false,
    });
    expect(cityOfPage(address('/'), { cookie: undefined, defaultCityId: null, cities: CITIES })).toEqual({
      cityId: 1,
      fromAddress: false,
    });
    expect(pageKey(address('/'), { cityId: null, fromAddress: false })).toBe('/ city=-');
  });
});
