import type { LabelSelector } from '../pin/label-selector';
import { machinesAtOnce } from '../pool/waves';
import { drainBlockers, type BudgetFacts, type DrainBlockers, type PodFacts } from './drain-blockers';
import { forecastDuration, type ForecastResult } from './duration-forecast';
import { budgetFactsOf, machineFactsOf, podFactsOf, updateRecordOf } from './preflight-objects';

/**
 * Where a pre-flight reads the cluster: the page through the console's SDK, the CLI through
 * the API server. Each read names what it asks for, so that at 5,000 nodes and 50,000 pods it
 * asks for the pool's own machines and for the pods of the budgets that allow no disruption,
 * never for every pod of the cluster.
 */
export interface PreflightSource {
  /** Nodes a label selector selects (full objects: their conditions). */
  nodes(selector: LabelSelector): Promise<readonly unknown[]>;
  /** A machine's MachineConfigNode; undefined where the cluster serves none (or not for it). */
  machineConfigNode(name: string): Promise<unknown>;
  /** Every PodDisruptionBudget of the cluster. */
  budgets(): Promise<readonly unknown[]>;
  /** Pods of `namespace` a label selector selects, finished ones left out (`status.phase`). */
  pods(namespace: string, selector: LabelSelector): Promise<readonly unknown[]>;
}

export interface PoolForPreflight {
  readonly name: string;
  readonly nodeSelector?: LabelSelector;
  readonly maxUnavailable?: number | string;
}

/**
 * A budgets read that failed, and which: every PodDisruptionBudget, or the pods of one. What
 * holds the drain is then unknown (not "nothing"); the machines and the forecast still stand.
 */
export type BudgetsUnread =
  | { readonly read: 'budgets'; readonly message: string }
  | { readonly read: 'pods'; readonly namespace: string; readonly name: string; readonly message: string };

export interface PreflightFacts {
  readonly pool: string;
  /** The pool's machines, as their MachineConfigNodes (or, without them, its node selector) say. */
  readonly machines: readonly string[];
  readonly atOnce: number;
  /** The machines unavailable already, always; the budgets that hold them, unless `budgetsUnread`. */
  readonly drain: DrainBlockers;
  readonly budgetsUnread?: BudgetsUnread;
  readonly forecast: ForecastResult;
}

/**
 * The budgets over pods of the pool's machines that allow no disruption, as `namespace/name`;
 * undefined when the budgets could not be read (a budget alert then cannot be placed).
 */
export const budgetsHolding = (facts: PreflightFacts): ReadonlySet<string> | undefined =>
  facts.budgetsUnread ? undefined : new Set(facts.drain.blockers.map((b) => `${b.namespace}/${b.name}`));

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The budgets that allow no disruption (a malformed one named), and the pods each selects,
 * read on their own: a refused or failed read leaves the rest of the pre-flight standing.
 */
async function readZeroBudgets(
  source: PreflightSource,
): Promise<{ zero: BudgetFacts[]; pods: PodFacts[] } | BudgetsUnread> {
  let zero: BudgetFacts[];
  try {
    zero = (await source.budgets())
      .map(budgetFactsOf)
      .filter((b) => b.disruptionsAllowed <= 0 && b.selector !== undefined);
  } catch (error) {
    return { read: 'budgets', message: messageOf(error) };
  }
  const lists = await Promise.all(
    zero.map(async (b): Promise<PodFacts[] | BudgetsUnread> => {
      try {
        return (await source.pods(b.namespace, b.selector ?? {})).map(podFactsOf);
      } catch (error) {
        return { read: 'pods', namespace: b.namespace, name: b.name, message: messageOf(error) };
      }
    }),
  );
  const failed = lists.find((l): l is BudgetsUnread => !Array.isArray(l));
  return failed ?? { zero, pods: lists.flatMap((l) => l as PodFacts[]) };
}

/**
 * What will hold a pool's rollout and how long it will take: its machines (the nodes its
 * selector selects whose MachineConfigNode names it: a custom pool's machines keep worker's
 * role label), the budgets that allow no disruption with their pods (a label-selected list
 * each: only they can hold a drain), and the machines' last update times. The machines' read
 * failing fails it all; the budgets' failing fails the budgets alone (`budgetsUnread`).
 */
export async function readPreflight(source: PreflightSource, pool: PoolForPreflight): Promise<PreflightFacts> {
  const budgetsRead = readZeroBudgets(source);
  const nodes = pool.nodeSelector === undefined ? [] : await source.nodes(pool.nodeSelector);
  const facts = nodes.map(machineFactsOf);
  const records = await Promise.all(facts.map(async (m) => (await source.machineConfigNode(m.name)) ?? null));
  const parsed = records.map((r) => (r === null ? undefined : updateRecordOf(r)));
  const ofPool = facts.filter((_m, i) => {
    const owner = parsed[i]?.pool;
    return owner === undefined || owner === pool.name;
  });
  const budgets = await budgetsRead;
  const machines = ofPool.map((m) => m.name).sort();
  const atOnce = machinesAtOnce(pool.maxUnavailable, machines.length);
  const history = parsed.filter((r, i) => r !== undefined && ofPool.includes(facts[i] as (typeof facts)[number]));
  return {
    pool: pool.name,
    machines,
    atOnce,
    drain: 'read' in budgets ? drainBlockers(ofPool, [], []) : drainBlockers(ofPool, budgets.pods, budgets.zero),
    ...('read' in budgets ? { budgetsUnread: budgets } : {}),
    forecast: forecastDuration(
      history.map((r) => r as NonNullable<typeof r>),
      machines.length,
      atOnce,
    ),
  };
}
