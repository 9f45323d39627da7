/**
 * A store with the render controller and nothing else, seeded with a ported MCO case's pools and
 * MachineConfigs: what the MCO's render_controller_test.go fixture is to its controller.
 */
import { MCO_NAMESPACE } from '../../demo-cluster';
import { RenderController } from '../../render-controller';
import { RESOURCE_TYPES, type ResourceType } from '../../resource-types';
import { ObjectStore, type KubeObject } from '../../store';
import type { McInput, PoolInput, RenderCase, Step } from './case-types';
import { THIS_CONTROLLER } from './case-types';
import { CONTROLLER_VERSION } from '../controller-version';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
export const POOLS = type('MachineConfigPool');
export const CONFIGS = type('MachineConfig');
const CONFIG_MAPS = type('ConfigMap');
const STREAMS = type('OSImageStream');

/** A case's annotation values, with this controller's version where the case says so. */
export const withVersion = (values: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === THIS_CONTROLLER ? CONTROLLER_VERSION : v]));

export const machineConfigObject = (mc: McInput): KubeObject => ({
  apiVersion: 'machineconfiguration.openshift.io/v1',
  kind: 'MachineConfig',
  metadata: {
    name: mc.name,
    ...(mc.labels ? { labels: { ...mc.labels } } : {}),
    ...(mc.annotations ? { annotations: withVersion(mc.annotations) } : {}),
    ...(mc.ownerReferences ? { ownerReferences: structuredClone(mc.ownerReferences) } : {}),
  },
  spec: structuredClone(mc.spec),
});

/** A pool as `kubectl create` makes one: no status. */
export const poolObject = (p: PoolInput): KubeObject => ({
  apiVersion: 'machineconfiguration.openshift.io/v1',
  kind: 'MachineConfigPool',
  metadata: { name: p.name },
  spec: {
    ...(p.machineConfigSelector ? { machineConfigSelector: structuredClone(p.machineConfigSelector) } : {}),
    ...(p.osImageStream ? { osImageStream: { name: p.osImageStream } } : {}),
  },
});

export interface RenderWorld {
  readonly store: ObjectStore;
  readonly render: RenderController;
  target(pool: string): string | undefined;
}

export function renderWorld(c: Pick<RenderCase, 'controller' | 'pools' | 'configs'>): RenderWorld {
  const store = new ObjectStore();
  // The ControllerConfig's images: the demo reads the release's from machine-config-osimageurl.
  const image = c.controller.baseOSContainerImage;
  store.create(CONFIG_MAPS, {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'machine-config-osimageurl', namespace: MCO_NAMESPACE },
    data: {
      ...(image !== undefined ? { osImageURL: image, baseOSContainerImage: image } : {}),
      ...(c.controller.baseOSExtensionsContainerImage
        ? { baseOSExtensionsContainerImage: c.controller.baseOSExtensionsContainerImage }
        : {}),
    },
  });
  const render = new RenderController(store);
  // The configs first: the pool is rendered once, with all of them, as the Go fixture syncs it.
  for (const mc of c.configs) store.create(CONFIGS, machineConfigObject(mc));
  for (const p of c.pools) store.create(POOLS, poolObject(p));
  const target = (pool: string) =>
    (store.find(POOLS, undefined, pool)?.spec as { configuration?: { name?: string } } | undefined)?.configuration
      ?.name;
  return { store, render, target };
}

export function runStep(world: RenderWorld, step: Step): void {
  const { store } = world;
  if ('apply' in step) {
    const next = machineConfigObject(step.apply);
    if (store.find(CONFIGS, undefined, next.metadata.name)) store.update(CONFIGS, undefined, next.metadata.name, next);
    else store.create(CONFIGS, next);
  } else if ('delete' in step) store.delete(CONFIGS, undefined, step.delete);
  else if ('tamperRendered' in step) {
    const name = world.target(step.tamperRendered.pool)!;
    const rendered = store.get(CONFIGS, undefined, name);
    (rendered.spec as { osImageURL: string }).osImageURL = step.tamperRendered.osImageURL;
    store.update(CONFIGS, undefined, name, rendered);
  } else world.render.renderAll();
}

/** A store with the cluster's OSImageStream (three streams, `default-stream` the default) and these pools. */
export function streamWorld(pools: readonly { name: string; stream?: string }[]): ObjectStore {
  const store = new ObjectStore();
  store.create(STREAMS, {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'OSImageStream',
    metadata: { name: 'cluster' },
    status: {
      defaultStream: 'default-stream',
      availableStreams: ['default-stream', 'rhel-9', 'rhel-10'].map((name) => ({
        name,
        osImage: `quay.io/os/${name}`,
      })),
    },
  });
  for (const p of pools)
    store.create(POOLS, {
      apiVersion: 'machineconfiguration.openshift.io/v1',
      kind: 'MachineConfigPool',
      metadata: { name: p.name },
      spec: p.stream ? { osImageStream: { name: p.stream } } : {},
    });
  return store;
}
