import { isDeepStrictEqual } from 'node:util';
import { apiVersionOf, typeForObject } from '../resource-types';
import type { KubeObject, ObjectStore } from '../store';
import { POLICIES } from './validating-admission';

/** One question the API server's authoriser is asked for a request, as a path a request would use. */
export interface AuthorizerCheck {
  readonly verb: 'get' | 'list';
  readonly path: string;
}

interface ParamRef {
  readonly name?: string;
  readonly namespace?: string;
}

/**
 * What kube-apiserver asks its authoriser before it stores a ValidatingAdmissionPolicyBinding
 * (pkg/registry/admissionregistration/validatingadmissionpolicybinding/authz.go `authorize`,
 * from the strategy's Validate and, only when paramRef changed, ValidateUpdate): may the
 * writer `get` the object the paramRef names, or `list` what it selects. A policy that cannot
 * be read, or a paramKind that resolves to nothing, leaves it asking about every resource.
 * Undefined when nothing is asked: no paramRef, or an update that keeps it.
 */
export function paramRefCheck(
  store: ObjectStore,
  binding: KubeObject,
  previous?: KubeObject,
): AuthorizerCheck | undefined {
  const spec = binding.spec as { policyName?: string; paramRef?: ParamRef } | undefined;
  const paramRef = spec?.paramRef;
  if (!paramRef) return undefined;
  if (previous && isDeepStrictEqual((previous.spec as { paramRef?: ParamRef }).paramRef, paramRef)) return undefined;
  const policy = spec.policyName ? store.find(POLICIES, undefined, spec.policyName) : undefined;
  const paramKind = (policy?.spec as { paramKind?: { apiVersion: string; kind: string } } | undefined)?.paramKind;
  const type = paramKind ? typeForObject(paramKind.apiVersion, paramKind.kind) : undefined;
  const root = type ? `/${type.group === '' ? 'api' : 'apis'}/${apiVersionOf(type)}` : '/apis/*/*';
  const namespace = paramRef.namespace ? `/namespaces/${paramRef.namespace}` : '';
  const collection = `${root}${namespace}/${type?.plural ?? '*'}`;
  return paramRef.name ? { verb: 'get', path: `${collection}/${paramRef.name}` } : { verb: 'list', path: collection };
}
