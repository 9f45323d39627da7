import { condition } from '../demo-cluster';
import type { Condition } from '../pool-conditions';
import { RESOURCE_TYPES, type ResourceType } from '../resource-types';
import type { KubeObject, ObjectStore } from '../store';

const POOLS = RESOURCE_TYPES.find((t) => t.kind === 'MachineConfigPool') as ResourceType;

const conditionsOf = (pool: KubeObject): Condition[] =>
  ((pool.status as { conditions?: Condition[] } | undefined)?.conditions ?? []) as Condition[];

/** SetMachineConfigPoolCondition: replaces the condition of its type; the transition time stays when the status does. */
function setCondition(store: ObjectStore, pool: KubeObject, next: Condition): void {
  const current = conditionsOf(pool);
  const prior = current.find((c) => c.type === next.type);
  if (prior && prior.status === next.status && prior.message === next.message) return;
  const written = prior?.status === next.status ? { ...next, lastTransitionTime: prior.lastTransitionTime } : next;
  const conditions = prior ? current.map((c) => (c.type === next.type ? written : c)) : [...current, written];
  const updated = structuredClone(pool);
  updated.status = { ...((pool.status as object | undefined) ?? {}), conditions };
  store.update(POOLS, undefined, pool.metadata.name, updated, 'status');
}

/** syncFailingStatus: RenderDegraded True, "Failed to render configuration for pool <name>: <why>". */
export const renderFailed = (store: ObjectStore, pool: KubeObject, why: string): void =>
  setCondition(
    store,
    pool,
    condition('RenderDegraded', true, '', `Failed to render configuration for pool ${pool.metadata.name}: ${why}`),
  );

/** syncAvailableStatus: RenderDegraded False, written only when it is not already. */
export function renderSucceeded(store: ObjectStore, pool: KubeObject): void {
  if (conditionsOf(pool).some((c) => c.type === 'RenderDegraded' && c.status === 'False')) return;
  setCondition(store, pool, condition('RenderDegraded', false));
}
