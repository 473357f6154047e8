import type { ApiPort, PreloadedAnswers } from '../../core/ports/index.ts';
import { answerKey, isPublicRead } from './answerKey.ts';

/** An ApiPort that keeps what it read, and the record. */
export interface RecordingApi {
  api: ApiPort;
  /** What the render read so far, keyed for `preloadedApi`. */
  recorded(): PreloadedAnswers;
}

/**
 * The ApiPort of a server render: public reads go to `api` and their answers are kept, so the page
 * can carry them to the browser (`preloadedApi` answers the same calls from them without fetching).
 * Every other call is refused: a page rendered on the server belongs to no shopper.
 */
export function recordingApi(api: ApiPort): RecordingApi {
  const answers: PreloadedAnswers = {};
  const recording = new Proxy(api, {
    get: (target, method, receiver) => {
      const value: unknown = Reflect.get(target, method, receiver);
      if (typeof value !== 'function') {
        return value;
      }
      if (!isPublicRead(method)) {
        return () => Promise.reject(new Error(`A server render makes public reads only, not ${String(method)}`));
      }
      return async (...args: unknown[]) => {
        const answer: unknown = await (value as (...callArgs: unknown[]) => Promise<unknown>).apply(target, args);
        answers[answerKey(method, args)] = answer;
        return answer;
      };
    },
  });
  return { api: recording, recorded: () => ({ ...answers }) };
}
