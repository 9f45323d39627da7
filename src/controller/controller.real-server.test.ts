import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { APPROVED } from '../../test-support/gate/gate-policy-cases';
import type { KubeClient } from '../../test-support/kube/kube-client';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../test-support/kube/openshift-cluster';
import { OS_UPDATE_BUNDLE } from '../../test-support/os-update-bundle';

/**
 * The controller as its Deployment runs it (the bundle, one process), as its service account
 * with exactly deploy/base/controller.yaml's RBAC, on kube-apiserver 1.35 with OpenShift's CRDs
 * and the gate's policies: it leads through its Lease, and holds a gated pool whose target
 * moved while it ran, every call it makes allowed.
 */
const CONTROLLER_FILE = fileURLToPath(new URL('../../deploy/base/controller.yaml', import.meta.url));
const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const GATE = 'os-updates.openshift.io/gate';
const MERGE = 'application/merge-patch+json';

type Doc = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string } };
const PLURALS: Record<string, string> = {
  ClusterRole: 'clusterroles',
  ClusterRoleBinding: 'clusterrolebindings',
  Role: 'roles',
  RoleBinding: 'rolebindings',
};

/** Every RBAC object of deploy/base/controller.yaml, as written, in the namespaces it names. */
async function grantDeployedRbac(admin: KubeClient): Promise<void> {
  const docs = parseAllDocuments(readFileSync(CONTROLLER_FILE, 'utf8')).map((d) => d.toJS() as Doc);
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
    const plural = PLURALS[doc.kind];
    if (!plural) continue;
    const where = doc.metadata.namespace ? `namespaces/${doc.metadata.namespace}/` : '';
    await admin.ok('POST', `/apis/rbac.authorization.k8s.io/v1/${where}${plural}`, doc);
  }
}

const until = async <T>(what: string, read: () => Promise<T | undefined>): Promise<T> => {
  for (let i = 0; i < 600; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within 60 s`);
};

let cluster: OpenShiftCluster;
let admin: KubeClient;
let controller: ChildProcess;
let log = '';
beforeAll(async () => {
  cluster = await startOpenShiftCluster();
  admin = cluster.as('admin');
  await grantDeployedRbac(admin);
  await admin.ok('POST', POOLS, {
    apiVersion: 'machineconfiguration.openshift.io/v1',
    kind: 'MachineConfigPool',
    metadata: { name: 'worker', annotations: { [GATE]: 'review-each-update', [APPROVED]: 'rendered-worker-1a' } },
    spec: {
      paused: false,
      configuration: { name: 'rendered-worker-1a' },
      machineConfigSelector: { matchLabels: { 'machineconfiguration.openshift.io/role': 'worker' } },
      nodeSelector: { matchLabels: { 'node-role.kubernetes.io/worker': '' } },
    },
  });
  controller = replica('replica-a');
}, 180_000);
afterAll(async () => {
  for (const c of replicas)
    if (c.exitCode === null && c.signalCode === null) {
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      await exited;
    }
  await cluster?.stop();
});

const LEASE_SECONDS = 5;
const replicas: ChildProcess[] = [];
/** A replica as the Deployment runs it, its log (stdout and stderr) added to `log`. */
function replica(identity: string): ChildProcess {
  const child = spawn(
    process.execPath,
    [
      OS_UPDATE_BUNDLE,
      'controller',
      '--namespace',
      'os-update-plugin',
      '--identity',
      identity,
      '--lease-seconds',
      String(LEASE_SECONDS),
    ],
    { env: { ...process.env, KUBECONFIG: cluster.kubeconfig('controller') }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  replicas.push(child);
  return child;
}

interface LeaseSpec {
  holderIdentity?: string;
  acquireTime?: string;
  renewTime?: string;
  leaseDurationSeconds?: number;
}
const LEASE = '/apis/coordination.k8s.io/v1/namespaces/os-update-plugin/leases/os-update-controller';
const leaseSpec = async () => {
  const lease = await admin.raw('GET', LEASE);
  return lease.status === 200 ? ((lease.body as { spec?: LeaseSpec }).spec ?? {}) : undefined;
};

describe.sequential('the controller on kube-apiserver, as its service account with deploy/’s RBAC', () => {
  it('leads through its Lease', async () => {
    const holder = await until('the Lease', async () => (await leaseSpec())?.holderIdentity);
    expect(holder, log).toBe('replica-a');
  }, 90_000);

  it('holds a gated pool once its approved rollout is complete; the gate then refuses an unreviewed unpause', async () => {
    // The MCO's node controller reports every machine on the approved config.
    await admin.ok(
      'PATCH',
      `${POOLS}/worker/status`,
      { status: { configuration: { name: 'rendered-worker-1a' }, machineCount: 1, updatedMachineCount: 1 } },
      MERGE,
    );
    const paused = await until('the pool held', async () => {
      const pool = await admin.ok<{ spec?: { paused?: boolean } }>('GET', `${POOLS}/worker`);
      return pool.spec?.paused === true ? true : undefined;
    });
    expect(paused).toBe(true);
    // The render controller's next config, then another hand's unpause: the gate's to refuse.
    await admin.ok('PATCH', `${POOLS}/worker`, { spec: { configuration: { name: 'rendered-worker-2b' } } }, MERGE);
    const unpause = await admin.raw('PATCH', `${POOLS}/worker`, { spec: { paused: false } }, MERGE);
    expect(unpause.status).toBe(403);
  }, 90_000);

  it('was refused nothing and read every answer: its log has no warning (the demo once let both by)', () => {
    // Found here first: a Lease written with a JavaScript Date's milliseconds (a 400 on every
    // renewal: no replica ever led) and a metadata-only list of no nodes (`"items": null`).
    const lines = log.split('\n').filter((l) => l.trim());
    const warnings = lines.filter((l) => !/"level":"(info|debug)"/.test(l));
    expect(lines.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });

  it('a second replica leads once the first is killed, never before its Lease has expired', async () => {
    const second = replica('replica-b');
    // Both running: the first still leads.
    await until('the second replica started', async () => (log.includes('"identity":"replica-b"') ? true : undefined));
    expect((await leaseSpec())?.holderIdentity).toBe('replica-a');
    controller.kill('SIGKILL');
    await new Promise((r) => controller.once('exit', r));
    const last = (await leaseSpec()) as LeaseSpec;
    const taken = await until('the second replica leading', async () => {
      const spec = await leaseSpec();
      return spec?.holderIdentity === 'replica-b' ? spec : undefined;
    });
    // No two leaders: taken only once the killed replica's last renewal had run out.
    const expiredAt = Date.parse(last.renewTime as string) + (last.leaseDurationSeconds as number) * 1000;
    expect(Date.parse(taken.acquireTime as string)).toBeGreaterThanOrEqual(expiredAt);
    expect(second.exitCode).toBeNull();
  }, 90_000);
});
