/**
 * The worker that builds and asks the map's clustering index (ui/map/pinClusters.ts), so supercluster's work
 * never holds the page's main thread.
 */
import { clusterService, type ClusterRequest } from './pinClusters.ts';

const answer = clusterService();

self.addEventListener('message', (event: MessageEvent<ClusterRequest>) => {
  self.postMessage(answer(event.data));
});
