import { nodesByPool, type PoolNodeSelector } from '../pool/node-membership';
import type { NodeFacts } from '../pool/node-phase';
import { drainBlockers, type BudgetBlocker, type BudgetFacts, type PodFacts } from './drain-blockers';

/**
 * Each pool's budgets that will hold its drain, for every pool at once: from the budgets that
 * allow no disruption, their pods, and the machines those pods run on (placed in their pool
 * as the MCO places them). What the page says at load, before any review reads a pool's own
 * pre-flight; a machine no pool takes holds none.
 */
export function drainHoldsByPool(
  pools: readonly PoolNodeSelector[],
  nodes: readonly NodeFacts[],
  pods: readonly PodFacts[],
  budgets: readonly BudgetFacts[],
): ReadonlyMap<string, readonly BudgetBlocker[]> {
  const members = nodesByPool(nodes, pools);
  return new Map(
    [...members].map(([pool, machines]) => [
      pool,
      drainBlockers(
        machines.map((m) => ({ name: m.name, unschedulable: false })),
        pods,
        budgets,
      ).blockers,
    ]),
  );
}
