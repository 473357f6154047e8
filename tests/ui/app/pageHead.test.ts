import { describe, expect, it } from 'vitest';
import { headMeta, isNotFoundPage, pageHead } from '../../../ui/app/pageHead.ts';

describe('the head of a page', () => {
  it('has the site defaults and the path as its canonical address when no route names it', () => {
    const head = pageHead([undefined], '/offline');
    expect(head).toEqual({
      title: 'Рядом — кэшбэк у партнёров',
      description: expect.stringContaining('кэшбэк') as string,
      canonicalPath: '/offline',
      image: null,
      type: 'website',
    });
  });

  it('takes the innermost route’s title, description and picture', () => {
    const head = pageHead(
      [
        headMeta({ title: 'Офлайн-партнёры', description: 'Все партнёры' }),
        headMeta({ title: 'Кофейня «Зерно»', description: 'Кэшбэк 10 %', image: '/api/upload/files/proxy/5' }),
      ],
      '/brands/5',
    );
    expect(head.title).toBe('Кофейня «Зерно» — Рядом');
    expect(head.description).toBe('Кэшбэк 10 %');
    expect(head.image).toBe('/api/upload/files/proxy/5');
  });

  it('marks a news item as an article', () => {
    expect(pageHead([headMeta({ title: 'Новость', description: 'Текст', type: 'article' })], '/news/1').type).toBe(
      'article',
    );
  });

  it('keeps a description to one line of at most 160 characters, cut at a word', () => {
    const words = Array.from({ length: 60 }, (_, index) => `слово${index}`).join(' \n ');
    const description = pageHead([headMeta({ title: 'Т', description: words })], '/').description;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).not.toMatch(/\n/);
    expect(description.endsWith('…')).toBe(true);
    expect(words.replace(/\s+/g, ' ')).toContain(description.slice(0, -1));
  });

  it('names a page that is not found «Страница не найдена», whatever its routes said, with a description of its own', () => {
    const head = pageHead(
      [headMeta({ title: 'Офлайн-партнёры', description: 'Все партнёры' }), []],
      '/offline/999999',
      { notFound: true },
    );
    expect(head).toEqual({
      title: 'Страница не найдена — Рядом',
      description: expect.not.stringContaining('Все партнёры') as string,
      canonicalPath: '/offline/999999',
      image: null,
      type: 'website',
    });
    expect(head.description).not.toBe(pageHead([undefined], '/').description);
  });
});

describe('a page that is not found', () => {
  it('is one whose route did not find its entity, or whose address no route knows', () => {
    expect(isNotFoundPage([{ status: 'success' }, { status: 'notFound' }])).toBe(true);
    expect(isNotFoundPage([{ status: 'success', _notFound: true }])).toBe(true);
    expect(isNotFoundPage([{ status: 'success' }, { status: 'success' }])).toBe(false);
    expect(isNotFoundPage([{ status: 'success' }, { status: 'error' }])).toBe(false);
  });
});
