import { RESOURCE_TYPES, type ResourceType } from '../resource-types';
import type { KubeObject, ObjectStore } from '../store';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;

/** A firing alert as the Prometheus rules API lists it under its rule. */
export interface DemoAlert {
  readonly labels: Readonly<Record<string, string>>;
  readonly annotations: Readonly<Record<string, string>>;
}

/** An alerting rule of the demo: the real rule's name, labels and texts, its expression read from the store. */
export interface DemoAlertRule {
  readonly group: string;
  readonly name: string;
  /** The real rule's PromQL, shown as the rules API shows it. */
  readonly query: string;
  readonly severity: string;
  readonly annotations: Readonly<Record<string, string>>;
  /** The series the expression gives over the cluster as it is: the labels of each alert. */
  readonly firing: (store: ObjectStore) => readonly Readonly<Record<string, string>>[];
}

interface BudgetStatus {
  currentHealthy?: number;
  desiredHealthy?: number;
  expectedPods?: number;
}
const budgets = (store: ObjectStore) =>
  store.list(type('PodDisruptionBudget')).map((b) => ({ b, s: (b.status ?? {}) as BudgetStatus }));
const budgetLabels = (b: KubeObject) => ({
  namespace: b.metadata.namespace ?? '',
  poddisruptionbudget: b.metadata.name,
});

/**
 * The rules the pre-flight reads, ported from the clusters' own (expressions evaluated on the
 * demo's objects, as kube-state-metrics would export them; the demo fires at once rather than
 * waiting out a rule's `for`): cluster-kube-controller-manager-operator
 * manifests/0000_90_kube-controller-manager-operator_05_alerts.yaml (the budgets), and
 * kube-prometheus' KubeNodeNotReady.
 */
export const DEMO_ALERT_RULES: readonly DemoAlertRule[] = [
  {
    group: 'cluster-version',
    name: 'PodDisruptionBudgetAtLimit',
    query:
      'max by (namespace, poddisruptionbudget) (kube_poddisruptionbudget_status_current_healthy == kube_poddisruptionbudget_status_desired_healthy and on (namespace, poddisruptionbudget) kube_poddisruptionbudget_status_expected_pods > 0)',
    severity: 'warning',
    annotations: {
      summary: 'The pod disruption budget is preventing further disruption to pods.',
      description:
        'The pod disruption budget is at the minimum disruptions allowed level. The number of current healthy pods is equal to the desired healthy pods.',
    },
    firing: (store) =>
      budgets(store)
        .filter(({ s }) => (s.expectedPods ?? 0) > 0 && s.currentHealthy === s.desiredHealthy)
        .map(({ b }) => budgetLabels(b)),
  },
  {
    group: 'cluster-version',
    name: 'PodDisruptionBudgetLimit',
    query:
      'max by (namespace, poddisruptionbudget) (kube_poddisruptionbudget_status_current_healthy < kube_poddisruptionbudget_status_desired_healthy)',
    severity: 'critical',
    annotations: {
      summary: 'The pod disruption budget registers insufficient amount of pods.',
      description:
        'The pod disruption budget is below the minimum disruptions allowed level and is not satisfied. The number of current healthy pods is less than the desired healthy pods.',
    },
    firing: (store) =>
      budgets(store)
        .filter(({ s }) => (s.currentHealthy ?? 0) < (s.desiredHealthy ?? 0))
        .map(({ b }) => budgetLabels(b)),
  },
  {
    group: 'kubernetes-system-kubelet',
    name: 'KubeNodeNotReady',
    query: 'kube_node_status_condition{job="kube-state-metrics",condition="Ready",status="true"} == 0',
    severity: 'warning',
    annotations: { summary: 'Node is not ready.', description: 'A node has been unready.' },
    firing: (store) =>
      store
        .list(type('Node'))
        .filter((n) =>
          ((n.status as { conditions?: { type: string; status: string }[] } | undefined)?.conditions ?? []).some(
            (c) => c.type === 'Ready' && c.status !== 'True',
          ),
        )
        .map((n) => ({ node: n.metadata.name })),
  },
];
