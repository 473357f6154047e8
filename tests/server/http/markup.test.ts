import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../../server/http/markup.ts';
import { parseXml } from '../seo/parseXml.ts';

/** jsdom ships no type declarations; this is the part of it the test needs. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (markup: string) => { window: { document: Document } } };

const TEXT = `Кофе "Зерно" & <Ко> 'вкусно'`;

describe('text inside HTML or XML', () => {
  it('turns the five markup characters into references', () => {
    expect(escapeMarkup(`a&b<c>"d'`)).toBe('a&#38;b&#60;c&#62;&#34;d&#39;');
  });

  it('reads back as the same text in an HTML attribute and element', () => {
    const p = new JSDOM(`<p title="${escapeMarkup(TEXT)}">${escapeMarkup(TEXT)}</p>`).window.document.querySelector('p')!;
    expect(p.getAttribute('title')).toBe(TEXT);
    expect(p.textContent).toBe(TEXT);
  });

  it('reads back as the same text in an XML attribute and element', () => {
    const a = parseXml(`<a b="${escapeMarkup(TEXT)}">${escapeMarkup(TEXT)}</a>`).documentElement;
    expect(a.getAttribute('b')).toBe(TEXT);
    expect(a.textContent).toBe(TEXT);
  });
});
