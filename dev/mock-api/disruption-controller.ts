import { selectorObjectMatches, type SelectorObject } from './selectors';
import { RESOURCE_TYPES, type ResourceType } from './resource-types';
import type { KubeObject, ObjectStore, StoreEvent } from './store';
import { SeedListener } from './seed-listener';
import { kubeTime } from './kube-time';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
const PODS = type('Pod');
const BUDGETS = type('PodDisruptionBudget');

type IntOrPercent = number | string;

interface BudgetObject extends KubeObject {
  spec?: { selector?: SelectorObject; minAvailable?: IntOrPercent; maxUnavailable?: IntOrPercent };
}

interface PodObject extends KubeObject {
  metadata: KubeObject['metadata'] & {
    ownerReferences?: { kind: string; name: string; controller?: boolean }[];
    deletionTimestamp?: string;
  };
  status?: { phase?: string; conditions?: { type: string; status: string }[] };
}

export interface BudgetStatus {
  readonly observedGeneration: number;
  /** Absent while no eviction is in flight: an empty map is never written (omitempty). */
  readonly disruptedPods?: Record<string, string>;
  readonly disruptionsAllowed: number;
  readonly currentHealthy: number;
  readonly desiredHealthy: number;
  readonly expectedPods: number;
  readonly conditions: readonly {
    type: 'DisruptionAllowed';
    status: 'True' | 'False';
    reason: string;
    message: string;
    observedGeneration: number;
    lastTransitionTime: string;
  }[];
}

const isReady = (pod: PodObject) => pod.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True');
const isTerminal = (pod: PodObject) => pod.status?.phase === 'Succeeded' || pod.status?.phase === 'Failed';
const controllerOf = (pod: PodObject) => pod.metadata.ownerReferences?.find((o) => o.controller);

/** An int-or-percent of `total`, rounded up as `intstr.GetScaledValueFromIntOrPercent(…, true)` does. */
function scaled(value: IntOrPercent, total: number): number | undefined {
  if (typeof value === 'number') return value;
  const pct = /^(\d+)%$/.exec(value);
  return pct ? Math.ceil((Number(pct[1]) * total) / 100) : undefined;
}

/**
 * The status the disruption controller writes for `budget` over its namespace's `pods`
 * (kubernetes pkg/controller/disruption/disruption.go: `trySync`, `getExpectedPodCount`,
 * `countHealthyPods`, `updatePdbStatus`; `failSafe` on a sync error). A nil selector selects
 * no pod, an empty one every pod (policy/v1). Healthy: Ready and not being deleted. With
 * `minAvailable` as a number the expected pods are the selected ones; otherwise the scale of
 * their controllers, which the demo takes as the controllers' pods here (it runs no
 * workload controllers); a selected pod with no controller then fails the sync, as on a
 * cluster ("found no controller ref"), and the budget allows no disruption.
 */
export function budgetStatus(budget: BudgetObject, pods: readonly PodObject[], now: string): BudgetStatus {
  const selected = pods.filter(
    (p) =>
      !isTerminal(p) &&
      budget.spec?.selector !== undefined &&
      selectorObjectMatches(budget.spec.selector, p.metadata.labels ?? {}),
  );
  const currentHealthy = selected.filter((p) => isReady(p) && !p.metadata.deletionTimestamp).length;
  const generation = budget.metadata.generation ?? 1;
  const { minAvailable, maxUnavailable } = budget.spec ?? {};
  const unmanaged = selected.filter((p) => !controllerOf(p));
  const syncFailed = (message: string): BudgetStatus => ({
    observedGeneration: generation,
    disruptionsAllowed: 0,
    currentHealthy,
    desiredHealthy: 0,
    expectedPods: 0,
    conditions: [
      {
        type: 'DisruptionAllowed',
        status: 'False',
        reason: 'SyncFailed',
        message,
        observedGeneration: generation,
        lastTransitionTime: now,
      },
    ],
  });
  let expectedPods = selected.length;
  let desiredHealthy: number | undefined;
  if (typeof minAvailable === 'number') desiredHealthy = minAvailable;
  else {
    if (unmanaged.length > 0) return syncFailed(`found no controller ref for pod "${unmanaged[0]?.metadata.name}"`);
    expectedPods = selected.length;
    if (maxUnavailable !== undefined) {
      const max = scaled(maxUnavailable, expectedPods);
      desiredHealthy = max === undefined ? undefined : Math.max(0, expectedPods - max);
    } else if (minAvailable !== undefined) desiredHealthy = scaled(minAvailable, expectedPods);
    else desiredHealthy = expectedPods;
  }
  if (desiredHealthy === undefined)
    return syncFailed(`invalid budget: ${JSON.stringify(minAvailable ?? maxUnavailable)}`);
  const disruptionsAllowed = expectedPods <= 0 ? 0 : Math.max(0, currentHealthy - desiredHealthy);
  const allowed = disruptionsAllowed > 0;
  return {
    observedGeneration: generation,
    disruptionsAllowed,
    currentHealthy,
    desiredHealthy,
    expectedPods,
    conditions: [
      {
        type: 'DisruptionAllowed',
        status: allowed ? 'True' : 'False',
        reason: allowed ? 'SufficientPods' : 'InsufficientPods',
        message: '',
        observedGeneration: generation,
        lastTransitionTime: now,
      },
    ],
  };
}

/** A status's meaning: all of it but when its condition last moved. */
const meaning = (status: unknown) =>
  JSON.stringify(status, (key, value: unknown) => (key === 'lastTransitionTime' ? undefined : value));

/**
 * The demo's disruption controller: whenever a pod or a budget changes, it writes the
 * status of the budgets of that namespace, as kube-controller-manager's does, so that a
 * budget applied with kubectl over pods on a worker says how many disruptions it allows.
 */
export class DisruptionController {
  private readonly listener: SeedListener;

  constructor(private readonly store: ObjectStore) {
    this.listener = new SeedListener(
      store,
      (event) => this.onChange(event),
      () => this.syncAll(),
    );
  }

  /** Runs `write` (a seed of 50,000 pods) without a sync per pod, then syncs every budget once. */
  whileSeeding(write: () => void): void {
    this.listener.whileSeeding(write);
  }

  private syncAll(): void {
    const namespaces = new Set(this.store.list(BUDGETS).map((b) => b.metadata.namespace as string));
    for (const namespace of namespaces) this.syncNamespace(namespace);
  }

  private onChange(event: StoreEvent): void {
    if (event.type !== PODS && event.type !== BUDGETS) return;
    if (event.type === BUDGETS && event.eventType === 'DELETED') return;
    this.syncNamespace(event.object.metadata.namespace as string);
  }

  private syncNamespace(namespace: string): void {
    const pods = this.store.list(PODS, namespace) as PodObject[];
    for (const { metadata } of this.store.list(BUDGETS, namespace)) {
      // Read again: writing one budget's status may have had another's written meanwhile.
      const budget = this.store.find(BUDGETS, namespace, metadata.name) as BudgetObject | undefined;
      if (!budget) continue;
      const previous = budget.status as BudgetStatus | undefined;
      const next = budgetStatus(budget, pods, kubeTime());
      if (previous && meaning(previous) === meaning(next)) continue;
      const kept = previous?.conditions?.[0]?.status === next.conditions[0]?.status ? previous?.conditions : undefined;
      this.store.update(
        BUDGETS,
        namespace,
        budget.metadata.name,
        { ...budget, status: { ...next, conditions: kept ?? next.conditions } },
        'status',
      );
    }
  }
}
