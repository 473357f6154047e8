import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWidgetAssets } from '../../server/widgetAssets.ts';

let dist: string;
let site: Hono;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'widget-assets-'));
  mkdirSync(join(dist, 'widget', 'esm', 'chunks'), { recursive: true });
  writeFileSync(join(dist, 'widget', 'vkid-sdk.js'), 'var VKIDSDK=(function(){return{}})();');
  writeFileSync(join(dist, 'widget', 'esm', 'oneTap.js'), 'export{a as OneTap}from"./chunks/oneTap-abc.js";');
  writeFileSync(join(dist, 'widget', 'esm', 'chunks', 'oneTap-abc.js'), 'export const a=1;');
  writeFileSync(join(dist, 'secret.txt'), 'no');
  site = new Hono();
  site.use('/widget/*', serveWidgetAssets({ root: dist }));
  site.get('*', (c) => c.text('next handler'));
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the widget kit’s files', () => {
  it('serves the script-tag file to any origin, revalidated', async () => {
    const answer = await site.request('/widget/vkid-sdk.js', { headers: { Origin: 'https://shop.example' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(answer.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(answer.headers.get('Cache-Control')).toBe('no-cache');
    expect(await answer.text()).toContain('VKIDSDK');
    const again = await site.request('/widget/vkid-sdk.js', {
      headers: { 'If-None-Match': answer.headers.get('ETag')! },
    });
    expect(again.status).toBe(304);
  });

  it('serves ES modules, hashed chunks for good', async () => {
    expect((await site.request('/widget/esm/oneTap.js')).status).toBe(200);
    const chunk = await site.request('/widget/esm/chunks/oneTap-abc.js');
    expect(chunk.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing kit file and leaves other /widget/ paths to the next handler', async () => {
    expect((await site.request('/widget/esm/gone.js')).status).toBe(404);
    expect(await (await site.request('/widget/')).text()).toBe('next handler');
    expect(await (await site.request('/widget/../secret.txt')).text()).not.toBe('no');
    expect(await (await site.request('/widget/esm/..%2f..%2fsecret.txt')).text()).not.toBe('no');
  });
});
