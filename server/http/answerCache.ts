/**
 * The server-side cache of public answers: bounded in bytes (keys and compressed forms included) and in
 * entries, expired answers dropped as soon as anything touches the cache. Each answer keeps the brotli and
 * gzip forms made of it, so an answer is compressed at most once per encoding, and an answer rebuilt with the
 * very same bytes (nothing changed in the revalidation time) takes over the forms of the one it replaces.
 * Per instance by design (docs/architecture.md).
 */
import type { ServerDeps } from '../deps.ts';
import { compress, type Encoding } from './compression.ts';

/** One built answer, ready to send again until `expiresAt` (unix ms on the deps clock). */
export interface CachedAnswer {
  bytes: Uint8Array;
  etag: string;
  contentType: string;
  expiresAt: number;
}

export interface AnswerCacheLimits {
  /** Upper bound of everything the cache holds: keys, answers, tags and a per-entry overhead. */
  maxBytes: number;
  /** Upper bound of the number of answers, whatever their size. */
  maxEntries: number;
}

/** One answer as the cache keeps it: the answer, its compressed forms so far and what it is charged. */
interface Entry {
  answer: CachedAnswer;
  forms: Partial<Record<Encoding, Uint8Array>>;
  /** Compressions under way; requests arriving meanwhile wait for the same one. */
  making: Partial<Record<Encoding, Promise<Uint8Array>>>;
  cost: number;
}

/** Upper bound of the bytes one server's answer cache holds. */
export const ANSWER_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Upper bound of the answers one server's cache holds. */
export const ANSWER_CACHE_MAX_ENTRIES = 10_000;
/** Longest key worth keeping; longer keys are not cached (validated inputs are far shorter). */
export const ANSWER_CACHE_MAX_KEY_LENGTH = 4096;
/**
 * What an entry costs beyond its strings and bytes (the Map slot, the answer object, the Uint8Array header),
 * counted so that many tiny answers cannot slip under the byte bound.
 */
export const ENTRY_OVERHEAD_BYTES = 256;

/**
 * Bytes an entry is charged before any compressed form: strings at two bytes a character (V8's worst case),
 * plus the overhead. Each compressed form adds its own length.
 */
export function entryCost(key: string, answer: CachedAnswer): number {
  return ENTRY_OVERHEAD_BYTES + 2 * (key.length + answer.etag.length + answer.contentType.length) + answer.bytes.byteLength;
}

