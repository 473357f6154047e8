import type { ApiPort, PreloadedAnswers } from '../../core/ports/index.ts';
import { answerKey, isPublicRead } from './answerKey.ts';

/**
 * The browser's ApiPort on a server-rendered page: each public read the server already made is
 * answered once from the page's data (hydration needs the very answers the HTML was made from, at
 * once); every later call, and every other call, goes to `api`.
 */
export function preloadedApi(api: ApiPort, answers: PreloadedAnswers): ApiPort {
  const unused = new Map(Object.entries(answers));
  return new Proxy(api, {
    get: (target, method, receiver) => {
      const value: unknown = Reflect.get(target, method, receiver);
      if (typeof value !== 'function' || !isPublicRead(method)) {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (...args: unknown[]) => {
        const key = answerKey(method, args);
        if (unused.has(key)) {
          const answer = unused.get(key);
          unused.delete(key);
          return Promise.resolve(answer);
        }
        return (value as (...callArgs: unknown[]) => Promise<unknown>).apply(target, args);
      };
    },
  });
}
