import { Worker } from 'node:worker_threads';
import type { LoadResult, LoadSpec } from './loadLoop.ts';

const WORKER_FILE = new URL('./loadWorker.ts', import.meta.url).href;
/** tsx registers its TypeScript loader per thread, so the worker registers it before importing the entry. */
const TSX_API = import.meta.resolve('tsx/esm/api');
/** How long past its own duration a load may run before the worker is stopped (requests time out at 10 s). */
const GRACE_MS = 15_000;

/**
 * Runs the load in a worker thread, so the load generator does not share the event loop of the server
 * it measures (both run in this process).
 */
export function measureInWorker(spec: LoadSpec): Promise<LoadResult> {
  const boot = `import(${JSON.stringify(TSX_API)}).then((api) => { api.register(); return import(${JSON.stringify(WORKER_FILE)}); });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: spec });
    const guard = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`load on ${spec.request.path} did not finish in time`));
    }, spec.durationMs + GRACE_MS);
    worker.once('message', (message: { result?: LoadResult; error?: string }) => {
      clearTimeout(guard);
      void worker.terminate();
      if (message.result !== undefined) {
        resolve(message.result);
      } else {
        reject(new Error(message.error ?? 'load worker failed'));
      }
    });
    worker.once('error', (error) => {
      clearTimeout(guard);
      reject(error);
    });
  });
}
