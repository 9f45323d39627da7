import { ApiError } from '../status';
import { RESOURCE_TYPES, typeForObject, type ResourceType } from '../resource-types';
import type { KubeObject, ObjectStore, StoreWrite } from '../store';
import { readBinding, readPolicy, type Binding, type Policy, type PolicyRule } from './admission-policy';
import { celInput, celProgram, type CelOutcome } from './cel-program';
import { selectsLabels } from './label-selector';

const type = (kind: string) => RESOURCE_TYPES.find((t) => t.kind === kind) as ResourceType;
export const POLICIES = type('ValidatingAdmissionPolicy');
export const BINDINGS = type('ValidatingAdmissionPolicyBinding');

// Parsed once per stored version of a policy or binding (stored objects are frozen, never changed).
const parsed = new WeakMap<KubeObject, Policy | Binding | Error>();
function parsedOf<T extends Policy | Binding>(object: KubeObject, read: (o: unknown) => T): T | Error {
  let value = parsed.get(object);
  if (!value) {
    try {
      value = read(object);
    } catch (error) {
      value = error as Error;
    }
    parsed.set(object, value);
  }
  return value as T | Error;
}

// A stored object is frozen and replaced, never changed: its CEL input is made once. A policy
// with every pool as a parameter judges each Node write against all of them.
const inputs = new WeakMap<KubeObject, unknown>();
function storedInput(object: KubeObject): unknown {
  let input = inputs.get(object);
  if (input === undefined) inputs.set(object, (input = celInput(object)));
  return input;
}

const any = (list: readonly string[] | undefined, value: string) =>
  list === undefined || list.includes('*') || list.includes(value);

function ruleMatches(rule: PolicyRule, attributes: StoreWrite): boolean {
  const { type: t, subresource } = attributes;
  const resource = subresource ? `${t.plural}/${subresource}` : t.plural;
  return (
    any(rule.apiGroups, t.group) &&
    any(rule.apiVersions, t.version) &&
    any(rule.operations, attributes.operation) &&
    (rule.resources.includes(resource) ||
      (!subresource && rule.resources.includes('*')) ||
      rule.resources.includes('*/*') ||
      (subresource !== undefined && rule.resources.includes(`*/${subresource}`)))
  );
}

const labelsOf = (a: StoreWrite) => a.object.metadata.labels ?? {};

/** The request variable as kube-apiserver builds it (admission/v1 AdmissionRequest). */
const requestOf = (a: StoreWrite) => ({
  operation: a.operation,
  userInfo: { username: a.user },
  name: a.object.metadata.name,
  ...(a.object.metadata.namespace ? { namespace: a.object.metadata.namespace } : {}),
  kind: { group: a.type.group, version: a.type.version, kind: a.type.kind },
  resource: { group: a.type.group, version: a.type.version, resource: a.type.plural },
  ...(a.subresource ? { subResource: a.subresource } : {}),
  dryRun: false,
});

/**
 * A refusal as kube-apiserver words it (admission.NewForbidden in k8s.io/apiserver): the resource
 * and name first, then the policy's decision; the code follows the reason (403 for Forbidden).
 */
function deny(policy: Policy, binding: Binding, attributes: StoreWrite, reason: string, message: string): never {
  const code = { Unauthorized: 401, Forbidden: 403, Invalid: 422, RequestEntityTooLarge: 413 }[reason] ?? 422;
  const { type: t, object } = attributes;
  const resource = t.group ? `${t.plural}.${t.group}` : t.plural;
  throw new ApiError(
    code,
    reason,
    `${resource} "${object.metadata.name}" is forbidden: ValidatingAdmissionPolicy '${policy.metadata.name}' with binding '${binding.metadata.name}' denied request: ${message}`,
  );
}

/**
 * The demo API server's ValidatingAdmissionPolicy plugin: every write passes the policies
 * bound in the store, as kube-apiserver evaluates them (k8s.io/apiserver
 * pkg/admission/plugin/policy/validating): match constraints, the binding's params (by name,
 * or every object its selector selects, with `parameterNotFoundAction`), match conditions,
 * variables, then validations. With `validationActions: [Deny]`, the first failed validation
 * refuses the write with its `reason` (403 for Forbidden, 422 when none is given); an
 * expression that cannot be evaluated, and a `paramKind` the server does not serve (a
 * configuration error, judged before any match condition), refuse it under `failurePolicy: Fail`
 * and let it pass under `Ignore`. Warn and Audit refuse nothing.
 */
export function admitByPolicies(store: ObjectStore, attributes: StoreWrite): void {
  for (const bindingObject of store.list(BINDINGS)) {
    const binding = parsedOf(bindingObject, readBinding);
    if (binding instanceof Error || !binding.spec.validationActions.includes('Deny')) continue;
    const policyObject = store.find(POLICIES, undefined, binding.spec.policyName);
    if (!policyObject) continue; // a binding of a policy not (yet) there does nothing
    const policy = parsedOf(policyObject, readPolicy);
    if (policy instanceof Error) continue;
    if (!policy.spec.matchConstraints.resourceRules.some((r) => ruleMatches(r, attributes))) continue;
    const selector = policy.spec.matchConstraints.objectSelector;
    if (selector && !selectsLabels(selector, labelsOf(attributes))) continue;
    const narrowed = binding.spec.matchResources?.objectSelector;
    if (narrowed && !selectsLabels(narrowed, labelsOf(attributes))) continue;
    evaluateBinding(store, policy, binding, attributes);
  }
}

