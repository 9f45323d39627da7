import { imagesOf, type DemoImages } from './demo-images';
import { releaseInfoConfigMap, STREAM_RELEASES, type DemoRelease } from './demo-releases';
import {
  condition,
  installedVersionStatus,
  MCO_NAMESPACE,
  node,
  pool,
  registryAccessObjects,
  type DemoClusterOptions,
} from './demo-cluster';
import { templatedConfigs } from './demo-configs';
import { infrastructure } from './infrastructure';
import { machineConfiguration } from './mco/machine-configuration';
import { renderPoolConfig } from './mco/render-machine-config';
import { ROLE_LABEL } from './mco/base-machine-configs';
import type { KubeObject } from './store';

/** The 5.0-style cluster's own name for it: what `/_demo/reset` and `--os-streams` take. */
export const OS_STREAMS_CLUSTER = 'os-streams';

const stream = (id: string) => STREAM_RELEASES.find((r) => r.id === id) as DemoRelease;
/** What 5.0.0 ships, and what 5.0.1 (its update) does. */
const RUNNING = { 'rhel-9': stream('rhel-9-2024-04-19'), 'rhel-10': stream('rhel-10-2024-05-06') };
const UPDATE = { 'rhel-9': stream('rhel-9-2024-05-03'), 'rhel-10': stream('rhel-10-2024-10-21') };
const DEFAULT_STREAM = 'rhel-10';

/** The images of the streams in a release, as the MCO's OSImageStream `cluster` lists them. */
export function osImageStream(images: DemoImages): KubeObject {
  return {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'OSImageStream',
    metadata: { name: 'cluster' },
    spec: {},
    status: {
      defaultStream: DEFAULT_STREAM,
      availableStreams: Object.entries(RUNNING).map(([name, release]) => {
        const set = imagesOf(images, release);
        return { name, osImage: set.node, osExtensionsImage: set.extensions };
      }),
    },
  };
}

function clusterVersion(images: DemoImages): KubeObject {
  const current = { version: '5.0.0', image: imagesOf(images, RUNNING[DEFAULT_STREAM]).release };
  return {
    apiVersion: 'config.openshift.io/v1',
    kind: 'ClusterVersion',
    metadata: { name: 'version' },
    spec: { clusterID: '6e1c2d3f-0000-4000-8000-000000000050', channel: 'stable-5.0' },
    status: {
      desired: { ...current, channels: ['stable-5.0'] },
      ...installedVersionStatus(current),
      availableUpdates: [{ version: '5.0.1', image: imagesOf(images, UPDATE[DEFAULT_STREAM]).release }],
      conditionalUpdates: [],
      conditions: [condition('Available', true, '', 'Done applying 5.0.0')],
    },
  };
}

/**
 * A 5.0-style cluster with the OSImageStream API on: its release ships rhel-9 and rhel-10
 * images, rhel-10 is the default. `master` (3 nodes) takes the default; `worker` (3 nodes)
 * has asked for rhel-9. Both are up to date, neither is paused; the ClusterVersion offers
 * 5.0.1, whose images differ per stream.
 */
export function streamsCluster(options: DemoClusterOptions): KubeObject[] {
  const release = RUNNING[DEFAULT_STREAM];
  const templates = templatedConfigs(release, { registry: options.registry });
  const of = (role: string) => templates.filter((mc) => mc.metadata.labels?.[ROLE_LABEL] === role);
  const imagesFor = (r: DemoRelease) => {
    const set = imagesOf(options.images, r);
    return { osImageURL: set.node, extensionsImage: set.extensions, releaseVersion: r.releaseVersion };
  };
  const master = renderPoolConfig('master', of('master'), imagesFor(RUNNING['rhel-10']));
  const worker = renderPoolConfig('worker', of('worker'), imagesFor(RUNNING['rhel-9']));
  const withStream = (object: KubeObject, name: string, asked: boolean): KubeObject => {
    const spec = object.spec as Record<string, unknown>;
    const status = object.status as Record<string, unknown>;
    return {
      ...object,
      spec: { ...spec, ...(asked ? { osImageStream: { name } } : {}) },
      status: { ...status, osImageStream: { name } },
    };
  };
  const defaults = imagesOf(options.images, release);
  return [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: MCO_NAMESPACE } },
    {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'machine-config-osimageurl', namespace: MCO_NAMESPACE },
      data: {
        osImageURL: defaults.node,
        baseOSContainerImage: defaults.node,
        baseOSExtensionsContainerImage: defaults.extensions,
        releaseVersion: release.releaseVersion,
      },
    },
    osImageStream(options.images),
    clusterVersion(options.images),
    infrastructure(),
    machineConfiguration(),
    ...(options.premadeReleaseInfos
      ? STREAM_RELEASES.map((r) => releaseInfoConfigMap(r, imagesOf(options.images, r).node) as KubeObject)
      : []),
    ...(options.registry ? registryAccessObjects(options.registry) : []),
    ...templates,
    master.rendered,
    worker.rendered,
    withStream(pool('master', { machines: 3, current: master, target: master, paused: false }), 'rhel-10', false),
    withStream(pool('worker', { machines: 3, current: worker, target: worker, paused: false }), 'rhel-9', true),
    ...[0, 1, 2].map((i) => node(`master-${i}`, 'master', master.rendered.metadata.name)),
    ...[0, 1, 2].map((i) => node(`worker-${i}`, 'worker', worker.rendered.metadata.name)),
  ];
}
