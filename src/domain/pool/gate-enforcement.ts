/**
 * Who holds the gate of the pools under "review every OS update": the API server (the
 * ValidatingAdmissionPolicies deploy/ installs, each bound to deny) or the in-cluster
 * controller alone (it pauses a pool again after the fact: down, or slower than the
 * machine-config node controller's 5 s, it lets an unreviewed target out).
 */

/** The two policies of `deploy/base/admission-policies.yaml`; each binding has its policy's name. */
export const GATE_POLICY_NAMES = ['os-updates-held-pool-unpause', 'os-updates-gated-node-target'] as const;
export type GatePolicyName = (typeof GATE_POLICY_NAMES)[number];

/** An admissionregistration.k8s.io/v1 ValidatingAdmissionPolicy, as far as the gate goes. */
export interface AdmissionPolicyLike {
  readonly metadata?: { readonly name?: string; readonly deletionTimestamp?: string };
}

/** An admissionregistration.k8s.io/v1 ValidatingAdmissionPolicyBinding, as far as the gate goes. */
export interface AdmissionPolicyBindingLike {
  readonly metadata?: { readonly name?: string; readonly deletionTimestamp?: string };
  readonly spec?: { readonly policyName?: string; readonly validationActions?: readonly string[] };
}

/** One object as read: the object, `missing` (not there, or its kind not served), `unreadable` (403, or failed). */
export type Observed<T> = T | 'missing' | 'unreadable';

/** What was read of the gate's policies and bindings, by their (shared) names. */
export interface GatePolicyObjects {
  readonly policies: Readonly<Record<GatePolicyName, Observed<AdmissionPolicyLike>>>;
  readonly bindings: Readonly<Record<GatePolicyName, Observed<AdmissionPolicyBindingLike>>>;
}

export type GatePieceKind = 'ValidatingAdmissionPolicy' | 'ValidatingAdmissionPolicyBinding';

export interface GatePiece {
  readonly kind: GatePieceKind;
  readonly name: GatePolicyName;
}

/**
 * What keeps a piece from holding: it is not there (or being deleted), it does not deny
 * (`validationActions` without `Deny`: Warn or Audit only), or it binds another policy.
 */
export type GateGap =
  | (GatePiece & { readonly why: 'missing' | 'not-denying' })
  | (GatePiece & { readonly why: 'other-policy'; readonly boundPolicy: string });

export type GateEnforcement =
  | { readonly kind: 'api-server' }
  | { readonly kind: 'controller-only'; readonly gaps: readonly GateGap[] }
  | { readonly kind: 'unknown'; readonly unreadable: readonly GatePiece[] };

export type GateEnforcementKind = GateEnforcement['kind'];

const gone = (o: { readonly metadata?: { readonly deletionTimestamp?: string } }) =>
  Boolean(o.metadata?.deletionTimestamp);

/**
 * `api-server` when both policies and both bindings exist, each binding naming its policy
 * and denying; `controller-only` when any of them is known to be missing or not to hold
 * (whatever could not be read: one gap is enough); `unknown` when all that was read holds
 * but something could not be read.
 */
export function gateEnforcement({ policies, bindings }: GatePolicyObjects): GateEnforcement {
  const gaps: GateGap[] = [];
  const unreadable: GatePiece[] = [];
  for (const name of GATE_POLICY_NAMES) {
    const policy = policies[name];
    const policyPiece = { kind: 'ValidatingAdmissionPolicy', name } as const;
    if (policy === 'unreadable') unreadable.push(policyPiece);
    else if (policy === 'missing' || gone(policy)) gaps.push({ ...policyPiece, why: 'missing' });

    const binding = bindings[name];
    const bindingPiece = { kind: 'ValidatingAdmissionPolicyBinding', name } as const;
    if (binding === 'unreadable') unreadable.push(bindingPiece);
    else if (binding === 'missing' || gone(binding)) gaps.push({ ...bindingPiece, why: 'missing' });
    else if (binding.spec?.policyName !== name)
      gaps.push({ ...bindingPiece, why: 'other-policy', boundPolicy: binding.spec?.policyName ?? '' });
    else if (!binding.spec.validationActions?.includes('Deny')) gaps.push({ ...bindingPiece, why: 'not-denying' });
  }
  if (gaps.length > 0) return { kind: 'controller-only', gaps };
  if (unreadable.length > 0) return { kind: 'unknown', unreadable };
  return { kind: 'api-server' };
}
