/**
 * What the list fast path (listFastPath.ts) may answer, learnt from the site's own answers (issue 23). A request's
 * shape is everything of it that the site's answer to a public list can depend on — method, Host, target, Content-Type
 * and the body's bytes — for requests the fast path finds plain enough (no Origin, no chunked body, a small one).
 * When publicCache (cache.ts) sends an answer from the answer cache to a request of a known shape, it notes which
 * answer key that shape validated to and the Cache-Control it was sent with; a later request of the very same shape
 * would be routed, validated and keyed the same, so the fast path can send that key's answer without the site.
 * Only a request that passed the route's validators reaches publicCache, so a malformed body is never noted.
 */
import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { Context } from 'hono';
import type { ServerDeps } from '../deps.ts';

/** What a shape validated to: the answer cache's key and the Cache-Control the route sends. */
export interface KnownShape {
  key: string;
  cacheControl: string;
}

export interface ListShapes {
  /** Paths (no query) some public list answered at: only requests to these get their body read by the fast path. */
  paths: Set<string>;
  shapes: LRUCache<string, KnownShape>;
  /** Requests the fast path answered itself (tests and diagnostics). */
  answered: number;
}

/** Paths noted at most: public lists with an id in the path (a brand, an outlet) each count once. */
const MAX_LIST_PATHS = 4096;
/** Shapes noted at most, least recently used out first. */
export const MAX_LIST_SHAPES = 4096;

const SHAPE = Symbol('listShape');
const registries = new WeakMap<ServerDeps, ListShapes>();

/** The shapes one server has learnt (keyed by its deps, so servers sharing a process never mix). */
export function listShapesOf(deps: ServerDeps): ListShapes {
  let registry = registries.get(deps);
  if (registry === undefined) {
    registry = { paths: new Set(), shapes: new LRUCache({ max: MAX_LIST_SHAPES }), answered: 0 };
    registries.set(deps, registry);
  }
  return registry;
}

/** The path of a request target, without its query. */
export function pathOf(target: string): string {
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

/** Marks a request the fast path could not answer with its shape, so that the site's answer teaches it. */
export function markShape(incoming: IncomingMessage, shape: string): void {
  (incoming as IncomingMessage & { [SHAPE]?: string })[SHAPE] = shape;
}

/** publicCache's note that it sent `key`'s answer, with `cacheControl`, to this request (from node:http only). */
export function noteListAnswer(c: Context, deps: ServerDeps, key: string, cacheControl: string): void {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming?.url === undefined) {
    return;
  }
  const registry = listShapesOf(deps);
  const path = pathOf(incoming.url);
  if (!registry.paths.has(path) && registry.paths.size < MAX_LIST_PATHS) {
    registry.paths.add(path);
  }
  const shape = (incoming as IncomingMessage & { [SHAPE]?: string })[SHAPE];
  if (shape !== undefined) {
    registry.shapes.set(shape, { key, cacheControl });
  }
}
