import { demoCluster } from './demo-cluster';
import { loadClusterDir } from './load-cluster-dir';
import { RESOURCE_TYPES, typeForObject } from './resource-types';
import { Faults } from './faults';
import { RequestLog } from './request-log';
import { RolloutController } from './rollout-controller';
import { ObjectStore, type KubeObject } from './store';
import type { DemoCluster } from './api-server';

/** Builds a demo cluster from the default seed or from a folder of objects. */
export function createCluster(options: { clusterDir?: string; stepMs: number; bookmarkMs?: number }): DemoCluster {
  const store = new ObjectStore();
  const seed = () => {
    store.clear();
    const objects: KubeObject[] = options.clusterDir ? loadClusterDir(options.clusterDir) : demoCluster();
    for (const object of objects) {
      const type = typeForObject(object.apiVersion, object.kind);
      if (!type) {
        const served = RESOURCE_TYPES.map((t) => t.kind).join(', ');
        throw new Error(
          `${object.kind} ${object.metadata?.name}: the demo cluster does not serve ${object.apiVersion} ${object.kind} (it serves ${served})`,
        );
      }
      store.create(type, object);
    }
  };
  seed();
  const controller = new RolloutController(store, options.stepMs);
  return {
    store,
    controller,
    log: new RequestLog(),
    faults: new Faults(),
    reset: seed,
    initialStepMs: options.stepMs,
    bookmarkMs: options.bookmarkMs,
  };
}
