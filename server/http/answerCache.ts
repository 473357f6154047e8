/**
 * The server-side cache of public answers, on lru-cache: bounded in bytes (keys and compressed forms included)
 * and in entries, least recently used out first. Expired answers are never served and are swept out on a touch
 * of the cache (at most once a SWEEP_INTERVAL_MS, as a sweep reads every entry). Each answer keeps the brotli and
 * gzip forms made of it, so an answer is compressed at most once per encoding, and an answer rebuilt with the
 * very same bytes (nothing changed in the revalidation time) takes over the forms of the one it replaces.
 * Per instance by design (docs/architecture.md). The server-rendered pages keep theirs in one too
 * (server/render/pageCache.ts, answers that carry more: `AnswerCache<CachedPage>`).
 */
import { LRUCache } from 'lru-cache';
import type { ServerDeps } from '../deps.ts';
import { compress, type Encoding } from './compression.ts';

/** One built answer, ready to send again until `expiresAt` (unix ms on the deps clock). */
export interface CachedAnswer {
  bytes: Uint8Array;
  etag: string;
  contentType: string;
  expiresAt: number;
  /**
   * The content version the answer was built under, for an answer that reads nothing but rows (issue 23): it
   * lives until that version moves on (expiresAt is then infinite), not for a fixed time. Absent: the lifetime alone.
   */
  version?: number;
}

export interface AnswerCacheLimits {
  /** Upper bound of everything the cache holds: keys, answers, tags and a per-entry overhead. */
  maxBytes: number;
  /** Upper bound of the number of answers, whatever their size. */
  maxEntries: number;
}

/**
 * One answer as the cache keeps it: the answer and its compressed forms so far. Never changed in place: lru-cache
 * charges an entry when it is set, so an entry with a new form is set again as a new object.
 */
interface Entry<A extends CachedAnswer = CachedAnswer> {
  answer: A;
  forms: Partial<Record<Encoding, Uint8Array>>;
}

/** Upper bound of the bytes one server's answer cache holds. */
export const ANSWER_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Upper bound of the answers one server's cache holds. */
export const ANSWER_CACHE_MAX_ENTRIES = 10_000;
/** Longest key worth keeping; longer keys are not cached (validated inputs are far shorter). */
const ANSWER_CACHE_MAX_KEY_LENGTH = 4096;
/**
 * What an entry costs beyond its strings and bytes (the cache slot, the answer object, the Uint8Array header),
 * counted so that many tiny answers cannot slip under the byte bound.
 */
const ENTRY_OVERHEAD_BYTES = 256;
/**
 * Least time between two sweeps of expired answers. Answers of different keys expire at different moments, so
 * on a busy server some answer has always just expired; a sweep on every touch would read all 10 000 entries per
 * request. An expired answer is never served meanwhile, only held a moment longer.
 */
export const SWEEP_INTERVAL_MS = 1000;

/**
 * Bytes an entry is charged before any compressed form: strings at two bytes a character (V8's worst case),
 * plus the overhead. Each compressed form adds its own length.
 */
export function entryCost(key: string, answer: CachedAnswer): number {
  return (
    ENTRY_OVERHEAD_BYTES + 2 * (key.length + answer.etag.length + answer.contentType.length) + answer.bytes.byteLength
  );
}

function chargeOf(key: string, entry: Entry<CachedAnswer>): number {
  return entryCost(key, entry.answer) + Object.values(entry.forms).reduce((sum, form) => sum + form.byteLength, 0);
}

export class AnswerCache<A extends CachedAnswer = CachedAnswer> {
  private readonly entries: LRUCache<string, Entry<A>>;
  /** Answers being built, by key: requests for the same key meanwhile wait for the one build. */
  private readonly building = new Map<string, Promise<A | null>>();
  /** Compressions under way, by answer; requests arriving meanwhile wait for the same one. */
  private readonly making = new WeakMap<A, Partial<Record<Encoding, Promise<Uint8Array>>>>();
  /**
   * The expired entry of a key being rebuilt, until its build ends: a rebuilt answer with the same bytes takes
   * its compressed forms, so an unchanged list is not compressed again every revalidation time (brotli of a
   * 2 MB list is tens of milliseconds of CPU). Holds one entry per build under way, uncharged, briefly.
   */
  private readonly retired = new Map<string, Entry<A>>();
  /** Counts clear(): a build started before the last clear() may have read what changed, so its answer is not kept. */
  private generation = 0;
  /** No answer held expires before this (a lower bound: evicted answers are not taken out of it). */
  private soonestExpiry = Number.POSITIVE_INFINITY;
  private lastSweep = Number.NEGATIVE_INFINITY;
  /** A quarter of the byte bound: one answer larger than this would push out everything else, so it is not kept. */
  private readonly maxAnswerBytes: number;

