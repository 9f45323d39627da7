/**
 * Writes a large cluster folder for `npm start -- --cluster DIR` and the scale bench: 200
 * pools and 5,000 nodes the size of real ones (status.images and managedFields make most of
 * a Node), custom-pool nodes keeping the worker role as they do in OpenShift. One 1,500-node
 * pool rolls out, 120 pools await approval, 8 are degraded, the others are up to date.
 *
 *   npx tsx bench/scale-cluster.ts DIR [--pools 200] [--nodes 5000]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { condition, node as demoNode, pool as demoPool, upToDateConditions } from '../dev/mock-api/demo-cluster';
import { templatedConfigs } from '../dev/mock-api/demo-configs';
import { machineConfig, ROLE_LABEL } from '../dev/mock-api/mco/base-machine-configs';
import { percentContents } from '../dev/mock-api/mco/generated-text';
import { scaleWorkloads } from './scale-workloads';
import { renderPoolConfig } from '../dev/mock-api/mco/render-machine-config';
import { DEMO_RELEASES, releaseInfoConfigMap, sha256 } from '../dev/mock-api/demo-releases';

const ROLE = 'node-role.kubernetes.io';
const image = (id: string) => `quay.io/openshift-release-dev/ocp-v4.0-art-dev@sha256:${sha256(`scale:${id}`)}`;

export interface ScaleShape {
  readonly pools: number;
  readonly nodes: number;
  readonly rollingNodes: number;
  readonly awaiting: number;
  readonly degraded: number;
}

export const DEFAULT_SHAPE: ScaleShape = { pools: 200, nodes: 5000, rollingNodes: 1500, awaiting: 120, degraded: 8 };

/** The default shape's proportions for another size: 30 % of the nodes rolling out, 60 % of the pools awaiting approval. */
export const shapeFor = (pools: number, nodes: number): ScaleShape =>
  pools === DEFAULT_SHAPE.pools && nodes === DEFAULT_SHAPE.nodes
    ? DEFAULT_SHAPE
    : {
        pools,
        nodes,
        rollingNodes: Math.floor(nodes * 0.3),
        awaiting: Math.floor(pools * 0.6),
        degraded: Math.min(8, Math.floor(pools / 10)),
      };

/** What the kubelet reports and the API server keeps for a node: ~20 KB of JSON. */
function heavyNode(
  name: string,
  roles: string[],
  config: string,
  extra: { state?: string; desired?: string; reason?: string } = {},
) {
  const base = demoNode(name, roles[0] as string, config);
  const n = sha256(name);
  return {
    ...base,
    metadata: {
      ...base.metadata,
      labels: {
        ...Object.fromEntries(roles.map((r) => [`${ROLE}/${r}`, ''])),
        'kubernetes.io/hostname': name,
        'kubernetes.io/os': 'linux',
        'kubernetes.io/arch': 'amd64',
        'beta.kubernetes.io/arch': 'amd64',
        'node.openshift.io/os_id': 'rhcos',
        'topology.kubernetes.io/zone': `zone-${n.charCodeAt(0) % 3}`,
      },
      annotations: {
        ...base.metadata.annotations,
        ...(extra.desired ? { 'machineconfiguration.openshift.io/desiredConfig': extra.desired } : {}),
        ...(extra.state ? { 'machineconfiguration.openshift.io/state': extra.state } : {}),
        ...(extra.reason ? { 'machineconfiguration.openshift.io/reason': extra.reason } : {}),
        'volumes.kubernetes.io/controller-managed-attach-detach': 'true',
        'machineconfiguration.openshift.io/lastAppliedDrain': `uncordon-${n.slice(0, 12)}`,
      },
      managedFields: ['kubelet', 'machine-config-daemon', 'kube-controller-manager'].map((manager, i) => ({
        manager,
        operation: 'Update',
        apiVersion: 'v1',
        time: '2026-11-30T10:00:00Z',
        fieldsType: 'FieldsV1',
        fieldsV1: Object.fromEntries(
          Array.from({ length: 30 }, (_, j) => [
            `f:${['metadata', 'status', 'spec'][i]}.field-${j}-${n.slice(j, j + 8)}`,
            {},
          ]),
        ),
      })),
    },
    status: {
      ...(base.status as object),
      capacity: { cpu: '16', memory: '65843524Ki', pods: '250', 'ephemeral-storage': '125293548Ki' },
      allocatable: { cpu: '15500m', memory: '64692548Ki', pods: '250', 'ephemeral-storage': '114396791822' },
      addresses: [
        { type: 'InternalIP', address: `10.${n.charCodeAt(1)}.${n.charCodeAt(2)}.${n.charCodeAt(3)}` },
        { type: 'Hostname', address: name },
      ],
      nodeInfo: {
        architecture: 'amd64',
        operatingSystem: 'linux',
        osImage: 'Red Hat Enterprise Linux CoreOS 9.6',
        kernelVersion: '5.14.0-570.el9_6.x86_64',
        containerRuntimeVersion: 'cri-o://1.35.1',
        kubeletVersion: 'v1.35.2',
        machineID: n.slice(0, 32),
        systemUUID: n.slice(32, 64),
        bootID: n.slice(16, 48),
      },
      images: Array.from({ length: 60 }, (_, i) => ({
        names: [
          `quay.io/openshift-release-dev/ocp-v4.0-art-dev@sha256:${sha256(`${i}`)}`,
          `registry.example.com/app/component-${i}:v${i % 7}.${i % 11}`,
        ],
        sizeBytes: 100_000_000 + i * 7_919_000,
      })),
    },
  };
}

