/**
 * A small load of `npm run bench:load`'s mix for the restart and crash tests of the balanced set-up (issue 32 §3):
 * readers go round the mix's public pages, public lists (POST, as the portal sends them) and signed-in shoppers'
 * favourites, and one writer per shopper adds its favourites one after another, each pair once (then, when given
 * `nextShopper`, a new shopper's, so that writes go on for as long as the load). Every answer is counted by what the
 * client saw, and every acknowledged (2xx) write is remembered, to be read back from the database.
 */
import { TIMEOUT_SECONDS } from '../bench/loadDrive.ts';
import type { BenchShopper } from '../bench/loadShoppers.ts';
import type { MixRequest } from '../bench/wrkMix.ts';

export interface MixLoadOptions {
  /** The balancer. */
  origin: string;
  /** The reads, taken in turn by each reader. */
  reads: readonly MixRequest[];
  readers: number;
  /** One writer each, to start with. */
  shoppers: readonly BenchShopper[];
  /** The outlets each writer adds, in order, until stopped. */
  outlets: readonly number[];
  /** A new shopper for a writer that has added every outlet, so that writes go on until stopped; without it the writer ends. */
  nextShopper?: () => Promise<BenchShopper>;
}

/** What the clients saw. A failure's key is `METHOD STATUS` or `METHOD error` (no answer within the time-out, or a broken connection). */
export interface LoadTally {
  readsAnswered: number;
  /** Failed GET reads: nginx retries those on the other instance, so there should be none. */
  failedGets: Record<string, number>;
  /** Failed POST reads (the public lists): never retried by nginx once sent. */
  failedPostReads: Record<string, number>;
  /** The favourites the server acknowledged with a 2xx: each must be in the database afterwards. */
  acknowledged: Array<[profileId: number, outletId: number]>;
  /** Adds not acknowledged: the client was not told they happened (it would try again). */
  failedWrites: Record<string, number>;
}

export interface RunningLoad {
  /** Answers counted so far (reads and writes). */
  readonly answered: number;
  /** Writes acknowledged so far. */
  readonly acknowledged: number;
  /** Ends every client after its request under way, and resolves with the tally. */
  stop(): Promise<LoadTally>;
}

function count(tally: Record<string, number>, key: string): void {
  tally[key] = (tally[key] ?? 0) + 1;
}

/** One request of the mix; the status, or null when no answer came (time-out, broken connection). */
async function send(origin: string, request: MixRequest): Promise<number | null> {
  try {
    const answer = await fetch(`${origin}${request.path}`, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
    });
    await answer.arrayBuffer();
    return answer.status;
  } catch {
    return null;
  }
}

/** Starts the readers and the writers at once. */
export function startMixLoad(options: MixLoadOptions): RunningLoad {
  const tally: LoadTally = {
    readsAnswered: 0,
    failedGets: {},
    failedPostReads: {},
    acknowledged: [],
    failedWrites: {},
  };
  let answered = 0;
  let stopped = false;
  let next = 0;
  const reader = async (): Promise<void> => {
    while (!stopped) {
      const request = options.reads[next % options.reads.length]!;
      next += 1;
      const status = await send(options.origin, request);
      answered += 1;
      if (status !== null && status >= 200 && status < 300) {
        tally.readsAnswered += 1;
      } else {
        count(
          request.method === 'GET' ? tally.failedGets : tally.failedPostReads,
          `${request.method} ${status ?? 'error'}`,
        );
      }
    }
  };
  const writer = async (first: BenchShopper): Promise<void> => {
    let shopper: BenchShopper | undefined = first;
    while (shopper !== undefined && !stopped) {
      for (const outletId of options.outlets) {
        if (stopped) {
          return;
        }
        const status = await send(options.origin, {
          method: 'POST',
          path: `/api/tenant-profiles/${shopper.profileId}/favorite-sales-units`,
          headers: { authorization: `Bearer ${shopper.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ salesUnitId: outletId }),
        });
        answered += 1;
        if (status !== null && status >= 200 && status < 300) {
          tally.acknowledged.push([shopper.profileId, outletId]);
        } else {
          count(tally.failedWrites, `POST ${status ?? 'error'}`);
        }
      }
      shopper = await options.nextShopper?.();
    }
  };
  const clients = [
    ...Array.from({ length: options.readers }, () => reader()),
    ...options.shoppers.map((shopper) => writer(shopper)),
  ];
  return {
    get answered() {
      return answered;
    },
    get acknowledged() {
      return tally.acknowledged.length;
    },
    stop: async () => {
      stopped = true;
      await Promise.all(clients);
      return tally;
    },
  };
}
