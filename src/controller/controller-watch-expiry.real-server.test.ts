import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVED, gated, open, pool } from '../../test-support/gate/gate-policy-cases';
import { grantDeployedRbac } from '../../test-support/kube/controller-rbac';
import { ControllerReplicas, until } from '../../test-support/kube/controller-replicas';
import { reportRolloutComplete, untilHeld } from '../../test-support/kube/pool-rollout';
import type { KubeClient } from '../../test-support/kube/kube-client';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../test-support/kube/openshift-cluster';

/**
 * The controller's informers across a watch that would expire, on kube-apiserver: with its watch
 * cache off, watches are served by etcd, so once etcd's history is compacted (as kube-apiserver
 * has it done every five minutes) and the server restarts, a watch resumed from the version it
 * last saw would get 410 Gone. The controller lists again whenever a watch ends (its informers,
 * src/controller/informers.ts), so it never asks for a version etcd no longer has, and goes
 * on keeping the gate.
 */
const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const CMS = '/api/v1/namespaces/default/configmaps';

let cluster: OpenShiftCluster;
let admin: KubeClient;
let replicas: ControllerReplicas;
beforeAll(async () => {
  cluster = await startOpenShiftCluster({
    apiServerFlags: ['--watch-cache=false'],
    controllerScenario: 'watch-expiry',
  });
  admin = cluster.as('admin');
  await grantDeployedRbac(admin);
  await admin.ok(
    'POST',
    POOLS,
    pool('worker', gated({ [APPROVED]: 'rendered-worker-1a' }), open('rendered-worker-1a')),
  );
  replicas = new ControllerReplicas(cluster, 5);
  replicas.start('replica-a');
  await until('the controller leading', async () => (replicas.log.includes('became the leader') ? true : undefined));
}, 180_000);
afterAll(async () => {
  await replicas?.stopAll();
  await cluster?.stop();
}, 60_000);

describe('the controller across a watch that expires (etcd compacted, kube-apiserver restarted)', () => {
  it('lists again, never resuming from a compacted version, and still holds a gated pool once its approved rollout is complete', async () => {
    // Writes the controller does not watch move etcd's revision past what its watches last saw.
    for (let i = 0; i < 5; i++)
      await admin.ok('POST', CMS, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: `bump-${i}` } });
    await cluster.compactEtcd();
    const before = replicas.log.length;
    await cluster.restartApiServer();
    const relisted = await until('its watches listing again', async () =>
      replicas.log.slice(before).includes('"msg":"watch ended, listing again"') ? true : undefined,
    );
    expect(relisted).toBe(true);
    await reportRolloutComplete(admin, 'worker', 'rendered-worker-1a');
    const paused = await untilHeld(admin, 'worker');
    expect(paused).toBe(true);
  }, 180_000);
});
