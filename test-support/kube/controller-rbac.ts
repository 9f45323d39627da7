import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import type { KubeClient } from './kube-client';

const CONTROLLER_FILE = fileURLToPath(new URL('../../deploy/base/controller.yaml', import.meta.url));

export interface RbacDoc {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  rules?: { apiGroups: string[]; resources: string[]; verbs: string[]; resourceNames?: string[] }[];
}

/** deploy/base/controller.yaml's documents, as written. */
export const controllerDocs = (): RbacDoc[] =>
  parseAllDocuments(readFileSync(CONTROLLER_FILE, 'utf8')).map((d) => d.toJS() as RbacDoc);

/**
 * The controller's cluster-wide RBAC exactly as deploy/base/controller.yaml grants it (its
 * ClusterRole and ClusterRoleBinding to the os-update-controller service account, the test user
 * `controller`): what the controller does in a test, it may do in a cluster.
 */
export async function grantControllerClusterRole(admin: KubeClient): Promise<void> {
  for (const doc of controllerDocs().filter((d) => d.kind === 'ClusterRole' || d.kind === 'ClusterRoleBinding')) {
    const plural = doc.kind === 'ClusterRole' ? 'clusterroles' : 'clusterrolebindings';
    await admin.ok('POST', `/apis/rbac.authorization.k8s.io/v1/${plural}`, doc);
  }
}

const PLURALS: ReadonlyMap<string, string> = new Map([
  ['ClusterRole', 'clusterroles'],
  ['ClusterRoleBinding', 'clusterrolebindings'],
  ['Role', 'roles'],
  ['RoleBinding', 'rolebindings'],
]);

/**
 * Every RBAC object of deploy/base/controller.yaml as written (the cluster role and the roles
 * in the namespaces they name, those namespaces created): the controller's whole grant.
 */
export async function grantDeployedRbac(admin: KubeClient): Promise<void> {
  const docs = controllerDocs();
  const namespaces = new Set(docs.map((d) => d.metadata.namespace).filter((n): n is string => !!n));
  for (const name of namespaces) {
    const created = await admin.raw('POST', '/api/v1/namespaces', {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name },
    });
    if (created.status >= 300 && created.status !== 409) throw new Error(`namespace ${name}: ${created.status}`);
  }
  for (const doc of docs) {
    const plural = PLURALS.get(doc.kind);
    if (!plural) continue;
    const where = doc.metadata.namespace ? `namespaces/${doc.metadata.namespace}/` : '';
    await admin.ok('POST', `/apis/rbac.authorization.k8s.io/v1/${where}${plural}`, doc);
  }
}
