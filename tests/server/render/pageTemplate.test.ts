import { describe, expect, it } from 'vitest';
import { pageTemplate, scriptJson } from '../../../server/render/pageTemplate.ts';

const BUILT = `<!doctype html><html lang="ru"><head><meta name="description" content="Сайт" /><title>Рядом</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

const head = {
  title: 'Кофейня <Зерно> & «Ко»',
  description: 'Кэшбэк "10 %"',
  canonicalPath: '/brands/5',
  image: '/api/upload/files/proxy/5',
  type: 'website' as const,
};

describe('the page template around a server render', () => {
  it('writes the page’s title, description, canonical address and sharing card, escaped', () => {
    const opening = pageTemplate(BUILT).opening(head, 'https://rjadom.ru', '');
    expect(opening).toContain('<title>Кофейня &#60;Зерно&#62; &#38; «Ко»</title>');
    expect(opening).toContain('<meta name="description" content="Кэшбэк &#34;10 %&#34;" />');
    expect(opening).toContain('<link rel="canonical" href="https://rjadom.ru/brands/5" />');
    expect(opening).toContain('<meta property="og:image" content="https://rjadom.ru/api/upload/files/proxy/5" />');
    expect(opening.match(/<title>/g)).toHaveLength(1);
    expect(opening.endsWith('<div id="root">')).toBe(true);
  });

  it('writes the route’s links after the built page’s entry links, before the page’s own tags', () => {
    const routeTags = '<link rel="stylesheet" crossorigin href="/assets/showcase.css">';
    const opening = pageTemplate(BUILT).opening(head, 'https://rjadom.ru', routeTags);
    expect(opening.indexOf(routeTags)).toBeGreaterThan(
      opening.indexOf('<script type="module" src="/assets/index.js"></script>'),
    );
    expect(opening.indexOf(routeTags)).toBeLessThan(opening.indexOf('<link rel="canonical"'));
  });

  it('writes a title and description holding replacement patterns as they are', () => {
    const opening = pageTemplate(BUILT).opening(
      { ...head, title: "Кофе $& $' $$", description: '$`' },
      'https://rjadom.ru',
      '',
    );
    expect(opening).toContain('<title>Кофе $&#38; $&#39; $$</title>');
    expect(opening).toContain('<meta name="description" content="$`" />');
    expect(opening).toContain('<meta property="og:title" content="Кофе $&#38; $&#39; $$" />');
  });

  it('carries the data after the root element as JSON no text can break out of', () => {
    const closing = pageTemplate(BUILT).closing({
      view: { cityId: 1, cities: [{ id: 1, name: '</script><script>alert(1)</script>' }] },
      router: { matches: [] },
    });
    expect(closing.startsWith('</div><script type="application/json" id="rendered-page">')).toBe(true);
    expect(closing.match(/<\/script>/g)).toHaveLength(1);
    expect(closing.endsWith('</body></html>')).toBe(true);
  });

  it('keeps line separators from ending the JSON', () => {
    expect(scriptJson({ text: 'a\u2028b\u2029c<' })).toBe('{"text":"a\\u2028b\\u2029c\\u003c"}');
    expect(JSON.parse(scriptJson({ text: 'a\u2028b<' }))).toEqual({ text: 'a\u2028b<' });
  });

  it('refuses a build without the root element', () => {
    expect(() => pageTemplate('<html><body></body></html>')).toThrow(/root/);
  });
});
