import { RESOURCE_TYPES, type ResourceType } from './resource-types';
import { ApiError, invalid, notFound } from './status';
import type { KubeObject, ObjectStore } from './store';

const NAMESPACE_TYPE = RESOURCE_TYPES.find((t) => t.kind === 'Namespace') as ResourceType;
const SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

/**
 * A new object's name as kube-apiserver validates it (apimachinery's `NameIsDNSSubdomain`;
 * a Namespace's `NameIsDNSLabel`), in its words: 422, naming the field and the rule.
 */
function checkName(type: ResourceType, name: string | undefined): void {
  if (name === undefined || name === '') return; // generateName, or a review that has none
  const rule =
    type.kind === 'Namespace'
      ? LABEL.test(name) && name.length <= 63
        ? undefined
        : "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')"
      : SUBDOMAIN.test(name) && name.length <= 253
        ? undefined
        : "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
  if (rule) throw invalid(`${type.kind} "${name}" is invalid: metadata.name: Invalid value: "${name}": ${rule}`);
}

/**
 * What kube-apiserver checks before it creates: a valid name, and (its NamespaceLifecycle
 * admission) a namespaced object only in a namespace that exists.
 */
export function checkCreate(store: ObjectStore, type: ResourceType, object: KubeObject, namespace?: string): void {
  checkName(type, object.metadata?.name);
  if (!type.namespaced || namespace === undefined) return;
  if (!store.find(NAMESPACE_TYPE, undefined, namespace)) throw notFound('namespaces', namespace);
}

/**
 * A delete's preconditions (`DeleteOptions.preconditions`): only the object the client saw is
 * deleted, refused in kube-apiserver's words (apimachinery's `Preconditions.Check`).
 */
export function checkDeletePreconditions(
  type: ResourceType,
  current: KubeObject,
  pre: { uid?: string; resourceVersion?: string } | undefined,
): void {
  const name = current.metadata.name;
  if (pre?.uid !== undefined && pre.uid !== current.metadata.uid)
    throw new ApiError(
      409,
      'Conflict',
      `Operation cannot be fulfilled on ${type.kind} "${name}": the UID in the precondition (${pre.uid}) does not match the UID in record (${current.metadata.uid}). The object might have been deleted and then recreated`,
    );
  if (pre?.resourceVersion !== undefined && pre.resourceVersion !== current.metadata.resourceVersion)
    throw new ApiError(
      409,
      'Conflict',
      `Operation cannot be fulfilled on ${type.kind} "${name}": the ResourceVersion in the precondition (${pre.resourceVersion}) does not match the ResourceVersion in record (${current.metadata.resourceVersion}). The object might have been modified`,
    );
}
