import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVED, gated, held, pool } from '../../test-support/gate/gate-policy-cases';
import type { KubeClient } from '../../test-support/kube/kube-client';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../test-support/kube/openshift-cluster';
import { grantDeployedRbac } from '../../test-support/kube/controller-rbac';
import { ControllerReplicas, until } from '../../test-support/kube/controller-replicas';
import { reportRolloutComplete } from '../../test-support/kube/pool-rollout';
import { canaryPoolObject } from '../domain/canary/canary-pool';
import { DEFAULT_PROMOTION, promotionPatch } from '../domain/canary/canary-promotion';
import { canaryPoolName, canaryRoleLabel } from '../domain/canary/canary-names';

/**
 * "Canary first" carried out by the controller on kube-apiserver 1.35 with the gate's policies,
 * as its service account with deploy/'s RBAC: it labels the chosen machine into the canary pool
 * (a Node write the node policy is not for), and once the canary's render has the reviewed
 * target's content, approves the canary pool through the pool policy. The test plays the MCO's
 * render and node controllers.
 */
const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const CONFIGS = '/apis/machineconfiguration.openshift.io/v1/machineconfigs';
const MERGE = 'application/merge-patch+json';
const JSON_PATCH = 'application/json-patch+json';
const [OLD, REVIEWED] = ['rendered-worker-0a', 'rendered-worker-1a'];
const CANARY = canaryPoolName('worker');
const CANARY_RENDER = `rendered-${CANARY}-1a`;

const renderedConfig = (name: string, osImageURL: string) => ({
  apiVersion: 'machineconfiguration.openshift.io/v1',
  kind: 'MachineConfig',
  metadata: { name },
  spec: { config: { ignition: { version: '3.4.0' } }, osImageURL },
});

let cluster: OpenShiftCluster;
let admin: KubeClient;
let replicas: ControllerReplicas;
beforeAll(async () => {
  cluster = await startOpenShiftCluster({ controllerScenario: 'canary' });
  admin = cluster.as('admin');
  await grantDeployedRbac(admin);
  for (const name of ['worker-0', 'worker-1', 'worker-2'])
    await admin.ok('POST', '/api/v1/nodes', {
      metadata: {
        name,
        labels: { 'node-role.kubernetes.io/worker': '' },
        annotations: {
          'machineconfiguration.openshift.io/currentConfig': OLD,
          'machineconfiguration.openshift.io/desiredConfig': OLD,
          'machineconfiguration.openshift.io/state': 'Done',
        },
      },
    });
  const image = `registry.invalid/os@sha256:${'1'.repeat(64)}`;
  for (const name of [OLD, REVIEWED, CANARY_RENDER])
    await admin.ok('POST', CONFIGS, renderedConfig(name, name === OLD ? image.replace(/1+$/, '0'.repeat(64)) : image));
  await admin.ok('POST', POOLS, pool('worker', gated(), held(REVIEWED)));
  await admin.ok(
    'PATCH',
    `${POOLS}/worker/status`,
    { status: { configuration: { name: OLD }, machineCount: 3, updatedMachineCount: 0 } },
    MERGE,
  );
  // The page's "Canary first": the canary pool, held under the gate, naming its machine.
  await admin.ok(
    'POST',
    POOLS,
    canaryPoolObject({
      parent: 'worker',
      reviewedTarget: REVIEWED,
      machines: ['worker-1'],
      promotion: DEFAULT_PROMOTION,
    }),
  );
  replicas = new ControllerReplicas(cluster, 5);
  replicas.start('replica-a');
}, 180_000);
afterAll(async () => {
  await replicas?.stopAll();
  await cluster?.stop();
}, 60_000);

const readPool = (name: string) =>
  admin.ok<{ metadata: { annotations?: Record<string, string> }; spec: { paused?: boolean } }>(
    'GET',
    `${POOLS}/${name}`,
  );