/**
 * Answers by key, oldest first. Every answer of one cache lives the same time, so insertion order is also
 * expiry order: eviction drops the oldest (first-in, first-out), and expired answers are swept from the front.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  /** Answers being built, by key: requests for the same key meanwhile wait for the one build. */
  private readonly building = new Map<string, Promise<CachedAnswer | null>>();
  /**
   * The expired entry of a key being rebuilt, until its build ends: a rebuilt answer with the same bytes takes
   * its compressed forms, so an unchanged list is not compressed again every revalidation time (brotli of a
   * 2 MB list is tens of milliseconds of CPU). Holds one entry per build under way, uncharged, briefly.
   */
  private readonly retired = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly limits: AnswerCacheLimits = { maxBytes: ANSWER_CACHE_MAX_BYTES, maxEntries: ANSWER_CACHE_MAX_ENTRIES }) {}

  /** The fresh answer under `key`, or undefined. Drops whatever has expired by `nowMs`. */
  get(key: string, nowMs: number): CachedAnswer | undefined {
    const known = this.entries.get(key);
    if (known !== undefined && known.answer.expiresAt <= nowMs) {
      this.retired.set(key, known);
    }
    this.dropExpired(nowMs);
    const entry = this.entries.get(key);
    return entry !== undefined && entry.answer.expiresAt > nowMs ? entry.answer : undefined;
  }

  /** Stores the answer unless it alone would take more than a quarter of the cache; evicts the oldest beyond the bounds. */
  set(key: string, answer: CachedAnswer, nowMs: number): void {
    this.dropExpired(nowMs);
    this.delete(key);
    if (key.length > ANSWER_CACHE_MAX_KEY_LENGTH || entryCost(key, answer) > this.limits.maxBytes / 4) {
      return;
    }
    const forms = this.formsOfRetired(key, answer);
    const cost = entryCost(key, answer) + Object.values(forms).reduce((sum, form) => sum + form.byteLength, 0);
    this.entries.set(key, { answer, forms, making: {}, cost });
    this.bytes += cost;
    this.evictBeyondBounds();
  }

  /**
   * The answer stored under `key` in `encoding`: the form made earlier, the one being made, or a new one,
   * kept and charged to the bound. An answer the cache no longer holds (evicted, expired, replaced) is
   * compressed for this request alone.
   */
  encoded(key: string, answer: CachedAnswer, encoding: Encoding): Promise<Uint8Array> {
    const entry = this.entries.get(key);
    if (entry === undefined || entry.answer !== answer) {
      return compress(answer.bytes, encoding);
    }
    const made = entry.forms[encoding];
    if (made !== undefined) {
      return Promise.resolve(made);
    }
    const making =
      entry.making[encoding] ??
      compress(answer.bytes, encoding)
        .then((body) => {
          this.keepForm(key, entry, encoding, body);
          return body;
        })
        .finally(() => {
          delete entry.making[encoding];
        });
    entry.making[encoding] = making;
    return making;
  }

  /**
   * The build of `key` under way, or `build` started now and shared with the requests that arrive while it runs.
   * `ownBuild` says whether the caller's own `build` ran. A build that gives null (an error answer) is shared
   * too: the waiting requests then build their own.
   */
  async shared(key: string, build: () => Promise<CachedAnswer | null>): Promise<{ answer: CachedAnswer | null; ownBuild: boolean }> {
    const running = this.building.get(key);
    if (running !== undefined) {
      return { answer: await running.catch(() => null), ownBuild: false };
    }
    const started = build().finally(() => {
      this.building.delete(key);
      this.retired.delete(key);
    });
    this.building.set(key, started);
    return { answer: await started, ownBuild: true };
  }

  /** How many answers the cache holds and the bytes it is charged for them. */
  footprint(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The compressed forms of the answer `answer` replaces, when it is byte for byte that answer; else none. */
  private formsOfRetired(key: string, answer: CachedAnswer): Entry['forms'] {
    const retired = this.retired.get(key);
    this.retired.delete(key);
    if (retired === undefined || retired.answer.etag !== answer.etag || !sameBytes(retired.answer.bytes, answer.bytes)) {
      return {};
    }
    return { ...retired.forms };
  }

  private keepForm(key: string, entry: Entry, encoding: Encoding, body: Uint8Array): void {
    if (this.entries.get(key) !== entry) {
      return;
    }
    entry.forms[encoding] = body;
    entry.cost += body.byteLength;
    this.bytes += body.byteLength;
    this.evictBeyondBounds();
  }

  private evictBeyondBounds(): void {
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.limits.maxBytes && this.entries.size <= this.limits.maxEntries) {
        break;
      }
      this.delete(oldest);
    }
  }

  private dropExpired(nowMs: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.answer.expiresAt > nowMs) {
        break;
      }
      this.delete(key);
    }
  }

  private delete(key: string): void {
    const known = this.entries.get(key);
    if (known !== undefined) {
      this.entries.delete(key);
      this.bytes -= known.cost;
    }
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

const answerCaches = new WeakMap<ServerDeps, AnswerCache>();

/** The answer cache of one server (keyed by its deps, so servers sharing a process never mix). */
export function answerCacheOf(deps: ServerDeps): AnswerCache {
  let cache = answerCaches.get(deps);
  if (cache === undefined) {
    cache = new AnswerCache();
    answerCaches.set(deps, cache);
  }
  return cache;
}

/** The entries and charged bytes of one server's answer cache (tests and diagnostics). */
export function answerCacheFootprint(deps: ServerDeps): { entries: number; bytes: number } {
  return answerCacheOf(deps).footprint();
}