/** The objects of the scaled cluster. */
export function scaleCluster(shape: ScaleShape = DEFAULT_SHAPE): unknown[] {
  const [older, newer] = DEMO_RELEASES as [(typeof DEMO_RELEASES)[0], (typeof DEMO_RELEASES)[0]];
  const oldImage = image(older.id);
  const newImage = image(newer.id);
  // Rendered configs of real size (0.4 MB each), rendered from the templates as the MCO does.
  const oldTemplates = templatedConfigs(older, {});
  const newTemplates = templatedConfigs(newer, {});
  const objects: unknown[] = [
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'openshift-machine-config-operator' } },
    releaseInfoConfigMap(older, oldImage),
    releaseInfoConfigMap(newer, newImage),
    ...newTemplates,
  ];
  const roleConfigs = (templates: typeof newTemplates, role: string) =>
    templates.filter((mc) => mc.metadata.labels?.[ROLE_LABEL] === role);
  const customPools = shape.pools - 2;
  const others = shape.nodes - 3 - 100 - shape.rollingNodes;
  const perPool = Math.floor(others / (customPools - 1));
  let nodeIndex = 0;
  const addPool = (
    name: string,
    machines: number,
    kind: 'rolling' | 'awaiting' | 'degraded' | 'done' | 'master' | 'worker',
  ) => {
    const role = name === 'master' ? 'master' : 'worker';
    // Each custom pool has a MachineConfig of its own, so each renders a config of its own.
    const own =
      role === 'worker' && name !== 'worker'
        ? [
            machineConfig(
              `99-${name}-site`,
              name,
              {
                files: [
                  {
                    path: `/etc/sites/${name}.conf`,
                    mode: 420,
                    overwrite: true,
                    user: { name: 'root' },
                    contents: percentContents(`site=${name}\n`),
                  },
                ],
              },
              false,
            ),
          ]
        : [];
    objects.push(...own);
    const oldRender = renderPoolConfig(name, [...roleConfigs(oldTemplates, role), ...own], { osImageURL: oldImage });
    const newRender = renderPoolConfig(name, [...roleConfigs(newTemplates, role), ...own], { osImageURL: newImage });
    const oldCfg = oldRender.rendered;
    const newCfg = newRender.rendered;
    objects.push(oldCfg, newCfg);
    const moving = kind === 'rolling' || kind === 'awaiting' || kind === 'degraded';
    const p = demoPool(name, {
      machines,
      current: oldRender,
      target: moving ? newRender : oldRender,
      paused: kind === 'awaiting',
      maxUnavailable: kind === 'rolling' ? '10%' : 1,
      roles: own.length > 0 ? ['worker', name] : undefined,
    }) as { status: { conditions: unknown[]; degradedMachineCount?: number } };
    const roles = name === 'master' || name === 'worker' ? [name] : ['worker', name];
    if (kind === 'degraded') {
      p.status.degradedMachineCount = 1;
      p.status.conditions = [
        condition('Updated', false),
        condition('Updating', true, '', `All nodes are updating to MachineConfig ${newCfg.metadata.name}`),
        condition('Degraded', true, 'NodeDegraded', `Node ${name}-node-0 is reporting: "failed to drain"`),
        condition('NodeDegraded', true, '1 nodes are reporting degraded status on sync', 'failed to drain'),
        condition('RenderDegraded', false),
      ];
    } else if (!moving) p.status.conditions = upToDateConditions(oldCfg.metadata.name);
    objects.push(p);
    for (let i = 0; i < machines; i++) {
      const nodeName = `${name}-node-${i}`;
      nodeIndex++;
      const failing = kind === 'degraded' && i === 0;
      objects.push(
        heavyNode(
          nodeName,
          roles,
          oldCfg.metadata.name,
          failing ? { state: 'Degraded', desired: newCfg.metadata.name, reason: 'failed to drain' } : {},
        ),
      );
    }
  };
  addPool('master', 3, 'master');
  addPool('worker', 100, 'worker');
  addPool('rollout-a', shape.rollingNodes, 'rolling');
  for (let i = 1; i < customPools; i++) {
    const name = `site-${String(i).padStart(3, '0')}`;
    const kind = i <= shape.awaiting ? 'awaiting' : i <= shape.awaiting + shape.degraded ? 'degraded' : 'done';
    addPool(name, i === customPools - 1 ? others - perPool * (customPools - 2) : perPool, kind);
  }
  if (nodeIndex !== shape.nodes) throw new Error(`made ${nodeIndex} nodes, not ${shape.nodes}`);
  const nodeNames = objects.flatMap((o) => {
    const { kind, metadata } = o as { kind?: string; metadata?: { name?: string } };
    return kind === 'Node' && metadata?.name ? [metadata.name] : [];
  });
  objects.push(...scaleWorkloads(nodeNames));
  return objects;
}

/** Writes the cluster as one JSON List (the demo reads folders of YAML or JSON). */
export function writeScaleCluster(dir: string, shape: ScaleShape = DEFAULT_SHAPE): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'cluster.json'),
    JSON.stringify({ apiVersion: 'v1', kind: 'List', items: scaleCluster(shape) }),
  );
  return dir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, ...rest] = process.argv.slice(2);
  if (!dir) throw new Error('usage: tsx bench/scale-cluster.ts DIR [--pools N] [--nodes N]');
  const flag = (name: string, fallback: number) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? Number(rest[i + 1]) : fallback;
  };
  const shape = shapeFor(flag('pools', DEFAULT_SHAPE.pools), flag('nodes', DEFAULT_SHAPE.nodes));
  writeScaleCluster(dir, shape);
  console.log(`wrote ${shape.pools} pools and ${shape.nodes} nodes to ${dir}/cluster.json`);
}
