/**
 * Accept-Encoding and Accept are read in one place, by hono's accepts helper (issue 20): the public answers,
 * the static files and the server-rendered pages ask the same function, so `gzip;q=0` means the same to all.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Encoding } from '../../../server/http/compression.ts';
import { acceptedEncoding, acceptedPictureType } from '../../../server/http/negotiation.ts';

async function encodingFor(header: string | undefined, offered?: readonly Encoding[]): Promise<Encoding | null> {
  const app = new Hono();
  app.get('/', (c) => c.json({ encoding: acceptedEncoding(c, offered) }));
  const response = await app.request('/', { headers: header === undefined ? {} : { 'Accept-Encoding': header } });
  return ((await response.json()) as { encoding: Encoding | null }).encoding;
}

async function pictureTypeFor(header: string | undefined): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(acceptedPictureType(c, 'image/png')));
  return (await app.request('/', { headers: header === undefined ? {} : { Accept: header } })).text();
}

describe('acceptedEncoding', () => {
  it('prefers brotli over gzip at equal weight and follows the weights otherwise', async () => {
    expect(await encodingFor('gzip, deflate, br')).toBe('br');
    expect(await encodingFor('gzip')).toBe('gzip');
    expect(await encodingFor('br;q=0.5, gzip')).toBe('gzip');
    expect(await encodingFor('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(await encodingFor('*')).toBe('br');
    expect(await encodingFor('*, br;q=0')).toBe('gzip');
    expect(await encodingFor('GZIP')).toBe('gzip');
    expect(await encodingFor(`${'x, '.repeat(200)}gzip`)).toBe('gzip');
  });

  it('sends nothing compressed without a header, for identity only, or when everything is refused', async () => {
    expect(await encodingFor(undefined)).toBeNull();
    expect(await encodingFor('identity')).toBeNull();
    expect(await encodingFor('br;q=0, gzip;q=0')).toBeNull();
    expect(await encodingFor('gzip;q=abc')).toBeNull();
    expect(await encodingFor(',,;')).toBeNull();
  });

  it('honours q-values when the caller makes gzip only (the streamed pages): `br;q=0, gzip` is gzip, `gzip;q=0` is identity', async () => {
    expect(await encodingFor('br;q=0, gzip', ['gzip'])).toBe('gzip');
    expect(await encodingFor('gzip;q=0', ['gzip'])).toBeNull();
    expect(await encodingFor('gzip;q=0, br', ['gzip'])).toBeNull();
    expect(await encodingFor('br', ['gzip'])).toBeNull();
    expect(await encodingFor('gzip, deflate, br', ['gzip'])).toBe('gzip');
  });
});

describe('acceptedPictureType', () => {
  it('takes AVIF, then WebP, only when named outright and not refused; else the picture keeps its type', async () => {
    expect(await pictureTypeFor('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('image/avif');
    expect(await pictureTypeFor('image/webp,*/*')).toBe('image/webp');
    expect(await pictureTypeFor('image/avif;q=0, image/webp')).toBe('image/webp');
    expect(await pictureTypeFor('image/avif;q=0, image/png')).toBe('image/png');
    expect(await pictureTypeFor('image/*,*/*;q=0.8')).toBe('image/png');
    expect(await pictureTypeFor(undefined)).toBe('image/png');
  });
});
