/**
 * The map's clustering index off the main thread (issue 31 §8): the worker's side answers the map's questions as
 * ui/map/mapPins.ts does on the main thread, the client pairs answers with questions, and a worker that cannot
 * start or fails leaves the map with the same index built on the main thread.
 */
import { describe, expect, it } from 'vitest';
import { markersIn, pinIndex, type MapPin } from '../../../ui/map/mapPins.ts';
import {
  clusterService,
  pinClustersOf,
  remoteClusters,
  type ClusterAnswer,
  type ClusterPort,
  type ClusterRequest,
} from '../../../ui/map/pinClusters.ts';

const MOSCOW = { lat: 55.7558, lon: 37.6173 };
const CITY = { south: 55.5, west: 37.3, north: 56, east: 37.9 };

const pins: MapPin[] = Array.from({ length: 300 }, (_, index) => ({
  id: index + 1,
  name: `Точка ${index + 1}`,
  cashback: '5%',
  point: { lat: MOSCOW.lat + ((index % 20) - 10) * 0.01, lon: MOSCOW.lon + (Math.floor(index / 20) - 7) * 0.01 },
}));

/** A worker in this process: each request is answered by the worker's own service, in a later microtask. */
function inProcessWorker(service = clusterService()): ClusterPort & { terminated: boolean } {
  const listeners: { message: Array<(event: { data: ClusterAnswer }) => void>; error: Array<() => void> } = {
    message: [],
    error: [],
  };
  const port = {
    terminated: false,
    postMessage(request: ClusterRequest) {
      void Promise.resolve().then(() => listeners.message.forEach((listener) => listener({ data: service(request) })));
    },
    addEventListener(type: 'message' | 'error', listener: never) {
      listeners[type].push(listener);
    },
    terminate() {
      port.terminated = true;
    },
  };
  return port as ClusterPort & { terminated: boolean };
}

describe('the pins’ clusters in a worker', () => {
  it('answers the markers of a view as the main-thread index does', async () => {
    const clusters = await remoteClusters(inProcessWorker(), pins);
    for (const zoom of [10, 12, 14, 17]) {
      expect(await clusters.markersIn(CITY, zoom)).toEqual(markersIn(pinIndex(pins), CITY, zoom));
    }
  });

  it('answers the zoom at which an outlet stands alone, never above the closest zoom', async () => {
    const clusters = await remoteClusters(inProcessWorker(), pins);
    const zoom = await clusters.zoomShowing(pins[0]!.id, pins[0]!.point, 10);
    expect(zoom).toBeGreaterThanOrEqual(10);
    expect(zoom).toBeLessThanOrEqual(17);
  });

  it('says so when asked before its pins were loaded', () => {
    const answer = clusterService()({ id: 7, op: 'markers', area: CITY, zoom: 12 });
    expect(answer).toEqual({ id: 7, error: 'no pins loaded' });
  });

  it('falls back to the main thread when no worker starts', async () => {
    const clusters = await pinClustersOf(pins, () => null);
    expect(await clusters.markersIn(CITY, 12)).toEqual(markersIn(pinIndex(pins), CITY, 12));
  });

  it('falls back to the main thread when the worker fails to build the index, and lets the worker go', async () => {
    const broken = inProcessWorker((request) => ({ id: request.id, error: 'out of memory' }));
    const clusters = await pinClustersOf(pins, () => broken);
    expect(broken.terminated).toBe(true);
    expect(await clusters.markersIn(CITY, 12)).toEqual(markersIn(pinIndex(pins), CITY, 12));
  });
});