  constructor(limits: AnswerCacheLimits = { maxBytes: ANSWER_CACHE_MAX_BYTES, maxEntries: ANSWER_CACHE_MAX_ENTRIES }) {
    this.entries = new LRUCache<string, Entry<A>>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      // The quarter rule is checked in set() on the answer alone: an answer that fits keeps all its forms.
      sizeCalculation: (entry, key) => chargeOf(key, entry),
    });
    this.maxAnswerBytes = limits.maxBytes / 4;
  }

  /** The fresh answer under `key`, or undefined. An expired answer under `key` is dropped (and kept for its rebuild). */
  get(key: string, nowMs: number): A | undefined {
    const known = this.entries.peek(key);
    if (known !== undefined && known.answer.expiresAt <= nowMs) {
      this.retired.set(key, known);
      this.entries.delete(key);
    }
    this.sweepExpired(nowMs);
    return this.entries.get(key)?.answer;
  }

  /** Stores the answer unless it alone would take more than a quarter of the cache; lru-cache evicts beyond the bounds. */
  set(key: string, answer: A, nowMs: number): void {
    this.sweepExpired(nowMs);
    this.entries.delete(key);
    if (key.length > ANSWER_CACHE_MAX_KEY_LENGTH || entryCost(key, answer) > this.maxAnswerBytes) {
      return;
    }
    this.entries.set(key, { answer, forms: this.formsOfRetired(key, answer) });
    this.soonestExpiry = Math.min(this.soonestExpiry, answer.expiresAt);
  }

  /**
   * The answer stored under `key` in `encoding`: the form made earlier, the one being made, or a new one,
   * kept and charged to the bound. An answer the cache no longer holds (evicted, expired, replaced) is
   * compressed for this request alone.
   */
  encoded(key: string, answer: A, encoding: Encoding): Promise<Uint8Array> {
    const entry = this.entries.peek(key);
    if (entry === undefined || entry.answer !== answer) {
      return compress(answer.bytes, encoding);
    }
    const made = entry.forms[encoding];
    if (made !== undefined) {
      return Promise.resolve(made);
    }
    const making = this.making.get(answer) ?? {};
    this.making.set(answer, making);
    const started =
      making[encoding] ??
      compress(answer.bytes, encoding)
        .then((body) => {
          this.keepForm(key, answer, encoding, body);
          return body;
        })
        .finally(() => {
          delete making[encoding];
        });
    making[encoding] = started;
    return started;
  }

  /** The form of `answer` in `encoding` when it is made and kept already, else undefined (no compression starts). */
  madeForm(key: string, answer: A, encoding: Encoding): Uint8Array | undefined {
    const entry = this.entries.peek(key);
    return entry !== undefined && entry.answer === answer ? entry.forms[encoding] : undefined;
  }

  /**
   * The build of `key` under way, or `build` started now and shared with the requests that arrive while it runs.
   * `ownBuild` says whether the caller's own `build` ran. A build that gives null (an error answer) is shared
   * too: the waiting requests then build their own.
   */
  async shared(key: string, build: () => Promise<A | null>): Promise<{ answer: A | null; ownBuild: boolean }> {
    const running = this.building.get(key);
    if (running !== undefined) {
      return { answer: await running.catch(() => null), ownBuild: false };
    }
    const generation = this.generation;
    const started = build().finally(() => {
      this.building.delete(key);
      this.retired.delete(key);
      if (generation !== this.generation) {
        // Set by a build that began before clear(): its reads may predate the change.
        this.entries.delete(key);
      }
    });
    this.building.set(key, started);
    return { answer: await started, ownBuild: true };
  }

  /**
   * Forgets every answer (the data under them changed: server/db/contentChanges.ts). A build under way keeps
   * its answer for the requests waiting on it, but the cache does not keep it.
   */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.retired.clear();
    this.soonestExpiry = Number.POSITIVE_INFINITY;
  }

  /** How many answers the cache holds and the bytes it is charged for them. */
  footprint(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /** The compressed forms of the answer `answer` replaces, when it is byte for byte that answer; else none. */
  private formsOfRetired(key: string, answer: A): Entry['forms'] {
    const retired = this.retired.get(key);
    this.retired.delete(key);
    if (
      retired === undefined ||
      retired.answer.etag !== answer.etag ||
      !sameBytes(retired.answer.bytes, answer.bytes)
    ) {
      return {};
    }
    return { ...retired.forms };
  }

  /** Keeps a finished form with its answer, if the cache still holds that answer; setting it again charges the form. */
  private keepForm(key: string, answer: A, encoding: Encoding, body: Uint8Array): void {
    const entry = this.entries.peek(key);
    if (entry === undefined || entry.answer !== answer) {
      return;
    }
    this.entries.set(key, { answer, forms: { ...entry.forms, [encoding]: body } });
  }

  /** Drops every expired answer, when one may have expired and the last sweep is SWEEP_INTERVAL_MS old. */
  private sweepExpired(nowMs: number): void {
    if (nowMs < this.soonestExpiry || nowMs - this.lastSweep < SWEEP_INTERVAL_MS) {
      return;
    }
    this.lastSweep = nowMs;
    const expired: string[] = [];
    let soonest = Number.POSITIVE_INFINITY;
    for (const [key, entry] of this.entries.entries()) {
      if (entry.answer.expiresAt <= nowMs) {
        expired.push(key);
      } else {
        soonest = Math.min(soonest, entry.answer.expiresAt);
      }
    }
    for (const key of expired) {
      this.entries.delete(key);
    }
    this.soonestExpiry = soonest;
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

const answerCaches = new WeakMap<ServerDeps, AnswerCache>();

/** How a server learns the content version (server/db/contentChanges.ts's ContentChanges). */
export interface ContentVersions {
  current(): number;
  onChange(listener: (version: number) => void): () => void;
}

const contentVersions = new WeakMap<ServerDeps, ContentVersions>();

/**
 * Ties one server's public answers to the content version (issue 23): a change, on any instance, clears them, and
 * from then on an answer that reads only rows (not the clock) lives until the version moves instead of
 * PUBLIC_CACHE_SECONDS. Without this call (a bare API in tests) every answer keeps the fixed lifetime.
 * Answers the function that stops following.
 */
export function answersFollowContent(deps: ServerDeps, versions: ContentVersions): () => void {
  contentVersions.set(deps, versions);
  const stop = versions.onChange(() => answerCacheOf(deps).clear());
  return () => {
    stop();
    contentVersions.delete(deps);
  };
}

/** The content version source one server's answers follow, if any. */
export function contentVersionsOf(deps: ServerDeps): ContentVersions | undefined {
  return contentVersions.get(deps);
}

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
