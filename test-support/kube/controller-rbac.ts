import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import type { KubeClient } from './kube-client';

const CONTROLLER_FILE = fileURLToPath(new URL('../../deploy/base/controller.yaml', import.meta.url));

type Doc = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string } };

/**
 * The controller's cluster-wide RBAC exactly as deploy/base/controller.yaml grants it (its
 * ClusterRole and ClusterRoleBinding to the os-update-controller service account, the test user
 * `controller`): what the controller does in a test, it may do in a cluster.
 */
export async function grantControllerClusterRole(admin: KubeClient): Promise<void> {
  const docs = parseAllDocuments(readFileSync(CONTROLLER_FILE, 'utf8')).map((d) => d.toJS() as Doc);
  for (const doc of docs.filter((d) => d.kind === 'ClusterRole' || d.kind === 'ClusterRoleBinding')) {
    const plural = doc.kind === 'ClusterRole' ? 'clusterroles' : 'clusterrolebindings';
    await admin.ok('POST', `/apis/rbac.authorization.k8s.io/v1/${plural}`, doc);
  }
}
