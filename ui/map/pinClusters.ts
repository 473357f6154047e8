/**
 * The clustering index of the map's pins, built off the main thread (issue 31 §8): supercluster's load of a
 * 2 000-outlet city is one task of 70–200 ms on a 4×-slowed phone, the longest of the map view. A worker
 * (ui/map/pinClustersWorker.ts) builds and asks the index; the map reads its markers through this promise-returning
 * face. Where no worker can be started, the same index is built on the main thread, after a yield.
 */
import { markersIn, pinIndex, zoomShowing, type MapMarker, type MapPin } from './clusterIndex.ts';
import type { MapArea } from '../../core/domain/geo/mapArea.ts';
import type { GeoPoint } from '../../core/domain/geo/distance.ts';
import { yieldToMain } from './slices.ts';

/** What the map asks of its pins' clusters (core of ui/map/mapPins.ts, answered later). */
export interface PinClusters {
  /** The markers of `area` at `zoom` (mapPins markersIn). */
  markersIn(area: MapArea, zoom: number): Promise<MapMarker[]>;
  /** The zoom at which outlet `id` stands on its own (mapPins zoomShowing). */
  zoomShowing(id: number, point: GeoPoint, fromZoom: number): Promise<number>;
  /** Lets the worker go (a new list, or the map closed). */
  close(): void;
}

/** A request to the worker; `id` pairs it with its answer. */
export type ClusterRequest =
  | { id: number; op: 'load'; pins: readonly MapPin[] }
  | { id: number; op: 'markers'; area: MapArea; zoom: number }
  | { id: number; op: 'zoomShowing'; pinId: number; point: GeoPoint; fromZoom: number };

/** A request before it is numbered. */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

/** The worker's answer to request `id`: its result, or the error's message. */
export type ClusterAnswer = { id: number; result: unknown } | { id: number; error: string };

/** The worker's side: answers one request against the index it keeps (built by 'load'). */
export function clusterService(): (request: ClusterRequest) => ClusterAnswer {
  let index: ReturnType<typeof pinIndex> | null = null;
  return (request) => {
    try {
      if (request.op === 'load') {
        index = pinIndex(request.pins);
        return { id: request.id, result: true };
      }
      if (index === null) {
        return { id: request.id, error: 'no pins loaded' };
      }
      if (request.op === 'markers') {
        return { id: request.id, result: markersIn(index, request.area, request.zoom) };
      }
      return { id: request.id, result: zoomShowing(index, request.pinId, request.point, request.fromZoom) };
    } catch (error) {
      return { id: request.id, error: error instanceof Error ? error.message : String(error) };
    }
  };
}

/** What the client needs of a Worker (tests pass an in-process one). */
export interface ClusterPort {
  postMessage(request: ClusterRequest): void;
  addEventListener(type: 'message', listener: (event: { data: ClusterAnswer }) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  terminate(): void;
}

/** The pins' clusters answered by `port`: resolves once the index is built there; rejects when it cannot be. */
export function remoteClusters(port: ClusterPort, pins: readonly MapPin[]): Promise<PinClusters> {
  let next = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const ask = <T>(request: Unnumbered<ClusterRequest>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      next += 1;
      waiting.set(next, { resolve: resolve as (value: unknown) => void, reject });
      port.postMessage({ ...request, id: next } as ClusterRequest);
    });
  port.addEventListener('message', ({ data }) => {
    const pending = waiting.get(data.id);
    waiting.delete(data.id);
    if (pending !== undefined) {
      if ('error' in data) {
        pending.reject(new Error(data.error));
      } else {
        pending.resolve(data.result);
      }
    }
  });
  port.addEventListener('error', () => {
    for (const pending of waiting.values()) {
      pending.reject(new Error('the clustering worker failed'));
    }
    waiting.clear();
  });
  const clusters: PinClusters = {
    markersIn: (area, zoom) => ask<MapMarker[]>({ op: 'markers', area, zoom }),
    zoomShowing: (pinId, point, fromZoom) => ask<number>({ op: 'zoomShowing', pinId, point, fromZoom }),
    close: () => port.terminate(),
  };
  return ask<boolean>({ op: 'load', pins }).then(() => clusters);
}

/** The pins' clusters on the main thread (no worker): built in a task of its own. */
async function localClusters(pins: readonly MapPin[]): Promise<PinClusters> {
  await yieldToMain();
  const index = pinIndex(pins);
  return {
    markersIn: async (area, zoom) => markersIn(index, area, zoom),
    zoomShowing: async (id, point, fromZoom) => zoomShowing(index, id, point, fromZoom),
    close: () => undefined,
  };
}

/** Starts the worker; null where the browser cannot (no Worker, or a policy refuses it). */
function startWorker(): ClusterPort | null {
  if (typeof Worker === 'undefined') {
    return null;
  }
  try {
    return new Worker(new URL('./pinClustersWorker.ts', import.meta.url), {
      type: 'module',
      name: 'map-clusters',
    }) as unknown as ClusterPort;
  } catch {
    return null;
  }
}

/** The pins' clusters: in a worker where one starts and builds the index, else on the main thread. */
export async function pinClustersOf(
  pins: readonly MapPin[],
  start: () => ClusterPort | null = startWorker,
): Promise<PinClusters> {
  const port = start();
  if (port === null) {
    return localClusters(pins);
  }
  try {
    return await remoteClusters(port, pins);
  } catch {
    port.terminate();
    return localClusters(pins);
  }
}
