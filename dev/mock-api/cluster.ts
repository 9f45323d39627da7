import { withStandingNamespaces } from './standing-namespaces';
import { demoCluster, registryAccessObjects, type DemoRegistryAccess } from './demo-cluster';
import { STREAM_RELEASES } from './demo-releases';
import { OS_STREAMS_CLUSTER, streamsCluster } from './demo-streams';
import type { DemoImages, DemoImageSet } from './demo-images';
import { loadClusterDir } from './load-cluster-dir';
import { RESOURCE_TYPES, typeForObject } from './resource-types';
import { Faults } from './faults';
import { RequestLog } from './request-log';
import { RenderController } from './render-controller';
import { RolloutController } from './rollout-controller';
import { storeApi } from '../operators/store-api';
import { BuildController, type PushImage } from './build-controller';
import { MachineConfigNodeMirror } from './machine-config-nodes';
import { DisruptionController } from './disruption-controller';
import { ObjectStore, type KubeObject } from './store';
import { encodeAhead } from './json-text';
import type { DemoCluster } from './api-server';
import { DemoClock } from './demo-clock';
import { DemoAlerts } from './monitoring/rules-api';
import { admitByPolicies } from './admission/validating-admission';
import { deployedPolicies, mcoPolicies } from './admission/deployed-policies';

export interface ClusterOptions {
  readonly clusterDir?: string;
  readonly stepMs: number;
  readonly bookmarkMs?: number;
  /** The demo's OS images (see `buildDemoImages`): what its rendered configs name. */
  readonly images: DemoImages;
  /** Seed the 5.0-style cluster with OS image streams (its images must be among `images`). */
  readonly osStreams?: boolean;
  /** The demo's registry, when it runs one: then the controller publishes the release infos. */
  readonly registry?: DemoRegistryAccess & { push(images: DemoImageSet): Promise<void>; pushImage?: PushImage };
}

/** A folder's objects, and the demo registry's pull secret and mirror set where the folder has none of its own. */
function withRegistryAccess(objects: KubeObject[], registry: DemoRegistryAccess | undefined): KubeObject[] {
  if (!registry) return objects;
  const has = (kind: string) => objects.some((o) => o.kind === kind);
  const access = registryAccessObjects(registry).filter(
    (o) => !has(o.kind) || (o.kind === 'Namespace' && !objects.some((n) => n.metadata.name === o.metadata.name)),
  );
  return [...objects, ...access];
}

/**
 * The gate's admission policies of `deploy/`, unless the seed has its own of the same names;
 * the demo's own clusters (not a folder's, which holds what it holds) have the MCO's too, as
 * a 4.22 cluster has them.
 */
function withGatePolicies(objects: KubeObject[], mco: boolean): KubeObject[] {
  const has = (o: KubeObject) => objects.some((x) => x.kind === o.kind && x.metadata?.name === o.metadata.name);
  return [...objects, ...[...deployedPolicies(), ...(mco ? mcoPolicies() : [])].filter((o) => !has(o))];
}

/** Builds a demo cluster from the default seed or from a folder of objects. */
export function createCluster(options: ClusterOptions): DemoCluster {
  const store = new ObjectStore();
  store.admitWith((write) => admitByPolicies(store, write));
  store.onChange((event) => event.eventType !== 'DELETED' && encodeAhead(event.object));
  const premadeReleaseInfos = !options.registry;
  const render = new RenderController(store);
  const clock = new DemoClock();
  const machineConfigNodes = new MachineConfigNodeMirror(store, () => clock.now());
  // Budgets' status follows their pods, as kube-controller-manager keeps it.
  const disruption = new DisruptionController(store);
  const canSeedStreams = STREAM_RELEASES.every((r) => options.images.has(r.id));
  const firstSeed = options.osStreams ? OS_STREAMS_CLUSTER : 'default';
  let seedName = firstSeed;
  const seeded = (): KubeObject[] => {
    const seedOptions = { images: options.images, premadeReleaseInfos, registry: options.registry };
    const objects = options.clusterDir
      ? withRegistryAccess(loadClusterDir(options.clusterDir), options.registry)
      : seedName === OS_STREAMS_CLUSTER
        ? streamsCluster(seedOptions)
        : demoCluster(seedOptions);
    return withStandingNamespaces(withGatePolicies(objects, !options.clusterDir));
  };
  const seed = () =>
    disruption.whileSeeding(() =>
      machineConfigNodes.whileSeeding(() =>
        render.withoutRendering(() => {
          store.clear();
          const objects = seeded();
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
        }),
      ),
    );
  seed();
  const controller = new RolloutController(storeApi(store), options.stepMs);
  const builds = new BuildController(store, options.images, options.registry?.pushImage, options.stepMs);
  return {
    store,
    controller,
    builds,
    render,
    reads: [],
    clock,
    alerts: new DemoAlerts(),
    log: new RequestLog(),
    faults: new Faults(),
    reset: (name?: string) => {
      if (name !== undefined && name !== 'default' && name !== OS_STREAMS_CLUSTER)
        throw new Error(`no demo cluster "${name}": default or ${OS_STREAMS_CLUSTER}`);
      if (name === OS_STREAMS_CLUSTER && !canSeedStreams)
        throw new Error(`this demo has no images for the ${OS_STREAMS_CLUSTER} cluster: start it with --os-streams`);
      seedName = name ?? firstSeed;
      builds.reset();
      seed();
    },
    initialStepMs: options.stepMs,
    publish: { images: options.images, premadeReleaseInfos, push: options.registry?.push, registry: options.registry },
    bookmarkMs: options.bookmarkMs,
  };
}
