import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVED, gated, held, open, pool } from '../../test-support/gate/gate-policy-cases';
import { WINDOW_STATUS_ANNOTATION, type MaintenanceWindow } from '../domain/pool/maintenance-window';
import { scheduleApprovalPatch } from '../domain/pool/window-patch';
import { approvePatch, holdPatch } from '../domain/pool/rollout-patch';
import { prestageSetName } from '../domain/pool/prestage-names';
import type { KubeClient } from '../../test-support/kube/kube-client';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../test-support/kube/openshift-cluster';
import { grantDeployedRbac } from '../../test-support/kube/controller-rbac';
import { ControllerReplicas, until } from '../../test-support/kube/controller-replicas';
import { reportRolloutComplete, untilHeld } from '../../test-support/kube/pool-rollout';

/**
 * The controller as its Deployment runs it (the bundle, one process), as its service account
 * with exactly deploy/base/controller.yaml's RBAC, on kube-apiserver 1.35 with OpenShift's CRDs
 * and the gate's policies: it leads through its Lease, holds a gated pool once its approved
 * rollout is complete, opens a maintenance window through the gate and pre-stages its image,
 * is refused nothing, and hands over to a second replica when killed.
 */
const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const MERGE = 'application/merge-patch+json';
const JSON_PATCH = 'application/json-patch+json';
const INFRA_IMAGE = `registry.invalid/os@sha256:${'2'.repeat(64)}`;
const NEXT_INFRA_IMAGE = `registry.invalid/os@sha256:${'3'.repeat(64)}`;

