import { selects, type LabelSelector } from '../pin/label-selector';

/**
 * What will hold a pool's drain before it starts (issue 44, point 1), from typed facts of the
 * pool's machines, the pods bound to them and the namespaces' PodDisruptionBudgets.
 *
 * The machine-config drain controller (release-4.22 `pkg/controller/drain/drain_controller.go`,
 * `drainNode`) drains with kubectl's `drain.Helper{Force, IgnoreAllDaemonSets,
 * DeleteEmptyDirData}`. Its filters (`vendor/k8s.io/kubectl/pkg/drain/filters.go`,
 * `makeFilters`) then leave alone DaemonSet pods (`daemonSetFilter`) and mirror pods
 * (`mirrorPodFilter`), delete unmanaged and emptyDir pods (`unreplicatedFilter`,
 * `localStorageFilter`: no error with those flags), and evict the rest through the Eviction
 * API, which refuses (429, retried) while a budget selecting the pod allows no disruption.
 * Finished pods (Succeeded, Failed) are not guarded by budgets.
 */
export interface PodFacts {
  readonly namespace: string;
  readonly name: string;
  /** `spec.nodeName`: the machine it runs on. */
  readonly node?: string;
  readonly labels: Readonly<Record<string, string>>;
  /** The controller owner reference (`controller: true`), e.g. ReplicaSet/db-7f9c. */
  readonly owner?: { readonly kind: string; readonly name: string };
  readonly phase?: string;
  /** `kubernetes.io/config.mirror`: a static pod's mirror, which no drain evicts. */
  readonly mirror: boolean;
}

export interface BudgetFacts {
  readonly namespace: string;
  readonly name: string;
  /** `spec.selector`: absent selects no pod, empty selects every pod of the namespace. */
  readonly selector?: LabelSelector;
  /** `status.disruptionsAllowed`, as the disruption controller last wrote it. */
  readonly disruptionsAllowed: number;
}

/** A machine of the pool as the node controller reads it (its Node's conditions and MCD annotations). */
export interface MachineFacts {
  readonly name: string;
  /** Status of the Node's conditions, when it has them ('True', 'False', 'Unknown'). */
  readonly ready?: string;
  readonly diskPressure?: string;
  readonly networkUnavailable?: string;
  /** `spec.unschedulable`: cordoned. */
  readonly unschedulable: boolean;
  /** The machine-config daemon's annotations: currentConfig, desiredConfig, state. */
  readonly currentConfig?: string;
  readonly desiredConfig?: string;
  readonly state?: string;
}

export interface BlockedPod {
  readonly namespace: string;
  readonly name: string;
  readonly node: string;
  readonly owner?: { readonly kind: string; readonly name: string };
}

/** A budget that allows no disruption over pods of the pool's machines: their drain waits for it. */
export interface BudgetBlocker {
  readonly kind: 'PodDisruptionBudget';
  readonly namespace: string;
  readonly name: string;
  /** The machines whose drain it holds, sorted. */
  readonly nodes: readonly string[];
  readonly pods: readonly BlockedPod[];
}

export type UnavailableReason = 'not-ready' | 'disk-pressure' | 'network-unavailable' | 'unschedulable' | 'updating';

/**
 * A machine that is unavailable already: it uses up `maxUnavailable` before the rollout starts,
 * as the node controller counts it (release-4.22 `getUnavailableMachines` in
 * pkg/controller/node/status.go, `LayeredNodeState.IsUnavailableForUpdate` and `CheckNodeReady`
 * in pkg/controller/common/layered_node_state.go): not ready (NotReady, disk pressure, network
 * unavailable, cordoned), or ready but not done with its config and not failing. A machine whose
 * daemon failed (Degraded, Unreconcilable) is not unavailable: the controller may retarget it.
 */
export interface UnavailableMachine {
  readonly node: string;
  readonly reasons: readonly UnavailableReason[];
}

export interface DrainBlockers {
  readonly blockers: readonly BudgetBlocker[];
  readonly unavailable: readonly UnavailableMachine[];
}

const isDaemonSetPod = (pod: PodFacts) => pod.owner?.kind === 'DaemonSet';
const isFinished = (pod: PodFacts) => pod.phase === 'Succeeded' || pod.phase === 'Failed';

/** The API server's field selector for pods not finished: the only ones a budget guards. */
export const UNFINISHED_PODS = 'status.phase!=Succeeded,status.phase!=Failed';

/** Pods a drain of their machine evicts through the Eviction API, where budgets apply. */
export const evictedByDrain = (pod: PodFacts): boolean => !pod.mirror && !isDaemonSetPod(pod) && !isFinished(pod);

const byName = <T extends { readonly namespace: string; readonly name: string }>(a: T, b: T) =>
  a.namespace === b.namespace ? a.name.localeCompare(b.name) : a.namespace.localeCompare(b.namespace);

/**
 * The budgets that will hold the drain of the pool's machines, each with the pods and
 * machines it holds, and the machines unavailable already. `machines` are the pool's; pods of
 * other machines and budgets of other namespaces are not looked at.
 */
export function drainBlockers(
  machines: readonly MachineFacts[],
  pods: readonly PodFacts[],
  budgets: readonly BudgetFacts[],
): DrainBlockers {
  const names = new Set(machines.map((m) => m.name));
  const evicted = pods.filter((pod) => pod.node !== undefined && names.has(pod.node) && evictedByDrain(pod));
  const blockers: BudgetBlocker[] = [];
  for (const budget of [...budgets].sort(byName)) {
    if (budget.disruptionsAllowed > 0) continue;
    const held = evicted
      .filter((pod) => pod.namespace === budget.namespace && selects(budget.selector, pod.labels))
      .sort(byName);
    if (held.length === 0) continue;
    blockers.push({
      kind: 'PodDisruptionBudget',
      namespace: budget.namespace,
      name: budget.name,
      nodes: [...new Set(held.map((pod) => pod.node as string))].sort(),
      pods: held.map(({ namespace, name, node, owner }) => ({ namespace, name, node: node as string, owner })),
    });
  }
  const unavailable = [...machines]
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((machine): UnavailableMachine[] => {
      const reasons = unavailableReasons(machine);
      return reasons.length > 0 ? [{ node: machine.name, reasons }] : [];
    });
  return { blockers, unavailable };
}

/** Why the node controller counts a machine unavailable (none: available). */
export function unavailableReasons(machine: MachineFacts): UnavailableReason[] {
  const notReady: UnavailableReason[] = [
    ...(machine.ready !== undefined && machine.ready !== 'True' ? ['not-ready' as const] : []),
    ...(machine.diskPressure !== undefined && machine.diskPressure !== 'False' ? ['disk-pressure' as const] : []),
    ...(machine.networkUnavailable !== undefined && machine.networkUnavailable !== 'False'
      ? ['network-unavailable' as const]
      : []),
    ...(machine.unschedulable ? ['unschedulable' as const] : []),
  ];
  if (notReady.length > 0) return notReady;
  const configDone = machine.currentConfig !== undefined && machine.currentConfig === machine.desiredConfig;
  if (configDone && machine.state === 'Done') return [];
  const failing =
    machine.currentConfig !== machine.desiredConfig &&
    (machine.state === 'Degraded' || machine.state === 'Unreconcilable');
  return failing ? [] : ['updating'];
}
