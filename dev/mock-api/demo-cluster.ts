import { createHash, randomUUID } from 'node:crypto';
import {
  imagesOf,
  MIRROR_REPOSITORY,
  RELEASE_IMAGE_REPOSITORY,
  RELEASE_MIRROR_REPOSITORY,
  RELEASE_REPOSITORY,
  type DemoImages,
} from './demo-images';
import {
  AVAILABLE_UPDATES,
  CONDITIONAL_UPDATE,
  CURRENT_RELEASE,
  DEMO_RELEASES,
  releaseInfoConfigMap,
  type DemoRelease,
} from './demo-releases';
import { seedConfigs } from './demo-configs';
import { demoWorkloads } from './demo-workloads';
import { infrastructure } from './infrastructure';
import { machineConfiguration } from './mco/machine-configuration';
import type { renderPoolConfig } from './mco/render-machine-config';
import type { KubeObject } from './store';

type RenderedConfig = ReturnType<typeof renderPoolConfig>;

export const MCO_NAMESPACE = 'openshift-machine-config-operator';
export const CONFIG_ANNOTATIONS = {
  current: 'machineconfiguration.openshift.io/currentConfig',
  desired: 'machineconfiguration.openshift.io/desiredConfig',
  state: 'machineconfiguration.openshift.io/state',
} as const;

/** The MCO's mark on a rendered config whose OS image a MachineConfig overrides. */
export const CONFIG_OVERRIDDEN_ANNOTATION = 'machineconfiguration.openshift.io/os-image-url-overridden';

/** A pool condition as the machine-config operator writes it. */
export const condition = (type: string, status: boolean, reason = '', message = '') => ({
  type,
  status: status ? 'True' : 'False',
  reason,
  message,
  lastTransitionTime: new Date().toISOString(),
});

export function upToDateConditions(config: string) {
  return [
    condition('Updated', true, '', `All nodes are updated with MachineConfig ${config}`),
    condition('Updating', false),
    condition('Degraded', false),
    condition('NodeDegraded', false),
    condition('RenderDegraded', false),
  ];
}

export function pool(
  name: string,
  opts: {
    machines: number;
    current: RenderedConfig;
    target: RenderedConfig;
    paused: boolean;
    maxUnavailable?: number | string;
    /** The roles whose MachineConfigs the pool takes: a custom pool takes `worker`'s too. */
    roles?: string[];
  },
): KubeObject {
  const moving = opts.current.rendered.metadata.name !== opts.target.rendered.metadata.name;
  const configuration = (c: RenderedConfig) => ({ name: c.rendered.metadata.name, source: c.source });
  return {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfigPool',
    metadata: { name, labels: { [`pools.operator.machineconfiguration.openshift.io/${name}`]: '' } },
    spec: {
      paused: opts.paused,
      ...(opts.maxUnavailable !== undefined ? { maxUnavailable: opts.maxUnavailable } : {}),
      configuration: configuration(opts.target),
      machineConfigSelector: opts.roles
        ? { matchExpressions: [{ key: 'machineconfiguration.openshift.io/role', operator: 'In', values: opts.roles }] }
        : { matchLabels: { 'machineconfiguration.openshift.io/role': name } },
      nodeSelector: { matchLabels: { [`node-role.kubernetes.io/${name}`]: '' } },
    },
    status: {
      configuration: configuration(opts.current),
      machineCount: opts.machines,
      updatedMachineCount: moving ? 0 : opts.machines,
      readyMachineCount: opts.machines,
      unavailableMachineCount: 0,
      degradedMachineCount: 0,
      observedGeneration: 1,
      conditions: moving
        ? [
            condition('Updated', false, '', ''),
            condition('Updating', false),
            condition('Degraded', false),
            condition('NodeDegraded', false),
            condition('RenderDegraded', false),
          ]
        : upToDateConditions(opts.current.rendered.metadata.name),
    },
  };
}

/** A cloud's three zones, in turn by the machine's number (worker-0 in a, worker-1 in b, …). */
const zoneOf = (name: string): string => `us-east-1${'abc'[Number(/(\d+)$/.exec(name)?.[1] ?? 0) % 3]}`;

