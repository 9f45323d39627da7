import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startControlPlane, type ControlPlane, type ControlPlaneOptions } from './control-plane';
import { CONTROLLER_USERNAME, recordControllerCalls } from './controller-rbac-usage';
import type { KubeClient } from './kube-client';
import { installCrds, openshiftCrds } from './openshift-crds';
import { TEST_USERS } from './test-users';

const run = promisify(execFile);
const ADMISSION_DIR = fileURLToPath(new URL('../../deploy/base/admission', import.meta.url));

export interface OpenShiftClusterOptions extends ControlPlaneOptions {
  /** OpenShift's CRDs installed (default true): false is plain Kubernetes or a hosted guest cluster. */
  readonly crds?: boolean;
  /** The gate's admission policies applied with `kubectl apply -k deploy/base/admission` (default true). */
  readonly policies?: boolean;
  /**
   * A scenario of the controller (`CONTROLLER_SCENARIOS`): its service account's calls are
   * logged and, at `stop()`, kept for the judge of deploy/'s RBAC.
   */
  readonly controllerScenario?: string;
}

export interface OpenShiftCluster extends ControlPlane {
  /** Debian's kubectl acting as `admin`; resolves with the exit code, never throws on one. */
  kubectl(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }>;
  installOpenShiftCrds(): Promise<void>;
  applyPolicies(): Promise<{ code: number; stdout: string; stderr: string }>;
}

/**
 * The real control plane with what an OpenShift cluster adds for this project: the CRDs, the
 * test users' roles (the MCO's controllers and daemons as cluster-wide writers, a read-only
 * viewer) and the gate's policies, each optional for the configurations the tests try.
 */
export async function startOpenShiftCluster(options: OpenShiftClusterOptions = {}): Promise<OpenShiftCluster> {
  const scenario = options.controllerScenario;
  const plane = await startControlPlane(scenario ? { ...options, auditUser: CONTROLLER_USERNAME } : options);
  const admin = plane.as('admin');
  const kubectl = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run('kubectl', ['--kubeconfig', plane.kubeconfig('admin'), ...args]);
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };
  const cluster: OpenShiftCluster = {
    ...plane,
    kubectl,
    installOpenShiftCrds: () => installCrds(admin, openshiftCrds()),
    applyPolicies: () => kubectl('apply', '-k', ADMISSION_DIR),
    async stop() {
      await plane.stop();
      if (scenario) recordControllerCalls(scenario, plane.auditEvents());
    },
  };
  try {
    await grantTestRoles(plane);
    if (options.crds !== false) await cluster.installOpenShiftCrds();
    if (options.policies !== false) {
      const applied = await cluster.applyPolicies();
      if (applied.code !== 0) throw new Error(`kubectl apply -k deploy/base/admission: ${applied.stderr}`);
      await untilGateActive(admin);
    }
    return cluster;
  } catch (error) {
    await plane.stop();
    throw error;
  }
}

const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';

/**
 * kube-apiserver compiles a policy it stores within about a second (its policy source refreshes
 * every second): until then writes pass unjudged. Waits until a dry-run unpause of a gated pool
 * is refused, then removes that pool.
 */
export async function untilGateActive(admin: KubeClient): Promise<void> {
  const name = 'os-updates-gate-probe';
  await admin.ok('POST', POOLS, {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfigPool',
    metadata: { name, annotations: { 'os-updates.openshift.io/gate': 'review-each-update' } },
    spec: { paused: true, configuration: { name: `rendered-${name}-1a` } },
  });
  for (let i = 0; ; i++) {
    const answer = await admin.raw(
      'PATCH',
      `${POOLS}/${name}?dryRun=All`,
      { spec: { paused: false } },
      'application/merge-patch+json',
    );
    if (answer.status === 403) break;
    if (i > 300) throw new Error(`the gate's policies were not active in 30 s (${answer.status})`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await admin.ok('DELETE', `${POOLS}/${name}`);
}

async function grantTestRoles(plane: ControlPlane): Promise<void> {
  const admin = plane.as('admin');
  const user = (name: string) => TEST_USERS.find((u) => u.name === name)?.username as string;
  await admin.ok('POST', '/apis/rbac.authorization.k8s.io/v1/clusterroles', {
    metadata: { name: 'test-read-everything' },
    rules: [{ apiGroups: ['*'], resources: ['*'], verbs: ['get', 'list', 'watch'] }],
  });
  const bind = (name: string, role: string, users: string[]) =>
    admin.ok('POST', '/apis/rbac.authorization.k8s.io/v1/clusterrolebindings', {
      metadata: { name },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: role },
      subjects: users.map((u) => ({ apiGroup: 'rbac.authorization.k8s.io', kind: 'User', name: u })),
    });
  await bind('test-viewer', 'test-read-everything', [user('viewer')]);
  // The MCO's controllers, its daemons and kubelet write Nodes and pools cluster-wide (the MCO's
  // own roles are broad): what is under test is the policies' verdict on their writes.
  await bind('test-mco-writers', 'cluster-admin', [user('nodeController'), user('daemon'), user('kubelet')]);
}
