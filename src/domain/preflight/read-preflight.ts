import type { LabelSelector } from '../pin/label-selector';
import { machinesAtOnce } from '../pool/waves';
import { drainBlockers, type DrainBlockers } from './drain-blockers';
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

export interface PreflightFacts {
  readonly pool: string;
  /** The pool's machines, as their MachineConfigNodes (or, without them, its node selector) say. */
  readonly machines: readonly string[];
  readonly atOnce: number;
  readonly drain: DrainBlockers;
  readonly forecast: ForecastResult;
}

/**
 * What will hold a pool's rollout and how long it will take: its machines (the nodes its
 * selector selects whose MachineConfigNode names it: a custom pool's machines keep worker's
 * role label), the budgets that allow no disruption with their pods (a label-selected list
 * each: only they can hold a drain), and the machines' last update times.
 */
export async function readPreflight(source: PreflightSource, pool: PoolForPreflight): Promise<PreflightFacts> {
  const [nodes, budgets] = await Promise.all([
    pool.nodeSelector === undefined ? Promise.resolve([]) : source.nodes(pool.nodeSelector),
    source.budgets(),
  ]);
  const facts = nodes.map(machineFactsOf);
  const records = await Promise.all(facts.map(async (m) => (await source.machineConfigNode(m.name)) ?? null));
  const parsed = records.map((r) => (r === null ? undefined : updateRecordOf(r)));
  const ofPool = facts.filter((_m, i) => {
    const owner = parsed[i]?.pool;
    return owner === undefined || owner === pool.name;
  });
  const zero = budgets.map(budgetFactsOf).filter((b) => b.disruptionsAllowed <= 0 && b.selector !== undefined);
  const pods = (await Promise.all(zero.map((b) => source.pods(b.namespace, b.selector ?? {})))).flatMap((list) =>
    list.map(podFactsOf),
  );
  const machines = ofPool.map((m) => m.name).sort();
  const atOnce = machinesAtOnce(pool.maxUnavailable, machines.length);
  const history = parsed.filter((r, i) => r !== undefined && ofPool.includes(facts[i] as (typeof facts)[number]));
  return {
    pool: pool.name,
    machines,
    atOnce,
    drain: drainBlockers(ofPool, pods, zero),
    forecast: forecastDuration(
      history.map((r) => r as NonNullable<typeof r>),
      machines.length,
      atOnce,
    ),
  };
}
