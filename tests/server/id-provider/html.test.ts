/**
 * The identity provider's pages are written with hono/html (issue 20): whatever a page echoes (a site's
 * title, a data attribute for the script) reads back as the same text and never becomes markup.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { html, page } from '../../../server/id-provider/html.ts';
import { testProvider } from './testProvider.ts';

/** jsdom ships no type declarations; this is the part of it the test needs. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (markup: string) => { window: { document: Document } };
};

const HOSTILE = `"><script>alert('x')</script>&amp;`;

describe('page', () => {
  const markup = page({
    lang: 'ru',
    title: HOSTILE,
    styles: ['/static/provider.css'],
    scripts: ['/static/popup-answer.js'],
    data: { message: JSON.stringify({ text: HOSTILE }), origin: 'https://site.example' },
    bodyClass: `plain ${HOSTILE}`,
    body: html`<main><p>${HOSTILE}</p></main>`,
  });
  const document = new JSDOM(markup).window.document;

  it('has only the scripts and stylesheets it names, none inline', () => {
    expect([...document.querySelectorAll('script')].map((script) => script.getAttribute('src'))).toEqual([
      '/static/popup-answer.js',
    ]);
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect([...document.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href'))).toEqual([
      '/static/provider.css',
    ]);
  });

  it('reads back every echoed value as the same text: title, body, class and data attributes', () => {
    expect(document.title).toBe(HOSTILE);
    expect(document.querySelector('main p')!.textContent).toBe(HOSTILE);
    expect(document.body.getAttribute('class')).toBe(`plain ${HOSTILE}`);
    expect(JSON.parse(document.body.dataset.message!)).toEqual({ text: HOSTILE });
    expect(document.body.dataset.origin).toBe('https://site.example');
    expect(document.documentElement.lang).toBe('ru');
  });
});

describe("the provider's icon (issue 31 §7: its pages had none, the browser asked /favicon.ico for a 404)", () => {
  it('every page names the icon the provider serves', async () => {
    const markup = page({ lang: 'ru', title: 't', styles: [], scripts: [], body: html`<main></main>` });
    const icon = new JSDOM(markup).window.document.querySelector('link[rel=icon]');
    expect(icon?.getAttribute('href')).toBe('/favicon.svg');
    const response = await testProvider().request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg /);
  });

  it('answers /favicon.ico with the same icon, for a browser that asks it anyway', async () => {
    const response = await testProvider().request('/favicon.ico');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });
});
