import type { KubeObject } from './store';

/**
 * The namespaces every OpenShift cluster has before anything is installed, and the plugin's
 * own (its install makes it): the API server refuses a namespaced object anywhere else, as
 * kube-apiserver's NamespaceLifecycle does, so a seed need not list them.
 */
const STANDING = [
  'default',
  'kube-node-lease',
  'kube-public',
  'kube-system',
  'openshift-config',
  'openshift-config-managed',
  'openshift-machine-config-operator',
  'openshift-monitoring',
  'os-update-plugin',
];

/** `objects` with the standing namespaces it does not have itself, first. */
export function withStandingNamespaces(objects: readonly KubeObject[]): KubeObject[] {
  const have = new Set(objects.filter((o) => o.kind === 'Namespace').map((o) => o.metadata.name));
  const missing = STANDING.filter((name) => !have.has(name)).map((name): KubeObject => ({
    apiVersion: 'v1',
    kind: 'Namespace',
    metadata: { name },
  }));
  return [...missing, ...objects];
}