export function node(name: string, role: string, config: string): KubeObject {
  return {
    apiVersion: 'v1',
    kind: 'Node',
    metadata: {
      name,
      labels: {
        [`node-role.kubernetes.io/${role}`]: '',
        'kubernetes.io/hostname': name,
        'kubernetes.io/os': 'linux',
        'kubernetes.io/arch': 'amd64',
        'topology.kubernetes.io/region': 'us-east-1',
        'topology.kubernetes.io/zone': zoneOf(name),
      },
      annotations: {
        [CONFIG_ANNOTATIONS.current]: config,
        [CONFIG_ANNOTATIONS.desired]: config,
        [CONFIG_ANNOTATIONS.state]: 'Done',
      },
    },
    spec: {},
    status: {
      conditions: [
        { type: 'Ready', status: 'True', reason: 'KubeletReady', message: 'kubelet is posting ready status' },
      ],
      // The kubelet's boot ID: a new one after every reboot.
      nodeInfo: { architecture: 'amd64', operatingSystem: 'linux', bootID: randomUUID() },
    },
  };
}

export function osImageUrlConfigMap(release: DemoRelease, images: DemoImages): KubeObject {
  const { node: image, extensions } = imagesOf(images, release);
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'machine-config-osimageurl', namespace: MCO_NAMESPACE },
    data: {
      osImageURL: image,
      baseOSContainerImage: image,
      baseOSExtensionsContainerImage: extensions,
      releaseVersion: release.releaseVersion,
    },
  };
}

/** The demo's registry as the cluster knows it: where images are mirrored, and the credentials. */
export interface DemoRegistryAccess {
  /** `127.0.0.1:<port>` */
  readonly host: string;
  readonly user: string;
  readonly password: string;
}

/**
 * What a cluster has for pulling its release images from a mirror: the pull secret with the
 * mirror's credentials (`openshift-config/pull-secret`) and an ImageDigestMirrorSet sending
 * the release repository to the mirror, never to the source.
 */
export function registryAccessObjects(registry: DemoRegistryAccess): KubeObject[] {
  const auth = Buffer.from(`${registry.user}:${registry.password}`).toString('base64');
  const dockerConfig = JSON.stringify({ auths: { [registry.host]: { auth } } });
  return [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'openshift-config' } },
    {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'pull-secret', namespace: 'openshift-config' },
      type: 'kubernetes.io/dockerconfigjson',
      data: { '.dockerconfigjson': Buffer.from(dockerConfig).toString('base64') },
    },
    {
      apiVersion: 'config.openshift.io/v1',
      kind: 'ImageDigestMirrorSet',
      metadata: { name: 'release-mirror' },
      spec: {
        imageDigestMirrors: [
          {
            source: RELEASE_REPOSITORY,
            mirrors: [`${registry.host}/${MIRROR_REPOSITORY}`],
            mirrorSourcePolicy: 'NeverContactSource',
          },
          {
            source: RELEASE_IMAGE_REPOSITORY,
            mirrors: [`${registry.host}/${RELEASE_MIRROR_REPOSITORY}`],
            mirrorSourcePolicy: 'NeverContactSource',
          },
        ],
      },
    },
  ];
}

const releaseById = (id: string) => DEMO_RELEASES.find((r) => r.id === id) as DemoRelease;

/**
 * What the cluster-version operator keeps beside the versions, all of it required by the
 * ClusterVersion CRD's schema: the install's history entry with its times, the generation it
 * observed and the hash of the payload it applied.
 */
export function installedVersionStatus(current: { version: string; image: string }) {
  const installed = '2026-11-02T09:14:00Z';
  return {
    history: [
      {
        state: 'Completed',
        startedTime: installed,
        completionTime: '2026-11-02T09:52:00Z',
        ...current,
        verified: true,
      },
    ],
    observedGeneration: 1,
    versionHash: createHash('sha256').update(current.image).digest('base64').slice(0, 12),
  };
}

/**
 * The ClusterVersion of the demo: on 4.22.1, with two available updates (the next Fedora 40
 * update and a major rebase to Fedora 41) and one conditional update (an older Fedora 40:
 * downgrades), as the update service would list them.
 */
