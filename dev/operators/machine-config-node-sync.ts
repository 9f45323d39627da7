import { machineConfigNodeFor, meaning } from '../mock-api/machine-config-nodes';
import { updateChangesNothing } from '../mock-api/mco/daemon-update';
import { poolsForNode, type PoolSelectors } from '../mock-api/mco/pool-membership';
import { RESOURCE_TYPES, type ResourceType } from '../mock-api/resource-types';
import type { KubeObject } from '../mock-api/store';
import type { ClusterApi } from './cluster-api';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const [POOLS, NODES, MCNS] = [type('MachineConfigPool'), type('Node'), type('MachineConfigNode')];

/**
 * The MCO's MachineConfigNodes as an API client keeps them (the embedded demo's
 * `MachineConfigNodeMirror`, step by step): one per node of a pool, the controller's part (its
 * pool, the desired config) written to the object and the daemon's (update conditions, current
 * config) to `/status`, each only when it moved; one whose node is gone is deleted.
 */
export async function syncMachineConfigNodes(api: ClusterApi, now: number): Promise<void> {
  const pools = api.list(POOLS) as unknown as PoolSelectors[];
  const nodes = api.list(NODES);
  for (const node of nodes) await syncOne(api, node, pools, now);
  const names = new Set(nodes.map((n) => n.metadata.name));
  for (const mcn of api.list(MCNS))
    if (!names.has(mcn.metadata.name)) await api.delete(MCNS, undefined, mcn.metadata.name);
}

async function syncOne(api: ClusterApi, node: KubeObject, pools: readonly PoolSelectors[], now: number): Promise<void> {
  const membership = poolsForNode(node, pools);
  // The MCO cannot name the pool (two custom pools match): its MCN update fails, the MCN stays.
  if (membership.error !== undefined) return;
  const existing = api.find(MCNS, undefined, node.metadata.name);
  const pool = membership.pools[0];
  if (!pool) {
    if (existing) await api.delete(MCNS, undefined, node.metadata.name);
    return;
  }
  const next = machineConfigNodeFor(node, pool, existing, now, updateChangesNothing(api, node));
  if (existing && meaning(existing) === meaning(next)) return;
  const { name } = next.metadata;
  let stored = existing ?? (await api.create(MCNS, { ...next, status: undefined }));
  if (existing && JSON.stringify(existing.spec) !== JSON.stringify(next.spec))
    // A custom resource is replaced only at the version read (kube-apiserver requires it).
    stored = await api.update(MCNS, undefined, name, {
      ...next,
      metadata: { ...next.metadata, resourceVersion: existing.metadata.resourceVersion },
      status: existing.status,
    });
  if (JSON.stringify(stored.status) !== JSON.stringify(next.status))
    await api.update(MCNS, undefined, name, { ...stored, status: next.status }, 'status');
}
