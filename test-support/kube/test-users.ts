/**
 * Who the tests act as on the real API server (its token file). RBAC sees a ServiceAccount
 * subject as the user name system:serviceaccount:<namespace>:<name>, so the MCO's controllers and
 * this project's controller are those users here, bound by the roles their deploys grant.
 */
export type TestUser = 'admin' | 'viewer' | 'controller' | 'nodeController' | 'daemon' | 'kubelet';

export interface TestUserEntry {
  readonly name: TestUser;
  readonly username: string;
  readonly groups: readonly string[];
}

const serviceAccount = (namespace: string, name: string) => ({
  username: `system:serviceaccount:${namespace}:${name}`,
  groups: ['system:serviceaccounts', `system:serviceaccounts:${namespace}`, 'system:authenticated'],
});

export const TEST_USERS: readonly TestUserEntry[] = [
  { name: 'admin', username: 'kube:admin', groups: ['system:masters', 'system:authenticated'] },
  { name: 'viewer', username: 'viewer', groups: ['system:authenticated'] },
  { name: 'controller', ...serviceAccount('os-update-plugin', 'os-update-controller') },
  { name: 'nodeController', ...serviceAccount('openshift-machine-config-operator', 'machine-config-controller') },
  { name: 'daemon', ...serviceAccount('openshift-machine-config-operator', 'machine-config-daemon') },
  // The Node authorizer is not on here: kubelet's writes are made as a plain user granted nodes/status.
  { name: 'kubelet', username: 'system:node:worker-0', groups: ['system:nodes', 'system:authenticated'] },
];
