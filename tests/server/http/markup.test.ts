import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { escapeMarkup, html } from '../../../server/http/markup.ts';
import { parseXml } from '../seo/parseXml.ts';

/** jsdom ships no type declarations; this is the part of it the test needs. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (markup: string) => { window: { document: Document } };
};

const TEXT = `Кофе "Зерно" & <Ко> 'вкусно'`;

describe('text inside HTML or XML', () => {
  it('turns the five markup characters into references', () => {
    expect(escapeMarkup(`a&b<c>"d'`)).toBe('a&#38;b&#60;c&#62;&#34;d&#39;');
  });

  it('reads back as the same text in an HTML attribute and element', () => {
    const p = new JSDOM(`<p title="${escapeMarkup(TEXT)}">${escapeMarkup(TEXT)}</p>`).window.document.querySelector(
      'p',
    )!;
    expect(p.getAttribute('title')).toBe(TEXT);
    expect(p.textContent).toBe(TEXT);
  });

  it('reads back as the same text in an XML attribute and element', () => {
    const a = parseXml(`<a b="${escapeMarkup(TEXT)}">${escapeMarkup(TEXT)}</a>`).documentElement;
    expect(a.getAttribute('b')).toBe(TEXT);
    expect(a.textContent).toBe(TEXT);
  });
});

describe('the html template (hono/html)', () => {
  it('escapes interpolated text, keeps interpolated Html, flattens lists and writes nothing for false, null and undefined', () => {
    const item = (text: string) => html`<li>${text}</li>`;
    const made = html`<p title="${TEXT}">${TEXT}</p><ul>${['<a>', '"b"'].map(item)}</ul>${false}${null}${undefined}${7}`;
    const document = new JSDOM(made.toString()).window.document;
    expect(document.querySelector('p')!.getAttribute('title')).toBe(TEXT);
    expect(document.querySelector('p')!.textContent).toBe(TEXT);
    expect([...document.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['<a>', '"b"']);
    expect(made.toString()).not.toContain('<a>');
    expect(made.toString().endsWith('</ul>7')).toBe(true);
  });

  it('refuses a promise: the server pages are made at once', () => {
    const late = Promise.resolve('text') as unknown as string;
    expect(() => html`<p>${late}</p>`).toThrow(TypeError);
  });
});
