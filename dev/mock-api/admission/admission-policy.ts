import * as v from 'valibot';
import type { LabelSelector } from './label-selector';

/**
 * ValidatingAdmissionPolicy and ValidatingAdmissionPolicyBinding
 * (admissionregistration.k8s.io/v1), read once into typed values: the fields the demo's
 * API server evaluates. A spec with a field it does not evaluate (namespaceSelector,
 * matchPolicy, excludeResourceRules, auditAnnotations) is refused when it is created, so that
 * nobody mistakes the demo for enforcing it.
 */
const named = v.object({ name: v.string(), expression: v.string() });
const selector = v.object({
  matchLabels: v.optional(v.record(v.string(), v.string())),
  matchExpressions: v.optional(
    v.array(v.object({ key: v.string(), operator: v.string(), values: v.optional(v.array(v.string())) })),
  ),
});
const rule = v.object({
  apiGroups: v.array(v.string()),
  apiVersions: v.optional(v.array(v.string())),
  operations: v.array(v.string()),
  resources: v.array(v.string()),
});
const failurePolicy = v.optional(v.picklist(['Fail', 'Ignore']), 'Fail');

const policySchema = v.object({
  metadata: v.object({ name: v.string() }),
  spec: v.strictObject({
    failurePolicy,
    paramKind: v.optional(v.object({ apiVersion: v.string(), kind: v.string() })),
    matchConstraints: v.strictObject({ resourceRules: v.array(rule), objectSelector: v.optional(selector) }),
    matchConditions: v.optional(v.array(named), []),
    variables: v.optional(v.array(named), []),
    validations: v.optional(
      v.array(
        v.object({
          expression: v.string(),
          message: v.optional(v.string()),
          messageExpression: v.optional(v.string()),
          reason: v.optional(v.picklist(['Unauthorized', 'Forbidden', 'Invalid', 'RequestEntityTooLarge']), 'Invalid'),
        }),
      ),
      [],
    ),
  }),
});

const bindingSchema = v.object({
  metadata: v.object({ name: v.string() }),
  spec: v.strictObject({
    policyName: v.string(),
    validationActions: v.array(v.picklist(['Deny', 'Warn', 'Audit'])),
    paramRef: v.optional(
      v.object({
        name: v.optional(v.string()),
        namespace: v.optional(v.string()),
        selector: v.optional(selector),
        parameterNotFoundAction: v.optional(v.picklist(['Allow', 'Deny']), 'Deny'),
      }),
    ),
    matchResources: v.optional(v.strictObject({ objectSelector: v.optional(selector) })),
  }),
});

export type Policy = v.InferOutput<typeof policySchema>;
export type PolicyRule = v.InferOutput<typeof rule>;
export type Binding = v.InferOutput<typeof bindingSchema>;
export type { LabelSelector };

function read<S extends v.GenericSchema>(schema: S, object: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, object);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
  const why = issue?.type === 'strict_object' ? "the demo's API server does not evaluate this field" : issue?.message;
  throw new Error(`${what}: ${path ? `${path}: ` : ''}${why ?? 'invalid'}`);
}

export const readPolicy = (object: unknown): Policy =>
  read(policySchema, object, `ValidatingAdmissionPolicy ${nameOf(object)}`);
export const readBinding = (object: unknown): Binding =>
  read(bindingSchema, object, `ValidatingAdmissionPolicyBinding ${nameOf(object)}`);

function nameOf(object: unknown): string {
  return (object as { metadata?: { name?: string } } | undefined)?.metadata?.name ?? '(no name)';
}
