import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readMapSettings } from '../../../core/domain/mapTiles.ts';
import type { AppEnv, ServerDeps } from '../../../server/deps.ts';
import { mapSettingsRoutes } from '../../../server/routes/mapSettings.ts';
import { contentSecurityPolicy, securityHeadersFor } from '../../../server/security/headers.ts';

const imgSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('img-src '));
const base = { framed: false, frameAncestors: [], captchaProvider: 'altcha' as const };

describe('the CSP follows MAP_TILES_URL (issue 21)', () => {
  it('img-src allows the tiles’ host: OpenStreetMap’s by default', () => {
    expect(imgSrc(contentSecurityPolicy({ ...base, mapTilesUrl: readMapSettings({}).tilesUrl }))).toBe(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    );
  });

  it('another provider’s host, a wildcard for {s} subdomains', () => {
    expect(imgSrc(contentSecurityPolicy({ ...base, mapTilesUrl: 'http://127.0.0.1:4100/{z}/{x}/{y}.png' }))).toBe(
      "img-src 'self' data: blob: http://127.0.0.1:4100",
    );
    expect(
      imgSrc(contentSecurityPolicy({ ...base, mapTilesUrl: 'https://{s}.tiles.example.ru/{z}/{x}/{y}.png' })),
    ).toBe("img-src 'self' data: blob: https://*.tiles.example.ru");
  });

  it('nothing more for no tiles, tiles on the portal’s own origin, or no map settings at all', () => {
    for (const mapTilesUrl of [null, '/tiles/{z}/{x}/{y}.png', undefined]) {
      expect(imgSrc(contentSecurityPolicy({ ...base, mapTilesUrl }))).toBe("img-src 'self' data: blob:");
    }
  });

  it('every page’s headers carry it from the server’s settings', () => {
    const headers = securityHeadersFor(new URL('http://localhost/offline?view=map'), {
      frameAncestors: [],
      captchaProvider: 'altcha',
      map: readMapSettings({ MAP_TILES_URL: 'https://tiles.example.ru/{z}/{x}/{y}.png' }),
    });
    expect(imgSrc(headers['Content-Security-Policy']!)).toBe("img-src 'self' data: blob: https://tiles.example.ru");
  });
});

describe('GET /api/map-settings', () => {
  function app(env: Record<string, string>) {
    const site = new Hono<AppEnv>();
    site.use('*', async (c, next) => {
      c.set('deps', { config: { map: readMapSettings(env) } } as unknown as ServerDeps);
      await next();
    });
    site.route('/', mapSettingsRoutes());
    return site;
  }

  it('answers the server’s tile template and attribution, public for a minute', async () => {
    const response = await app({
      MAP_TILES_URL: 'http://127.0.0.1:4100/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© Тест',
    }).request('/api/map-settings');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(await response.json()).toEqual({ tilesUrl: 'http://127.0.0.1:4100/{z}/{x}/{y}.png', attribution: '© Тест' });
  });

  it('no tiles: null', async () => {
    expect(await (await app({ MAP_TILES_URL: 'off' }).request('/api/map-settings')).json()).toEqual({
      tilesUrl: null,
      attribution: '',
    });
  });
});