let cluster: OpenShiftCluster;
let admin: KubeClient;
let replicas: ControllerReplicas;
let controller: ChildProcess;
beforeAll(async () => {
  cluster = await startOpenShiftCluster({ controllerScenario: 'controller' });
  admin = cluster.as('admin');
  await grantDeployedRbac(admin);
  replicas = new ControllerReplicas(cluster, 5);
  await admin.ok(
    'POST',
    POOLS,
    pool('worker', gated({ [APPROVED]: 'rendered-worker-1a' }), open('rendered-worker-1a')),
  );
  controller = replicas.start('replica-a');
}, 180_000);
afterAll(async () => {
  await replicas?.stopAll();
  await cluster?.stop();
}, 60_000);

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
    expect(holder, replicas.log).toBe('replica-a');
  }, 90_000);

  it('holds a gated pool once its approved rollout is complete; the gate then refuses an unreviewed unpause', async () => {
    // The MCO's node controller reports every machine on the approved config.
    await reportRolloutComplete(admin, 'worker', 'rendered-worker-1a');
    const paused = await untilHeld(admin, 'worker');
    expect(paused).toBe(true);
    // The render controller's next config, then another hand's unpause: the gate's to refuse.
    await admin.ok('PATCH', `${POOLS}/worker`, { spec: { configuration: { name: 'rendered-worker-2b' } } }, MERGE);
    const unpause = await admin.raw('PATCH', `${POOLS}/worker`, { spec: { paused: false } }, MERGE);
    expect(unpause.status).toBe(403);
  }, 90_000);

  it('opens a maintenance window whose time has come: the gate takes its approval, the Event is recorded', async () => {
    // The page's approval for a window that began a minute ago: the pool stays held until the controller opens it.
    await admin.ok('POST', '/apis/machineconfiguration.openshift.io/v1/machineconfigs', {
      apiVersion: 'machineconfiguration.openshift.io/v1',
      kind: 'MachineConfig',
      metadata: { name: 'rendered-infra-2b' },
      spec: { config: { ignition: { version: '3.4.0' } }, osImageURL: INFRA_IMAGE },
    });
    await admin.ok('POST', POOLS, pool('infra', gated(), held('rendered-infra-2b')));
    const window: MaintenanceWindow = {
      target: 'rendered-infra-2b',
      start: new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString(),
      durationMinutes: 60,
      repeat: 'once',
      reviewEachUpdate: true,
      strictGate: false,
    };
    const scheduled = await admin.raw('PATCH', `${POOLS}/infra`, scheduleApprovalPatch(window, gated()), JSON_PATCH);
    expect(scheduled.status).toBe(200);
    const opened = await until('the window opened', async () => {
      const read = await admin.ok<{ metadata: { annotations: Record<string, string> }; spec: { paused: boolean } }>(
        'GET',
        `${POOLS}/infra`,
      );
      return read.spec.paused === false ? read : undefined;
    });
    // Opened by the approval's own patch, which the gate's policy let through.
    expect(opened.metadata.annotations[APPROVED]).toBe('rendered-infra-2b');
    expect(JSON.parse(opened.metadata.annotations[WINDOW_STATUS_ANNOTATION] as string)).toMatchObject({
      phase: 'open',
    });
    const events = await until('the MaintenanceWindowStarted Event', async () => {
      const list = await admin.ok<{ items: { reason: string; involvedObject: { name: string } }[] }>(
        'GET',
        '/api/v1/namespaces/default/events?fieldSelector=involvedObject.name%3Dinfra',
      );
      const started = list.items.filter((e) => e.reason === 'MaintenanceWindowStarted');
      return started.length > 0 ? started : undefined;
    });
    expect(events).toHaveLength(1);
  }, 90_000);

  it('pre-stages the approved OS image: a PinnedImageSet the real schema takes, listed on the pool', async () => {
    const set = await until('the PinnedImageSet', async () => {
      const read = await admin.raw(
        'GET',
        `/apis/machineconfiguration.openshift.io/v1/pinnedimagesets/${prestageSetName('infra')}`,
      );
      return read.status === 200 ? (read.body as { spec: { pinnedImages: { name: string }[] } }) : undefined;
    });
    expect(set.spec.pinnedImages).toEqual([{ name: INFRA_IMAGE }]);
    const listed = await until('the set listed on infra', async () => {
      const read = await admin.ok<{ spec: { pinnedImageSets?: { name: string }[] } }>('GET', `${POOLS}/infra`);
      return read.spec.pinnedImageSets;
    });
    expect(listed).toEqual([{ name: prestageSetName('infra') }]);
  }, 90_000);

  it('pre-stages a newer approval in the same set, then takes the set off and deletes it once the rollout is done', async () => {
    const setPath = `/apis/machineconfiguration.openshift.io/v1/pinnedimagesets/${prestageSetName('infra')}`;
    await admin.ok('POST', '/apis/machineconfiguration.openshift.io/v1/machineconfigs', {
      apiVersion: 'machineconfiguration.openshift.io/v1',
      kind: 'MachineConfig',
      metadata: { name: 'rendered-infra-3c' },
      spec: { config: { ignition: { version: '3.4.0' } }, osImageURL: NEXT_INFRA_IMAGE },
    });
    // The admin holds infra mid-window, the render controller's next config arrives, and the
    // admin approves it now (the page's patches, the gate's to judge).
    await admin.ok('PATCH', `${POOLS}/infra`, holdPatch(), JSON_PATCH);
    await admin.ok('PATCH', `${POOLS}/infra`, { spec: { configuration: { name: 'rendered-infra-3c' } } }, MERGE);
    const read = await admin.ok<{ metadata: { annotations: Record<string, string> } }>('GET', `${POOLS}/infra`);
    const approval = approvePatch({
      reviewedTarget: 'rendered-infra-3c',
      annotations: read.metadata.annotations,
      reviewEachUpdate: true,
    });
    expect((await admin.raw('PATCH', `${POOLS}/infra`, approval, JSON_PATCH)).status).toBe(200);
    const replaced = await until('the set holding the newer image', async () => {
      const set = await admin.ok<{ spec: { pinnedImages: { name: string }[] } }>('GET', setPath);
      return set.spec.pinnedImages.some((i) => i.name === NEXT_INFRA_IMAGE) ? set : undefined;
    });
    expect(replaced.spec.pinnedImages).toEqual([{ name: NEXT_INFRA_IMAGE }]);

    await reportRolloutComplete(admin, 'infra', 'rendered-infra-3c');
    const gone = await until('the set deleted', async () =>
      (await admin.raw('GET', setPath)).status === 404 ? true : undefined,
    );
    expect(gone).toBe(true);
    const pool = await admin.ok<{ spec: { pinnedImageSets?: { name: string }[] } }>('GET', `${POOLS}/infra`);
    expect(pool.spec.pinnedImageSets ?? []).toEqual([]);
  }, 90_000);

  it('was refused nothing and read every answer: its log has no warning (the demo once let both by)', () => {
    // Found here first: a Lease written with a JavaScript Date's milliseconds (a 400 on every
    // renewal: no replica ever led) and a metadata-only list of no nodes (`"items": null`).
    expect(replicas.log).toContain('"msg":"became the leader"');
    expect(replicas.warnings()).toEqual([]);
  });

  it('a second replica leads once the first is killed, never before its Lease has expired', async () => {
    const second = replicas.start('replica-b');
    // Both running: the first still leads.
    await until('the second replica started', async () =>
      replicas.log.includes('"identity":"replica-b"') ? true : undefined,
    );
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
