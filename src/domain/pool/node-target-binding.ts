import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * One binding of the node policy per pool, so that a Node write meets its own pool only.
 *
 * kube-apiserver evaluates a policy with params once per param, match conditions included, for
 * every request it matches (k8s.io/apiserver policy/validating/dispatcher.go): bound once with
 * every pool as a param, each Node write paid for every pool (0.1 to 0.4 ms each). Bound per
 * pool, with `matchResources.objectSelector` the pool's own node selector and `paramRef.name`
 * the pool, a Node write is judged by the one or two pools whose selector it matches.
 *
 * The deployed catch-all binding stays and judges every pool without the label OWN_BINDING_LABEL:
 * a pool gated by `oc annotate`, a pool created while the controller is down, a pool whose own
 * binding is being rewritten. The label goes on a pool only once its own binding has held for
 * BINDING_GRACE_MS, and comes off before that binding is rewritten, so a pool is never judged by
 * neither.
 */

export const NODE_TARGET_POLICY = 'os-updates-gated-node-target';
/** On a pool: the stamp of the own binding that judges its machines (the catch-all skips it). */
export const OWN_BINDING_LABEL = 'os-updates.openshift.io/node-target-binding';
/** On a binding: the stamp it was written for (pool, uid and node selector). */
export const BINDING_STAMP_LABEL = 'os-updates.openshift.io/binding-stamp';
export const MANAGED_BY_LABEL = 'app.kubernetes.io/managed-by';
export const MANAGED_BY = 'os-update-controller';

/**
 * kube-apiserver reloads policies and bindings at most once a second (policy_source.go
 * policyRefreshIntervalDefault); five of those before the catch-all lets a pool go.
 */
export const BINDING_GRACE_MS = 5_000;

export interface LabelSelector {
  readonly matchLabels?: Readonly<Record<string, string>>;
  readonly matchExpressions?: readonly {
    readonly key: string;
    readonly operator: string;
    readonly values?: readonly string[];
  }[];
}

export interface PoolForBinding {
  readonly metadata?: {
    readonly name?: string;
    readonly uid?: string;
    readonly labels?: Readonly<Record<string, string>>;
  };
  readonly spec?: { readonly nodeSelector?: LabelSelector | null };
}

export interface NodeTargetBinding {
  readonly apiVersion: 'admissionregistration.k8s.io/v1';
  readonly kind: 'ValidatingAdmissionPolicyBinding';
  readonly metadata: {
    readonly name: string;
    readonly labels: Readonly<Record<string, string>>;
    readonly ownerReferences: readonly {
      readonly apiVersion: string;
      readonly kind: string;
      readonly name: string;
      readonly uid: string;
    }[];
    readonly resourceVersion?: string;
  };
  readonly spec: {
    readonly policyName: string;
    readonly validationActions: readonly string[];
    readonly paramRef: { readonly name: string; readonly parameterNotFoundAction: 'Allow' };
    readonly matchResources: { readonly objectSelector: LabelSelector };
  };
}

/** A binding as read back from the cluster, as far as judging it goes. */
export interface BindingLike {
  readonly metadata?: {
    readonly name?: string;
    readonly labels?: Readonly<Record<string, string>>;
    readonly resourceVersion?: string;
    readonly deletionTimestamp?: string;
  };
  readonly spec?: {
    readonly policyName?: string;
    readonly validationActions?: readonly string[];
    readonly paramRef?: {
      readonly name?: string;
      readonly selector?: unknown;
      readonly parameterNotFoundAction?: string;
    };
    readonly matchResources?: {
      readonly objectSelector?: LabelSelector;
      readonly resourceRules?: readonly unknown[];
      readonly excludeResourceRules?: readonly unknown[];
    };
  };
}

export const nodeTargetBindingName = (pool: string): string => `${NODE_TARGET_POLICY}-${pool}`;

const empty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'object' && Object.keys(v as object).length === 0);

/**
 * Keys sorted at every level and empty fields left out (the API server drops an empty
 * `matchLabels`), so that the same selector always hashes and compares the same.
 */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, canonical((value as Record<string, unknown>)[k])] as const)
            .filter(([, v]) => !empty(v)),
        )
      : value;

/**
 * The pool's own binding, or undefined when it needs none: a pool without a node selector has no
 * machines (the MCO selects nothing with it), and a pool not yet created has no uid to own it.
 */
