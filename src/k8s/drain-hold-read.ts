import { k8sListItems } from '@openshift-console/dynamic-plugin-sdk';
import { UNFINISHED_PODS, type BudgetBlocker } from '../domain/preflight/drain-blockers';
import { drainHoldOf } from '../domain/preflight/drain-hold';
import { PodDisruptionBudgetModel, PodModel } from './models';

/**
 * A machine's unfinished pods, then the budgets of their namespaces only (a large cluster has
 * thousands of budgets), through the console; what holds its drain.
 */
export async function readDrainHold(node: string): Promise<BudgetBlocker[]> {
  const pods = await k8sListItems({
    model: PodModel,
    queryParams: { fieldSelector: `spec.nodeName=${node},${UNFINISHED_PODS}` },
  });
  const namespaces = [...new Set(pods.map((p) => p.metadata?.namespace).filter((ns): ns is string => !!ns))];
  const budgets = await Promise.all(
    namespaces.map((ns) => k8sListItems({ model: PodDisruptionBudgetModel, queryParams: { ns } })),
  );
  return drainHoldOf(node, pods, budgets.flat());
}
