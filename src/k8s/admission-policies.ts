import {
  useK8sWatchResource,
  type K8sModel,
  type K8sResourceCommon,
  type WatchK8sResource,
} from '@openshift-console/dynamic-plugin-sdk';
import {
  gateEnforcement,
  GATE_POLICY_NAMES,
  type AdmissionPolicyBindingLike,
  type AdmissionPolicyLike,
  type GateEnforcement,
  type GatePolicyName,
  type Observed,
} from '../domain/pool/gate-enforcement';
import { statusCodeOf } from './api-errors';
import { ValidatingAdmissionPolicyBindingModel, ValidatingAdmissionPolicyModel } from './models';

const watchOf = (model: K8sModel, name: string): WatchK8sResource => ({
  groupVersionKind: { group: model.apiGroup, version: model.apiVersion, kind: model.kind },
  name,
  isList: false,
});

export const gatePolicyKey = (name: GatePolicyName) => `policy:${name}`;
export const gateBindingKey = (name: GatePolicyName) => `binding:${name}`;

/**
 * The gate's two policies and their bindings, each watched by name (one small object each):
 * installing or deleting one shows without a reload. Keyed as the Overview's health item
 * takes its resources.
 */
export const GATE_POLICY_RESOURCES: Readonly<Record<string, WatchK8sResource>> = Object.fromEntries(
  GATE_POLICY_NAMES.flatMap((name) => [
    [gatePolicyKey(name), watchOf(ValidatingAdmissionPolicyModel, name)],
    [gateBindingKey(name), watchOf(ValidatingAdmissionPolicyBindingModel, name)],
  ]),
);

/** One watch's answer, as useK8sWatchResource returns it (and the health item's results hold it). */
export interface WatchedObject {
  readonly data?: unknown;
  readonly loaded?: boolean;
  readonly loadError?: unknown;
}

/** The console's error for a kind its discovery does not list (the SDK does not export the class). */
const NO_MODEL = 'Model does not exist';

/**
 * What a watch of one named object says of it: undefined while it loads. Not there: the
 * console's watch fails with 404 (its poll after a deletion too), a kind the cluster does not
 * serve with NoModelError; the shell lists it by name and gets none. A refusal (403) or
 * another failure is `unreadable`, unless an earlier copy is held (the console keeps it).
 */
export function observedOf<T extends K8sResourceCommon>(watched: WatchedObject | undefined): Observed<T> | undefined {
  const data = watched?.data as T | undefined;
  const known = typeof data?.metadata?.name === 'string' && data.metadata.name !== '';
  // The console says "no error" with '' (its reducer's initial loadError): only a truthy one is.
  const error = watched?.loadError;
  if (error) {
    const code = statusCodeOf(error) ?? (error as { response?: { status?: number } }).response?.status;
    if (code === 404 || (code === undefined && (error as Error).message === NO_MODEL)) return 'missing';
    return known && code !== 403 && code !== 401 ? (data as T) : 'unreadable';
  }
  if (!watched?.loaded) return undefined;
  return known ? (data as T) : 'missing';
}

/** Who holds the gate, from the watches of GATE_POLICY_RESOURCES by key; undefined while any loads. */
export function gateEnforcementOf(
  watched: Readonly<Record<string, WatchedObject | undefined>>,
): GateEnforcement | undefined {
  const policies: Partial<Record<GatePolicyName, Observed<AdmissionPolicyLike>>> = {};
  const bindings: Partial<Record<GatePolicyName, Observed<AdmissionPolicyBindingLike>>> = {};
  for (const name of GATE_POLICY_NAMES) {
    const policy = observedOf<AdmissionPolicyLike & K8sResourceCommon>(watched[gatePolicyKey(name)]);
    const binding = observedOf<AdmissionPolicyBindingLike & K8sResourceCommon>(watched[gateBindingKey(name)]);
    if (policy === undefined || binding === undefined) return undefined;
    policies[name] = policy;
    bindings[name] = binding;
  }
  return gateEnforcement({
    policies: policies as Record<GatePolicyName, Observed<AdmissionPolicyLike>>,
    bindings: bindings as Record<GatePolicyName, Observed<AdmissionPolicyBindingLike>>,
  });
}

function useWatched(key: string, wanted: boolean): WatchedObject {
  const [data, loaded, loadError] = useK8sWatchResource<K8sResourceCommon>(
    wanted ? (GATE_POLICY_RESOURCES[key] ?? null) : null,
  );
  return { data, loaded, loadError };
}

const [UNPAUSE, NODE_TARGET] = GATE_POLICY_NAMES;

/**
 * Who holds the gate of the pools under "review every OS update", read from the cluster:
 * undefined while the four objects load, or when not `wanted` (then nothing is watched).
 */
export function useGateEnforcement(wanted = true): GateEnforcement | undefined {
  const watched = {
    [gatePolicyKey(UNPAUSE)]: useWatched(gatePolicyKey(UNPAUSE), wanted),
    [gateBindingKey(UNPAUSE)]: useWatched(gateBindingKey(UNPAUSE), wanted),
    [gatePolicyKey(NODE_TARGET)]: useWatched(gatePolicyKey(NODE_TARGET), wanted),
    [gateBindingKey(NODE_TARGET)]: useWatched(gateBindingKey(NODE_TARGET), wanted),
  };
  return wanted ? gateEnforcementOf(watched) : undefined;
}
