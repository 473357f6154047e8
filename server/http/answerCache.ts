/**
 * The server-side cache of public answers: bounded in bytes (keys included) and in entries, expired answers
 * dropped as soon as anything touches the cache. Per instance by design (docs/architecture.md).
 */
import type { ServerDeps } from '../deps.ts';

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

/** Bytes an entry is charged: strings at two bytes a character (V8's worst case), plus the overhead. */
export function entryCost(key: string, answer: CachedAnswer): number {
  return ENTRY_OVERHEAD_BYTES + 2 * (key.length + answer.etag.length + answer.contentType.length) + answer.bytes.byteLength;
}

/**
 * Answers by key, oldest first. Every answer of one cache lives the same time, so insertion order is also
 * expiry order: eviction drops the oldest (first-in, first-out), and expired answers are swept from the front.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(private readonly limits: AnswerCacheLimits = { maxBytes: ANSWER_CACHE_MAX_BYTES, maxEntries: ANSWER_CACHE_MAX_ENTRIES }) {}

  /** The fresh answer under `key`, or undefined. Drops whatever has expired by `nowMs`. */
  get(key: string, nowMs: number): CachedAnswer | undefined {
    this.dropExpired(nowMs);
    const answer = this.entries.get(key);
    return answer !== undefined && answer.expiresAt > nowMs ? answer : undefined;
  }

  /** Stores the answer unless it alone would take more than a quarter of the cache; evicts the oldest beyond the bounds. */
  set(key: string, answer: CachedAnswer, nowMs: number): void {
    this.dropExpired(nowMs);
    this.delete(key);
    if (key.length > ANSWER_CACHE_MAX_KEY_LENGTH || entryCost(key, answer) > this.limits.maxBytes / 4) {
      return;
    }
    this.entries.set(key, answer);
    this.bytes += entryCost(key, answer);
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.limits.maxBytes && this.entries.size <= this.limits.maxEntries) {
        break;
      }
      this.delete(oldest);
    }
  }

  /** How many answers the cache holds and the bytes it is charged for them. */
  footprint(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private dropExpired(nowMs: number): void {
    for (const [key, answer] of this.entries) {
      if (answer.expiresAt > nowMs) {
        break;
      }
      this.delete(key);
    }
  }

  private delete(key: string): void {
    const known = this.entries.get(key);
    if (known !== undefined) {
      this.entries.delete(key);
      this.bytes -= entryCost(key, known);
    }
  }
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
