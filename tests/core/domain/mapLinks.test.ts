import { describe, expect, it } from 'vitest';
import { isValidCoordinates } from '../../../core/domain/geo/distance.ts';
import { formatCoordinate, outletMapLinks, twoGisUrl, yandexMapsUrl } from '../../../core/domain/mapLinks.ts';

describe('map links from coordinates', () => {
  describe('yandexMapsUrl', () => {
    it('centres on the point, puts a placemark on it (longitude first) and searches the name', () => {
      const url = new URL(yandexMapsUrl(55.751244, 37.618423, 'Кофейня «Зерно»')!);
      expect(url.origin + url.pathname).toBe('https://yandex.ru/maps/');
      expect(url.searchParams.get('ll')).toBe('37.618423,55.751244');
      expect(url.searchParams.get('pt')).toBe('37.618423,55.751244');
      expect(url.searchParams.get('z')).toBe('17');
      expect(url.searchParams.get('l')).toBe('map');
      expect(url.searchParams.get('text')).toBe('Кофейня «Зерно»');
    });

    it('is exactly this address', () => {
      expect(yandexMapsUrl(55.75, 37.6, 'Бар & гриль')).toBe(
        'https://yandex.ru/maps/?ll=37.6%2C55.75&z=17&pt=37.6%2C55.75&l=map&text=%D0%91%D0%B0%D1%80+%26+%D0%B3%D1%80%D0%B8%D0%BB%D1%8C',
      );
    });

    it('leaves the search text out for a blank or missing name', () => {
      expect(new URL(yandexMapsUrl(55.75, 37.6, '  ')!).searchParams.has('text')).toBe(false);
      expect(new URL(yandexMapsUrl(55.75, 37.6)!).searchParams.has('text')).toBe(false);
    });
  });

  describe('twoGisUrl', () => {
    it('opens the point (longitude first) zoomed to the building', () => {
      expect(twoGisUrl(55.751244, 37.618423)).toBe(
        'https://2gis.ru/geo/37.618423,55.751244?m=37.618423%2C55.751244%2F17',
      );
    });
  });

  it.each([
    [null, 37.6],
    [55.7, null],
    [Number.NaN, 37.6],
    [55.7, Number.POSITIVE_INFINITY],
    [90.0001, 37.6],
    [-91, 37.6],
    [55.7, 180.5],
    [55.7, -181],
  ])('gives no link for lat %s, lon %s', (lat, lon) => {
    expect(yandexMapsUrl(lat, lon, 'x')).toBeNull();
    expect(twoGisUrl(lat, lon)).toBeNull();
  });

  it('accepts the edges of the globe', () => {
    expect(isValidCoordinates(90, 180)).toBe(true);
    expect(isValidCoordinates(-90, -180)).toBe(true);
    expect(twoGisUrl(-90, -180)).toBe('https://2gis.ru/geo/-180,-90?m=-180%2C-90%2F17');
  });

  describe('formatCoordinate', () => {
    it.each([
      [37.6, '37.6'],
      [55, '55'],
      [100, '100'],
      [0, '0'],
      [-0, '0'],
      [1e-7, '0'],
      [-1e-7, '0'],
      [12.3456789, '12.345679'],
      [-33.8688, '-33.8688'],
    ])('%s → %s', (value, text) => {
      expect(formatCoordinate(value)).toBe(text);
    });
  });
});

describe('outletMapLinks: the stored map addresses first, the coordinates otherwise (issue 10)', () => {
  const at = { latitude: 55.751244, longitude: 37.618423, name: 'Бар' };

  it('uses the stored 2GIS and Yandex Maps addresses when present', () => {
    const links = outletMapLinks({
      ...at,
      twoGis: 'https://2gis.ru/moscow/firm/70000001',
      yandexMaps: 'https://yandex.ru/maps/org/bar/1234/',
    });
    expect(links).toEqual({
      twoGis: 'https://2gis.ru/moscow/firm/70000001',
      yandexMaps: 'https://yandex.ru/maps/org/bar/1234/',
    });
  });

  it('builds each missing one from the coordinates', () => {
    expect(outletMapLinks({ ...at, twoGis: null, yandexMaps: 'https://yandex.ru/maps/org/bar/1234/' })).toEqual({
      twoGis: twoGisUrl(at.latitude, at.longitude),
      yandexMaps: 'https://yandex.ru/maps/org/bar/1234/',
    });
    expect(outletMapLinks({ ...at, twoGis: ' ', yandexMaps: null })).toEqual({
      twoGis: twoGisUrl(at.latitude, at.longitude),
      yandexMaps: yandexMapsUrl(at.latitude, at.longitude, 'Бар'),
    });
  });

  it('keeps a stored address without coordinates', () => {
    expect(
      outletMapLinks({ latitude: null, longitude: null, twoGis: 'https://2gis.ru/moscow/firm/1', yandexMaps: null }),
    ).toEqual({
      twoGis: 'https://2gis.ru/moscow/firm/1',
      yandexMaps: null,
    });
  });

  it('has no links with neither stored addresses nor coordinates', () => {
    expect(outletMapLinks({ latitude: null, longitude: null, twoGis: null, yandexMaps: null })).toEqual({
      twoGis: null,
      yandexMaps: null,
    });
  });

  it.each([
    ['javascript:alert(1)'],
    ['http://2gis.ru/moscow/firm/1'],
    ['https://2gis.ru.evil.example/firm/1'],
    ['https://evil.example/?2gis.ru'],
    ['//2gis.ru/firm/1'],
    ['not a link'],
  ])('ignores a stored 2GIS value that is not an https link to 2GIS: %s', (stored) => {
    expect(outletMapLinks({ ...at, twoGis: stored, yandexMaps: null }).twoGis).toBe(
      twoGisUrl(at.latitude, at.longitude),
    );
  });

  it('accepts 2GIS and Yandex hosts and their subdomains, and refuses other services', () => {
    expect(
      outletMapLinks({ ...at, twoGis: 'https://go.2gis.com/abc', yandexMaps: 'https://yandex.com/maps/-/CCU' }),
    ).toEqual({
      twoGis: 'https://go.2gis.com/abc',
      yandexMaps: 'https://yandex.com/maps/-/CCU',
    });
    expect(outletMapLinks({ ...at, twoGis: null, yandexMaps: 'https://maps.google.com/?q=1' }).yandexMaps).toBe(
      yandexMapsUrl(at.latitude, at.longitude, 'Бар'),
    );
  });
});
