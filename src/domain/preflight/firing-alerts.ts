/**
 * Firing alerts worth a look before an OS rollout (issue 44, point 2), read from the
 * Prometheus rules API the console proxies (`/api/prometheus/api/v1/rules`, thanos-querier:
 * `data.groups[].rules[].alerts[]`). `oc adm upgrade recommend` weighs the same before a
 * cluster update: alerts labelled `openShiftUpdatePrecheck`, and critical ones; an OS rollout
 * adds those about machine-config, nodes and the pool's own machines. Nothing blocks on them:
 * the admin decides.
 */
export interface FiringAlert {
  readonly name: string;
  readonly severity: string;
  readonly summary?: string;
  readonly description?: string;
  readonly namespace?: string;
  /** The machine it is about (`node` or `instance` label), when it names one. */
  readonly node?: string;
  readonly precheck: boolean;
  readonly activeAt?: string;
  /** Every label, for silences to match. */
  readonly labels?: ReadonlyMap<string, string>;
}

const SEVERITY_ORDER = ['critical', 'warning', 'info'];
const severityRank = (s: string) => {
  const i = SEVERITY_ORDER.indexOf(s);
  return i < 0 ? SEVERITY_ORDER.length : i;
};

const MACHINE_CONFIG_NAMESPACE = 'openshift-machine-config-operator';
/** Alert names about machine-config (MCCDrainError, MCDRebootError, MachineConfigControllerPausedPoolKubeletCA…) and nodes. */
const isAboutMachineConfig = (a: FiringAlert) =>
  a.namespace === MACHINE_CONFIG_NAMESPACE || /^(MCC|MCD|MCP|MachineConfig)/.test(a.name);
const isAboutNodes = (a: FiringAlert) => /^(KubeNode|Node|KubeletHealthState)/.test(a.name);
/** Budgets at or below their limit slow or hold drains (`oc adm upgrade recommend` lists them too). */
const isAboutBudgets = (a: FiringAlert) =>
  a.name === 'PodDisruptionBudgetAtLimit' || a.name === 'PodDisruptionBudgetLimit';

/** `namespace/name` of the budget a budget alert is about (kube-state-metrics' labels), when it names one. */
export function budgetOf(a: FiringAlert): string | undefined {
  const name = a.labels?.get('poddisruptionbudget');
  return isAboutBudgets(a) && a.namespace && name ? `${a.namespace}/${name}` : undefined;
}

/** What an alert is about, to tell two of the same name apart: its budget, machine or namespace. */
export const alertSubject = (a: FiringAlert): string | undefined => budgetOf(a) ?? a.node ?? a.namespace;

/**
 * The alerts the review shows for a pool of `machines`: prechecks, critical ones, those about
 * machine-config or nodes; an alert about one machine only when it is one of the pool's; a
 * budget alert only when its budget holds pods of the pool's machines (`budgets`, as
 * `namespace/name`; every budget alert when they are not known). Worst first, then by name;
 * each alert once.
 */
export function alertsForReview(
  alerts: readonly FiringAlert[],
  machines: ReadonlySet<string>,
  budgets?: ReadonlySet<string>,
): FiringAlert[] {
  const relevant = alerts.filter((a) => {
    if (a.node !== undefined && !machines.has(a.node) && (isAboutNodes(a) || isAboutMachineConfig(a)))
      return a.precheck;
    const budget = budgetOf(a);
    if (budget !== undefined && budgets !== undefined && !budgets.has(budget)) return a.precheck;
    return a.precheck || a.severity === 'critical' || isAboutMachineConfig(a) || isAboutNodes(a) || isAboutBudgets(a);
  });
  const seen = new Set<string>();
  return relevant
    .sort(
      (a, b) =>
        severityRank(a.severity) - severityRank(b.severity) ||
        a.name.localeCompare(b.name) ||
        (alertSubject(a) ?? '').localeCompare(alertSubject(b) ?? ''),
    )
    .filter((a) => {
      const key = JSON.stringify([a.name, alertSubject(a), a.node, a.summary]);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
