import { k8sGet, k8sListItems } from '@openshift-console/dynamic-plugin-sdk';
import type { BudgetBlocker, BudgetFacts } from '../domain/preflight/drain-blockers';
import { evictedByDrain, UNFINISHED_PODS } from '../domain/preflight/drain-blockers';
import { drainHoldsByPool } from '../domain/preflight/drain-holds-by-pool';
import { budgetFactsOf, podFactsOf } from '../domain/preflight/preflight-objects';
import type { PoolNodeSelector } from '../domain/pool/node-membership';
import { NodeModel, PodDisruptionBudgetModel, PodModel } from './models';
import type { Node } from './resources';

/**
 * What holds each pool's drain, read for the page at load (no review opened): every budget
 * (one list), the pods of those that allow no disruption (a label-selected list each), and
 * the machines those pods run on (a read each: a few, never every node of the cluster).
 */
export async function readDrainHolds(
  pools: readonly PoolNodeSelector[],
): Promise<ReadonlyMap<string, readonly BudgetBlocker[]>> {
  const budgets = await k8sListItems({ model: PodDisruptionBudgetModel, queryParams: {} });
  const zero: BudgetFacts[] = budgets
    .map(budgetFactsOf)
    .filter((b) => b.disruptionsAllowed <= 0 && b.selector !== undefined);
  const pods = (
    await Promise.all(
      zero.map((b) =>
        k8sListItems({
          model: PodModel,
          queryParams: { ns: b.namespace, labelSelector: b.selector, fieldSelector: UNFINISHED_PODS },
        }),
      ),
    )
  )
    .flat()
    .map(podFactsOf)
    .filter(evictedByDrain);
  const machines = [...new Set(pods.flatMap((p) => (p.node === undefined ? [] : [p.node])))];
  const nodes = await Promise.all(
    machines.map(async (name) => {
      const node = await k8sGet<Node>({ model: NodeModel, name });
      return { name, labels: node.metadata?.labels ?? {} };
    }),
  );
  return drainHoldsByPool(pools, nodes, pods, zero);
}
