import { k8sListItems } from '@openshift-console/dynamic-plugin-sdk';
import type { BudgetBlocker } from '../domain/preflight/drain-blockers';
import { drainHoldOf } from '../domain/preflight/drain-hold';
import { PodDisruptionBudgetModel, PodModel } from './models';

/** A machine's unfinished pods and every budget, through the console; what holds its drain. */
export async function readDrainHold(node: string): Promise<BudgetBlocker[]> {
  const [pods, budgets] = await Promise.all([
    k8sListItems({
      model: PodModel,
      queryParams: { fieldSelector: `spec.nodeName=${node},status.phase!=Succeeded,status.phase!=Failed` },
    }),
    k8sListItems({ model: PodDisruptionBudgetModel, queryParams: {} }),
  ]);
  return drainHoldOf(node, pods, budgets);
}