describe.sequential('Canary first, carried out by the controller on kube-apiserver', () => {
  it('labels the chosen machine into the canary pool, and no other', async () => {
    const labelled = await until('worker-1 labelled', async () => {
      const nodes = await admin.ok<{ items: { metadata: { name: string } }[] }>(
        'GET',
        `/api/v1/nodes?labelSelector=${encodeURIComponent(canaryRoleLabel('worker'))}`,
      );
      return nodes.items.length > 0 ? nodes.items.map((n) => n.metadata.name) : undefined;
    });
    expect(labelled, replicas.log).toEqual(['worker-1']);
  }, 90_000);

  it('approves the canary pool through the gate once its render has the reviewed content, not before', async () => {
    // Not yet rendered: the canary stays held.
    expect((await readPool(CANARY)).spec.paused).toBe(true);
    // The MCO's render controller, then its node controller counting the canary's machine.
    await admin.ok('PATCH', `${POOLS}/${CANARY}`, { spec: { configuration: { name: CANARY_RENDER } } }, MERGE);
    await admin.ok(
      'PATCH',
      `${POOLS}/${CANARY}/status`,
      { status: { configuration: { name: OLD }, machineCount: 1, updatedMachineCount: 0 } },
      MERGE,
    );
    const approved = await until('the canary approved', async () => {
      const read = await readPool(CANARY);
      return read.spec.paused === false ? read : undefined;
    });
    expect(approved.metadata.annotations?.[APPROVED], replicas.log).toBe(CANARY_RENDER);
    // The parent stays held for its own review.
    expect((await readPool('worker')).spec.paused).toBe(true);
  }, 90_000);

  it('after the page’s Promote, returns the machine to worker (same content) and deletes the empty canary pool', async () => {
    // The MCO: the canary's machine runs its render; the canary pool counts it updated.
    await admin.ok(
      'PATCH',
      '/api/v1/nodes/worker-1',
      {
        metadata: {
          annotations: {
            'machineconfiguration.openshift.io/currentConfig': CANARY_RENDER,
            'machineconfiguration.openshift.io/desiredConfig': CANARY_RENDER,
          },
        },
      },
      MERGE,
    );
    await reportRolloutComplete(admin, CANARY, CANARY_RENDER);
    // The page's Promote: the parent approved for the reviewed target, through the gate.
    const parent = await readPool('worker');
    const promoted = await admin.raw(
      'PATCH',
      `${POOLS}/worker`,
      promotionPatch(DEFAULT_PROMOTION, REVIEWED, parent.metadata.annotations, Date.now()),
      JSON_PATCH,
    );
    expect(promoted.status).toBe(200);
    const returned = await until('worker-1 back in worker', async () => {
      const node = await admin.ok<{ metadata: { labels: Record<string, string> } }>('GET', '/api/v1/nodes/worker-1');
      return canaryRoleLabel('worker') in node.metadata.labels ? undefined : node.metadata.labels;
    });
    expect(returned, replicas.log).toHaveProperty(['node-role.kubernetes.io/worker'], '');
    // The MCO's node controller empties the canary pool; the controller deletes it.
    await admin.ok(
      'PATCH',
      `${POOLS}/${CANARY}/status`,
      { status: { configuration: { name: CANARY_RENDER }, machineCount: 0, updatedMachineCount: 0 } },
      MERGE,
    );
    const gone = await until('the canary pool deleted', async () =>
      (await admin.raw('GET', `${POOLS}/${CANARY}`)).status === 404 ? true : undefined,
    );
    expect(gone, replicas.log).toBe(true);
  }, 90_000);

  it('was refused nothing: its log has no warning, and each step is an Event on the parent', async () => {
    expect(replicas.warnings()).toEqual([]);
    const events = await admin.ok<{ items: { reason: string }[] }>(
      'GET',
      '/api/v1/namespaces/default/events?fieldSelector=involvedObject.name%3Dworker',
    );
    expect(events.items.map((e) => e.reason)).toEqual(
      expect.arrayContaining(['CanaryMachineLabelled', 'CanaryApproved', 'CanaryMachineReturned', 'CanaryPoolDeleted']),
    );
  });
});