function paramsOf(
  store: ObjectStore,
  policy: Policy,
  binding: Binding,
): readonly (KubeObject | null)[] | 'missing' | 'unknown-kind' {
  const kind = policy.spec.paramKind;
  const ref = binding.spec.paramRef;
  if (!kind) return [null];
  const paramType = typeForObject(kind.apiVersion, kind.kind);
  // kube-apiserver resolves paramKind when it reads the policy: a kind it does not serve is a
  // configuration error whatever the binding says (generic/policy_source.go).
  if (!paramType) return 'unknown-kind';
  if (!ref) return [null];
  const namespace = paramType.namespaced ? ref.namespace : undefined;
  const found =
    ref.name !== undefined
      ? [store.find(paramType, namespace, ref.name)].filter((o): o is KubeObject => o !== undefined)
      : store.list(paramType, namespace).filter((o) => selectsLabels(ref.selector ?? {}, o.metadata.labels));
  return found.length > 0 ? found : 'missing';
}

function evaluateBinding(store: ObjectStore, policy: Policy, binding: Binding, attributes: StoreWrite): void {
  const fails = policy.spec.failurePolicy === 'Fail';
  const params = paramsOf(store, policy, binding);
  if (params === 'unknown-kind') {
    if (!fails) return;
    const kind = policy.spec.paramKind;
    deny(
      policy,
      binding,
      attributes,
      'Invalid',
      `failed to configure policy: failed to find resource referenced by paramKind: '${kind?.apiVersion}, Kind=${kind?.kind}'`,
    );
  }
  if (params === 'missing') {
    if (binding.spec.paramRef?.parameterNotFoundAction === 'Allow') return;
    deny(
      policy,
      binding,
      attributes,
      'Invalid',
      'failed to configure binding: no params found for policy binding with `Deny` parameterNotFoundAction',
    );
  }
  const base = {
    object: celInput(attributes.object),
    oldObject: attributes.oldObject ? storedInput(attributes.oldObject) : null,
    request: requestOf(attributes),
  };
  const failed = (what: string, outcome: { error: string }) => {
    if (fails) deny(policy, binding, attributes, 'Invalid', `expression '${what}' resulted in error: ${outcome.error}`);
  };
  // Conditions that do not read `params` give every param the same answer: asked once.
  const [paramFree, paramBound] = partition(policy.spec.matchConditions, (c) => !/\bparams\b/.test(c.expression));
  if (!conditionsHold(paramFree, { ...base, params: null }, failed)) return;
  for (const param of params) {
    const bindings: Record<string, unknown> = { ...base, params: param ? storedInput(param) : null };
    if (!conditionsHold(paramBound, bindings, failed)) continue;
    bindings.variables = variablesOf(policy, bindings);
    for (const validation of policy.spec.validations) {
      const outcome: CelOutcome = celProgram(validation.expression)(bindings);
      if ('error' in outcome) failed(validation.expression, outcome);
      else if (outcome.value !== true)
        deny(policy, binding, attributes, validation.reason, messageOf(validation, bindings));
    }
  }
}

type Named = Policy['spec']['matchConditions'][number];

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/**
 * Every condition true. As kube-apiserver's matcher (k8s.io/apiserver pkg/admission/plugin/cel
 * matcher.go) decides: one false condition is no match, even where another cannot be evaluated;
 * only when none is false does an error count, refusing under Fail (`failed`) and matching
 * nothing under Ignore.
 */
function conditionsHold(
  conditions: readonly Named[],
  bindings: Record<string, unknown>,
  failed: (what: string, outcome: { error: string }) => void,
): boolean {
  let firstError: { expression: string; error: string } | undefined;
  for (const condition of conditions) {
    const outcome = celProgram(condition.expression)(bindings);
    if ('error' in outcome) firstError ??= { expression: condition.expression, error: outcome.error };
    else if (outcome.value !== true) return false;
  }
  if (!firstError) return true;
  failed(firstError.expression, firstError);
  return false;
}

/** Variables in order, each seeing the ones before; one that fails is left out (its use then fails). */
function variablesOf(policy: Policy, bindings: Record<string, unknown>): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const variable of policy.spec.variables) {
    const outcome = celProgram(variable.expression)({ ...bindings, variables });
    if ('value' in outcome) variables[variable.name] = celInput(outcome.value);
  }
  return variables;
}

function messageOf(validation: Policy['spec']['validations'][number], bindings: Record<string, unknown>): string {
  if (validation.messageExpression) {
    const outcome = celProgram(validation.messageExpression)(bindings);
    if ('value' in outcome && typeof outcome.value === 'string' && outcome.value.trim() !== '') return outcome.value;
  }
  return validation.message ?? `failed expression: ${validation.expression}`;
}

/** A policy or binding must be one the demo evaluates: read at its create or update, 422 otherwise. */
export function checkPolicyObject(type: ResourceType, object: KubeObject): void {
  try {
    if (type === POLICIES) readPolicy(object);
    else if (type === BINDINGS) readBinding(object);
  } catch (error) {
    throw new ApiError(422, 'Invalid', (error as Error).message);
  }
}
