/**
 * The identity provider's pages are written with hono/html (issue 20): whatever a page echoes (a site's
 * title, a data attribute for the script) reads back as the same text and never becomes markup.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { html, page } from '../../../server/id-provider/html.ts';

/** jsdom ships no type declarations; this is the part of it the test needs. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (markup: string) => { window: { document: Document } } };

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
    expect([...document.querySelectorAll('script')].map((script) => script.getAttribute('src'))).toEqual(['/static/popup-answer.js']);
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect([...document.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual(['/static/provider.css']);
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