export function clusterVersion(images: DemoImages): KubeObject {
  const entry = (id: string) => {
    const release = releaseById(id);
    return { version: release.releaseVersion, image: imagesOf(images, release).release };
  };
  const current = entry(CURRENT_RELEASE);
  return {
    apiVersion: 'config.openshift.io/v1',
    kind: 'ClusterVersion',
    metadata: { name: 'version' },
    spec: { clusterID: '6e1c2d3f-0000-4000-8000-000000000000', channel: 'stable-4.22' },
    status: {
      desired: { ...current, channels: ['stable-4.22'] },
      ...installedVersionStatus(current),
      availableUpdates: AVAILABLE_UPDATES.map(entry),
      conditionalUpdates: [
        {
          release: entry(CONDITIONAL_UPDATE),
          risks: [
            {
              name: 'NodeKernelRegression',
              url: 'https://example.com/os-update-demo/kernel-regression',
              message: 'Nodes with the older kernel may hang under heavy I/O.',
              matchingRules: [{ type: 'Always' }],
            },
          ],
          conditions: [
            {
              type: 'Recommended',
              status: 'False',
              reason: 'NodeKernelRegression',
              message:
                'Nodes with the older kernel may hang under heavy I/O. https://example.com/os-update-demo/kernel-regression',
              lastTransitionTime: new Date(0).toISOString(),
            },
          ],
        },
      ],
    },
  };
}

export interface DemoClusterOptions {
  readonly images: DemoImages;
  /**
   * Without a controller the demo pre-publishes release infos for its images (as
   * `os-update release-info` would); with one it has none: the controller reads the images.
   */
  readonly premadeReleaseInfos: boolean;
  readonly registry?: DemoRegistryAccess;
}

/**
 * The default demo cluster: `master` up to date on the new image, `worker` (6 nodes) paused
 * with an OS update waiting (FCOS 2024-10-07 → 2024-10-21), `infra` paused with a
 * config-only change; release infos for both images, or the registry access that lets the
 * controller read them; workloads on the machines, one of worker's behind a budget that allows
 * no disruption (demo-workloads.ts).
 */
export function demoCluster(options: DemoClusterOptions): KubeObject[] {
  const [older, newer] = DEMO_RELEASES as [DemoRelease, DemoRelease];
  const seeded = seedConfigs(older, newer, options.images, { registry: options.registry });
  const { master, workerOld, workerNew, infraOld, infraNew } = seeded;
  const n = (cfg: RenderedConfig) => cfg.rendered.metadata.name;
  return [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: MCO_NAMESPACE } },
    osImageUrlConfigMap(newer, options.images),
    clusterVersion(options.images),
    machineConfiguration(),
    infrastructure(),
    ...(options.premadeReleaseInfos
      ? [older, newer, ...AVAILABLE_UPDATES.map(releaseById), releaseById(CONDITIONAL_UPDATE)].map(
          (r) => releaseInfoConfigMap(r, imagesOf(options.images, r).node) as KubeObject,
        )
      : []),
    ...(options.registry ? registryAccessObjects(options.registry) : []),
    ...seeded.machineConfigs,
    ...[master, workerOld, workerNew, infraOld, infraNew].map((c) => c.rendered),
    pool('master', { machines: 3, current: master, target: master, paused: false }),
    pool('worker', { machines: 6, current: workerOld, target: workerNew, paused: true, maxUnavailable: 1 }),
    pool('infra', { machines: 2, current: infraOld, target: infraNew, paused: true, roles: ['worker', 'infra'] }),
    ...[0, 1, 2].map((i) => node(`master-${i}`, 'master', n(master))),
    ...[0, 1, 2, 3, 4, 5].map((i) => node(`worker-${i}`, 'worker', n(workerOld))),
    ...[0, 1].map((i) => node(`infra-${i}`, 'infra', n(infraOld))),
    ...demoWorkloads({
      workers: [0, 1, 2, 3, 4, 5].map((i) => `worker-${i}`),
      others: [...[0, 1, 2].map((i) => `master-${i}`), ...[0, 1].map((i) => `infra-${i}`)],
    }),
  ];
}
