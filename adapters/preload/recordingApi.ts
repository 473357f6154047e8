import { ApiError } from '../../core/errors.ts';
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
 * The API's refusals are kept too (a missing entity's 404 makes the page its 404: the browser must
 * meet the same refusal, not ask again); any other failure is not. Every other call is refused: a
 * page rendered on the server belongs to no shopper.
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
        const key = answerKey(method, args);
        try {
          const answer: unknown = await (value as (...callArgs: unknown[]) => Promise<unknown>).apply(target, args);
          answers[key] = { kind: 'answer', value: answer };
          return answer;
        } catch (error) {
          if (error instanceof ApiError) {
            // Its status and code are all the browser needs to fail alike; a stack, cause or details would show the server.
            answers[key] = { kind: 'refusal', status: error.status, code: error.code };
          }
          throw error;
        }
      };
    },
  });
  return { api: recording, recorded: () => ({ ...answers }) };
}
