import { ApiError } from '../../core/errors.ts';
import type { ApiPort, PreloadedAnswer, PreloadedAnswers } from '../../core/ports/index.ts';
import { answerKey, isPublicRead } from './answerKey.ts';

/** A read's end as the server met it: its answer, or the API's refusal as an ApiError again. */
function replay(entry: PreloadedAnswer): Promise<unknown> {
  return entry.kind === 'answer' ? Promise.resolve(entry.value) : Promise.reject(new ApiError(entry.code, entry.status));
}

/**
 * The browser's ApiPort on a server-rendered page: each public read the server already made is
 * answered once from the page's data, its answer or its refusal (hydration needs the very outcome the
 * HTML was made from, at once: a missing entity's 404 is not asked for again); every later call, and
 * every other call, goes to `api`.
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
        const entry = unused.get(key);
        if (entry !== undefined) {
          unused.delete(key);
          return replay(entry);
        }
        return (value as (...callArgs: unknown[]) => Promise<unknown>).apply(target, args);
      };
    },
  });
}
