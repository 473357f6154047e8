/** Worker-thread entry: runs one load (workerData is a LoadSpec) and posts its LoadResult back. */
import { parentPort, workerData } from 'node:worker_threads';
import { runLoad, type LoadSpec } from './loadLoop.ts';

runLoad(workerData as LoadSpec).then(
  (result) => parentPort?.postMessage({ result }),
  (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
