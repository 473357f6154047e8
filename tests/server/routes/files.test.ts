import { describe, expect, it } from 'vitest';
import { FILE_CACHE_CONTROL, SANDBOX_CSP, SHOP_LOGO_CACHE_CONTROL } from '../../../server/routes/files.ts';
import { logoSvg } from '../../../server/seed/svg.ts';
import { createSignedInUser } from '../signedIn.ts';
import { bytesOf, storeFile } from './fileFixtures.ts';
import { expectNotFound, expectValidationError, get, insertShop, seededServerPerFile } from './publicFixtures.ts';

const s = seededServerPerFile();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('GET /api/upload/files/proxy/{id} and /upload/{id}', () => {
  it('sends a PNG with its type, a year of immutable caching, an ETag and nosniff, without the sandbox CSP', async () => {
    const id = await storeFile(s.db, 'image/png', PNG);
    for (const path of [`/api/upload/files/proxy/${id}`, `/upload/${id}`]) {
      const response = await get(s.api, path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/png');
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('Cache-Control')).toBe(FILE_CACHE_CONTROL);
      expect(response.headers.get('ETag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Content-Security-Policy')).toBeNull();
      expect(await bytesOf(response)).toEqual(PNG);
    }
  });

  it('sends an SVG under a CSP that forbids script and sandboxes it', async () => {
    const id = await storeFile(s.db, 'image/svg+xml', SVG);
    const response = await get(s.api, `/api/upload/files/proxy/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(SANDBOX_CSP).toBe(response.headers.get('Content-Security-Policy'));
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await bytesOf(response)).toEqual(SVG);
  });

  it('sends a type that is not a picture as an opaque, sandboxed download', async () => {
    const id = await storeFile(s.db, 'text/html', new TextEncoder().encode('<script>alert(1)</script>'));
    const response = await get(s.api, `/upload/${id}`);
    expect(response.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(response.headers.get('Content-Disposition')).toBe('attachment');
    expect(response.headers.get('Content-Security-Policy')).toBe(SANDBOX_CSP);
  });

  it('answers 304 with no body when If-None-Match carries the ETag, and 200 for another tag', async () => {
    const id = await storeFile(s.db, 'image/png', PNG);
    const first = await get(s.api, `/api/upload/files/proxy/${id}`);
    const etag = first.headers.get('ETag')!;
    const again = await get(s.api, `/api/upload/files/proxy/${id}`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe(FILE_CACHE_CONTROL);
    expect((await bytesOf(again)).byteLength).toBe(0);
    expect((await get(s.api, `/api/upload/files/proxy/${id}`, { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('is 404 for an unknown file and 400 for an id that is not digits', async () => {
    await expectNotFound(await get(s.api, '/api/upload/files/proxy/999999999'));
    await expectNotFound(await get(s.api, '/upload/999999999'));
    await expectValidationError(await get(s.api, '/api/upload/files/proxy/logo.svg'));
  });
});

describe('GET /api/files/proxy/{shopId} and /files/proxy/{shopId}: online shop logos', () => {
  it('generates SVG initials from the shop name (its Sf name when set) when the shop has no logo file', async () => {
    const shopId = await insertShop(s.db, { name: 'Зелёный Огород', nameSf: null, logoFileId: null });
    for (const path of [`/api/files/proxy/${shopId}`, `/files/proxy/${shopId}`]) {
      const response = await get(s.api, path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(response.headers.get('Content-Security-Policy')).toBe(SANDBOX_CSP);
      expect(response.headers.get('Cache-Control')).toBe(SHOP_LOGO_CACHE_CONTROL);
      const text = new TextDecoder().decode(await bytesOf(response));
      expect(text).toContain('>ЗО</text>');
      expect(text).toBe(new TextDecoder().decode(logoSvg('Зелёный Огород')));
    }
    const renamed = await insertShop(s.db, { name: 'Старое Имя', nameSf: 'Новая Витрина' });
    expect(new TextDecoder().decode(await bytesOf(await get(s.api, `/api/files/proxy/${renamed}`)))).toContain(
      '>НВ</text>',
    );
  });

  it('sends the shop’s logo file when it has one', async () => {
    const fileId = await storeFile(s.db, 'image/png', PNG);
    const shopId = await insertShop(s.db, { logoFileId: fileId });
    const response = await get(s.api, `/api/files/proxy/${shopId}`);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(await bytesOf(response)).toEqual(PNG);
  });

  it('is 404 for an unknown shop', async () => {
    await expectNotFound(await get(s.api, '/api/files/proxy/999999999'));
    await expectNotFound(await get(s.api, '/files/proxy/999999999'));
  });
});

describe('uploaded files are private to their owner (issue 8, finding 7: profile photos could be enumerated by id)', () => {
  it('answers the owner’s Bearer token only; anonymous and other users get the 404 of a missing file', async () => {
    const owner = await createSignedInUser(s.server.deps);
    const stranger = await createSignedInUser(s.server.deps);
    const id = await storeFile(s.db, 'image/png', PNG, owner.userId);
    for (const path of [`/api/upload/files/proxy/${id}`, `/upload/${id}`]) {
      await expectNotFound(await get(s.api, path));
      await expectNotFound(await get(s.api, path, stranger.auth));
      await expectNotFound(await get(s.api, path, { Authorization: 'Bearer not-a-token' }));
      const own = await get(s.api, path, owner.auth);
      expect(own.status).toBe(200);
      expect(Array.from(await bytesOf(own))).toEqual(Array.from(PNG));
      // Never kept by a shared cache, and kept apart per token by the browser.
      expect(own.headers.get('cache-control')).toBe('private, no-cache');
      expect(own.headers.get('vary')).toContain('Authorization');
    }
  });

  it('keeps the files the server made (logos, icons, banners) public', async () => {
    const id = await storeFile(s.db, 'image/png', PNG);
    expect((await get(s.api, `/upload/${id}`)).status).toBe(200);
  });
});