export function nodeTargetBindingFor(pool: PoolForBinding): NodeTargetBinding | undefined {
  const name = pool.metadata?.name;
  const uid = pool.metadata?.uid;
  const selector = pool.spec?.nodeSelector;
  if (!name || !uid || !selector) return undefined;
  const objectSelector = canonical(selector) as LabelSelector;
  const stamp = bytesToHex(sha256(new TextEncoder().encode(JSON.stringify([name, uid, objectSelector])))).slice(0, 20);
  return {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'ValidatingAdmissionPolicyBinding',
    metadata: {
      name: nodeTargetBindingName(name),
      labels: { [MANAGED_BY_LABEL]: MANAGED_BY, [BINDING_STAMP_LABEL]: stamp },
      // Cluster-scoped owner of a cluster-scoped object: the garbage collector deletes the
      // binding with its pool (no blockOwnerDeletion, which would need the pool's finalizers).
      ownerReferences: [{ apiVersion: 'machineconfiguration.openshift.io/v1', kind: 'MachineConfigPool', name, uid }],
    },
    spec: {
      policyName: NODE_TARGET_POLICY,
      validationActions: ['Deny'],
      paramRef: { name, parameterNotFoundAction: 'Allow' },
      matchResources: { objectSelector },
    },
  };
}

/** The stamp a binding was written for; the pool's label carries the same once it may rely on it. */
export const stampOf = (binding: { readonly metadata: { readonly labels: Readonly<Record<string, string>> } }) =>
  binding.metadata.labels[BINDING_STAMP_LABEL] as string;

/**
 * Whether what is in the cluster judges as `wanted` does: same policy, Deny, same param, same
 * selector, no rules of its own (kube-apiserver defaults the namespace selector and matchPolicy).
 */
export function bindingHolds(found: BindingLike | undefined, wanted: NodeTargetBinding): boolean {
  if (!found || found.metadata?.deletionTimestamp) return false;
  const spec = found.spec;
  const match = spec?.matchResources;
  return (
    found.metadata?.labels?.[BINDING_STAMP_LABEL] === stampOf(wanted) &&
    spec?.policyName === NODE_TARGET_POLICY &&
    (spec.validationActions ?? []).includes('Deny') &&
    spec.paramRef?.name === wanted.spec.paramRef.name &&
    spec.paramRef.selector === undefined &&
    !match?.resourceRules?.length &&
    !match?.excludeResourceRules?.length &&
    JSON.stringify(canonical(match?.objectSelector ?? {})) ===
      JSON.stringify(canonical(wanted.spec.matchResources.objectSelector))
  );
}

export type BindingStep =
  /** The catch-all takes the pool back: its own binding is missing, wrong or about to change. */
  | { readonly kind: 'unlabel' }
  | { readonly kind: 'write'; readonly binding: NodeTargetBinding }
  /** Its own binding holds and has for the grace: the catch-all may let the pool go. */
  | { readonly kind: 'label'; readonly stamp: string }
  /** Its own binding holds, not yet for the grace: asked again after `inMs`. */
  | { readonly kind: 'wait'; readonly inMs: number };

/**
 * The next step for one pool's binding, one at a time, each on what the cluster says now.
 * `heldSinceMs`: how long ago this controller saw the binding as it now is (undefined: not seen
 * holding yet, or seen by another replica only: the grace starts over).
 */
export function nodeTargetBindingStep(
  pool: PoolForBinding,
  found: BindingLike | undefined,
  heldSinceMs: number | undefined,
): BindingStep | undefined {
  const label = pool.metadata?.labels?.[OWN_BINDING_LABEL];
  const wanted = nodeTargetBindingFor(pool);
  if (!wanted) return label !== undefined ? { kind: 'unlabel' } : undefined;
  const holds = bindingHolds(found, wanted);
  if (label !== undefined) return label === stampOf(wanted) && holds ? undefined : { kind: 'unlabel' };
  if (!holds) return { kind: 'write', binding: wanted };
  if (heldSinceMs !== undefined && heldSinceMs >= BINDING_GRACE_MS) return { kind: 'label', stamp: stampOf(wanted) };
  return { kind: 'wait', inMs: BINDING_GRACE_MS - (heldSinceMs ?? 0) };
}
