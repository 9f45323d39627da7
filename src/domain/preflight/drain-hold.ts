import { drainBlockers, type BudgetBlocker } from './drain-blockers';
import { budgetFactsOf, podFactsOf } from './preflight-objects';

/**
 * What holds the drain of one machine now: the budgets that allow no disruption over pods
 * still on it, from the pods bound to it and every budget (parsed here, at the boundary).
 * The drain controller retries their evictions until a budget allows one.
 */
export function drainHoldOf(node: string, pods: readonly unknown[], budgets: readonly unknown[]): BudgetBlocker[] {
  const machine = { name: node, unschedulable: true };
  return [...drainBlockers([machine], pods.map(podFactsOf), budgets.map(budgetFactsOf)).blockers];
}
