import type { LabelSelector } from '../pin/label-selector';
import type { BudgetFacts, MachineFacts, PodFacts } from './drain-blockers';
import type { MachineUpdateRecord } from './duration-forecast';

/**
 * The API objects a pre-flight reads (Nodes, Pods, PodDisruptionBudgets, MachineConfigNodes),
 * parsed once at the boundary into the typed facts the pure checks take. Fields that are
 * missing or of another type read as absent; an object without a name is refused, naming it.
 */
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Json => (isObject(v) ? v : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const strings = (v: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(v)).filter((e): e is [string, string] => typeof e[1] === 'string'));

export class PreflightObjectError extends Error {}

function nameOf(o: unknown, kind: string): string {
  const name = str(obj(obj(o).metadata).name);
  if (!name) throw new PreflightObjectError(`a ${kind} without metadata.name: ${JSON.stringify(o).slice(0, 120)}`);
  return name;
}

const conditionStatus = (conditions: unknown, type: string): string | undefined =>
  Array.isArray(conditions) ? str(conditions.map(obj).find((c) => c.type === type)?.status) : undefined;

const ANNOTATIONS = {
  current: 'machineconfiguration.openshift.io/currentConfig',
  desired: 'machineconfiguration.openshift.io/desiredConfig',
  state: 'machineconfiguration.openshift.io/state',
} as const;

/** A Node as the node controller reads it: conditions, cordon, the daemon's annotations. */
export function machineFactsOf(node: unknown): MachineFacts {
  const name = nameOf(node, 'Node');
  const conditions = obj(obj(node).status).conditions;
  const annotations = strings(obj(obj(node).metadata).annotations);
  return {
    name,
    ready: conditionStatus(conditions, 'Ready'),
    diskPressure: conditionStatus(conditions, 'DiskPressure'),
    networkUnavailable: conditionStatus(conditions, 'NetworkUnavailable'),
    unschedulable: obj(obj(node).spec).unschedulable === true,
    currentConfig: annotations[ANNOTATIONS.current],
    desiredConfig: annotations[ANNOTATIONS.desired],
    state: annotations[ANNOTATIONS.state],
  };
}

/** A Pod: where it runs, its labels, its controller, whether it is finished or a static pod's mirror. */
export function podFactsOf(pod: unknown): PodFacts {
  const name = nameOf(pod, 'Pod');
  const metadata = obj(obj(pod).metadata);
  const owner = Array.isArray(metadata.ownerReferences)
    ? metadata.ownerReferences.map(obj).find((o) => o.controller === true)
    : undefined;
  return {
    namespace: str(metadata.namespace) ?? 'default',
    name,
    node: str(obj(obj(pod).spec).nodeName),
    labels: strings(metadata.labels),
    owner:
      owner && str(owner.kind) && str(owner.name)
        ? { kind: owner.kind as string, name: owner.name as string }
        : undefined,
    phase: str(obj(obj(pod).status).phase),
    mirror: strings(metadata.annotations)['kubernetes.io/config.mirror'] !== undefined,
  };
}

/** A PodDisruptionBudget: its selector and how many disruptions its status allows (none written yet: 0). */
export function budgetFactsOf(budget: unknown): BudgetFacts {
  const name = nameOf(budget, 'PodDisruptionBudget');
  const spec = obj(obj(budget).spec);
  const selector = isObject(spec.selector) ? (spec.selector as LabelSelector) : undefined;
  const allowed = obj(obj(budget).status).disruptionsAllowed;
  return {
    namespace: str(obj(obj(budget).metadata).namespace) ?? 'default',
    name,
    selector,
    disruptionsAllowed: typeof allowed === 'number' ? allowed : 0,
  };
}

/** A MachineConfigNode: its pool, and when its machine last finished an update. */
export function updateRecordOf(mcn: unknown): MachineUpdateRecord & { readonly pool?: string } {
  const node = str(obj(obj(obj(mcn).spec).node).name) ?? nameOf(mcn, 'MachineConfigNode');
  const status = obj(obj(mcn).status);
  const updated = Array.isArray(status.conditions)
    ? status.conditions.map(obj).find((c) => c.type === 'Updated' && c.status === 'True')
    : undefined;
  const ms = (v: unknown) => {
    const t = typeof v === 'string' ? Date.parse(v) : Number.NaN;
    return Number.isNaN(t) ? undefined : t;
  };
  return {
    node,
    pool: str(obj(obj(obj(mcn).spec).pool).name),
    config: str(obj(status.configVersion).current) || undefined,
    createdMs: ms(obj(obj(mcn).metadata).creationTimestamp),
    updatedMs: ms(updated?.lastTransitionTime),
  };
}

/** A label selector as a list's `labelSelector` query (the API's string form); an unknown operator is refused. */
export function labelSelectorQuery(selector: LabelSelector): string {
  const expression = ({ key, operator, values = [] }: NonNullable<LabelSelector['matchExpressions']>[number]) => {
    if (operator === 'In') return `${key} in (${values.join(',')})`;
    if (operator === 'NotIn') return `${key} notin (${values.join(',')})`;
    if (operator === 'Exists') return key;
    if (operator === 'DoesNotExist') return `!${key}`;
    throw new PreflightObjectError(`"${operator}" is not a valid label selector operator (key ${key})`);
  };
  return [
    ...Object.entries(selector.matchLabels ?? {}).map(([k, v]) => `${k}=${v}`),
    ...(selector.matchExpressions ?? []).map(expression),
  ].join(',');
}
