import { describe, expect, it } from 'vitest';
import {
  attributionParts,
  checkTilesUrl,
  DEFAULT_MAP_ATTRIBUTION,
  DEFAULT_MAP_TILES_URL,
  isMapSettings,
  readMapSettings,
  tilesImageSource,
} from '../../../core/domain/mapTiles.ts';

describe('readMapSettings: MAP_TILES_URL and MAP_ATTRIBUTION', () => {
  it('unset: OpenStreetMap’s standard tiles with the attribution their policy asks for', () => {
    expect(readMapSettings({})).toEqual({
      tilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: DEFAULT_MAP_ATTRIBUTION,
    });
    expect(readMapSettings({ MAP_TILES_URL: '  ', MAP_ATTRIBUTION: '' }).tilesUrl).toBe(DEFAULT_MAP_TILES_URL);
    expect(attributionParts(DEFAULT_MAP_ATTRIBUTION)).toEqual([
      { text: '© OpenStreetMap contributors', href: 'https://www.openstreetmap.org/copyright' },
    ]);
  });

  it('another provider with its own attribution', () => {
    const settings = readMapSettings({
      MAP_TILES_URL: 'https://tiles.example.ru/osm/{z}/{x}/{y}.png?key=abc',
      MAP_ATTRIBUTION: '© Example, [© OpenStreetMap](https://www.openstreetmap.org/copyright)',
    });
    expect(settings).toEqual({
      tilesUrl: 'https://tiles.example.ru/osm/{z}/{x}/{y}.png?key=abc',
      attribution: '© Example, [© OpenStreetMap](https://www.openstreetmap.org/copyright)',
    });
  });

  it('another provider without an attribution credits nobody rather than OpenStreetMap by mistake', () => {
    expect(readMapSettings({ MAP_TILES_URL: '/tiles/{z}/{x}/{y}.png' }).attribution).toBe('');
  });

  it('off (or none): no tiles, the pins on a plain background', () => {
    expect(readMapSettings({ MAP_TILES_URL: 'off' }).tilesUrl).toBeNull();
    expect(readMapSettings({ MAP_TILES_URL: 'NONE' }).tilesUrl).toBeNull();
  });

  it('refuses a template the map could not use or the CSP could not name, saying which setting', () => {
    for (const bad of [
      'https://tiles.example.ru/{z}/{x}.png',
      'tiles.example.ru/{z}/{x}/{y}.png',
      'ftp://tiles.example.ru/{z}/{x}/{y}.png',
      'https://tiles.example.ru/{z}/{x}/{y}/{q}.png',
      "https://tiles.example.ru/{z}/{x}/{y}.png'; script-src *",
      'https://user@tiles.example.ru/{z}/{x}/{y}.png',
      '/tiles/{s}/{z}/{x}/{y}.png',
      '//tiles.example.ru/{z}/{x}/{y}.png',
      'https://{z}.example.ru/{z}/{x}/{y}.png',
    ]) {
      expect(() => readMapSettings({ MAP_TILES_URL: bad }), bad).toThrow(/MAP_TILES_URL/);
    }
  });

  it('accepts subdomains, retina suffixes, ports and paths on the portal’s own origin', () => {
    for (const good of [
      'https://{s}.tile.example.ru/{z}/{x}/{y}{r}.png',
      'http://127.0.0.1:4000/{z}/{x}/{y}.png',
      '/tiles/{z}/{x}/{y}.png',
    ]) {
      expect(checkTilesUrl(good)).toBe(good);
    }
  });
});

describe('tilesImageSource: what img-src must allow', () => {
  it('the tiles’ origin', () => {
    expect(tilesImageSource(DEFAULT_MAP_TILES_URL)).toBe('https://tile.openstreetmap.org');
    expect(tilesImageSource('http://127.0.0.1:4000/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4000');
  });

  it('a wildcard for a {s} subdomain', () => {
    expect(tilesImageSource('https://{s}.tile.example.ru/{z}/{x}/{y}.png')).toBe('https://*.tile.example.ru');
  });

  it('nothing for no tiles or tiles on the portal’s own origin (self covers them)', () => {
    expect(tilesImageSource(null)).toBeNull();
    expect(tilesImageSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });
});

describe('attributionParts: text and [text](https://…) links, never markup', () => {
  it('splits text and links in order', () => {
    expect(attributionParts('Карта: [© OpenStreetMap](https://www.openstreetmap.org/copyright) и © Пример')).toEqual([
      { text: 'Карта: ' },
      { text: '© OpenStreetMap', href: 'https://www.openstreetmap.org/copyright' },
      { text: ' и © Пример' },
    ]);
  });

  it('markup and addresses that are not http(s) stay text', () => {
    expect(attributionParts('<b>x</b> [y](javascript:alert(1))')).toEqual([
      { text: '<b>x</b> [y](javascript:alert(1))' },
    ]);
  });
});

describe('isMapSettings: what the browser accepts from the network', () => {
  it('settings the server could have sent', () => {
    expect(isMapSettings({ tilesUrl: DEFAULT_MAP_TILES_URL, attribution: '' })).toBe(true);
    expect(isMapSettings({ tilesUrl: null, attribution: 'x' })).toBe(true);
  });

  it('anything else', () => {
    expect(isMapSettings(null)).toBe(false);
    expect(isMapSettings({ tilesUrl: 'javascript:alert(1)//{z}{x}{y}', attribution: '' })).toBe(false);
    expect(isMapSettings({ tilesUrl: DEFAULT_MAP_TILES_URL })).toBe(false);
  });
});
