import { describe, expect, it } from 'vitest';
import { parentOrigin, PostMessageParentWindow } from '../../../adapters/postMessage/PostMessageParentWindow.ts';

function parentRecorder() {
  const posts: Array<{ message: unknown; origin: string }> = [];
  return { posts, target: { postMessage: (message: unknown, origin: string) => posts.push({ message, origin }) } };
}

describe('PostMessageParentWindow', () => {
  it('posts page_change to the framing origin only', () => {
    const { posts, target } = parentRecorder();
    new PostMessageParentWindow(target, 'https://host.example').post({ type: 'page_change', path: '/online' });
    expect(posts).toEqual([{ message: { type: 'page_change', path: '/online' }, origin: 'https://host.example' }]);
  });

  it('does nothing when not framed or when the parent origin is unknown', () => {
    const { posts, target } = parentRecorder();
    new PostMessageParentWindow(null, 'https://host.example').post({ type: 'page_change', path: '/' });
    new PostMessageParentWindow(target, null).post({ type: 'page_change', path: '/' });
    expect(posts).toEqual([]);
  });

  it('takes the parent origin from the referrer, else from the ancestor origins, never a wildcard', () => {
    expect(parentOrigin('https://host.example/page?x=1')).toBe('https://host.example');
    expect(parentOrigin('', ['https://other.example'])).toBe('https://other.example');
    expect(parentOrigin('not a url', [])).toBeNull();
    expect(parentOrigin('')).toBeNull();
  });
});
