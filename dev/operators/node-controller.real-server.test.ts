import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../test-support/kube/openshift-cluster';
import { RolloutController } from '../mock-api/rollout-controller';
import { demoSeedObjects } from '../on-kube/demo-seed';
import { seedObjects } from '../on-kube/seed-objects';
import { HttpCluster } from './http-cluster';
import { KUBE_OPERATOR_TYPES } from './operator-types';

const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const DESIRED = 'machineconfiguration.openshift.io/desiredConfig';
const CURRENT = 'machineconfiguration.openshift.io/currentConfig';
const STATE = 'machineconfiguration.openshift.io/state';

interface Pool {
  metadata: { annotations?: Record<string, string> };
  spec: { configuration: { name: string } };
  status: { configuration: { name: string }; updatedMachineCount: number; machineCount: number };
}
interface Node {
  metadata: { name: string; annotations: Record<string, string> };
  status: { nodeInfo?: { bootID?: string } };
}

let cluster: OpenShiftCluster;
let operators: HttpCluster;
beforeAll(async () => {
  const [started, seed] = await Promise.all([startOpenShiftCluster(), demoSeedObjects()]);
  cluster = started;
  await seedObjects(cluster.as('admin'), seed);
  // The MCO's node controller, as its service account: an API client like any other.
  operators = new HttpCluster(cluster.endpoint('nodeController'), KUBE_OPERATOR_TYPES);
  await operators.start();
}, 180_000);
afterAll(async () => {
  operators?.stop();
  await cluster?.stop();
});

it("the demo's node controller, as an API client of kube-apiserver, holds a gated pool and rolls out its approval one machine at a time", async () => {
  const admin = cluster.as('admin');
  const controller = new RolloutController(operators, 0);
  const step = async () => {
    await operators.resync();
    await controller.tick();
  };
  const workers = async () =>
    (
      await admin.ok<{ items: Node[] }>('GET', '/api/v1/nodes?labelSelector=node-role.kubernetes.io/worker')
    ).items.filter((n) => !n.metadata.name.startsWith('infra'));
  const before = await workers();
  const target = (await admin.ok<Pool>('GET', `${POOLS}/worker`)).spec.configuration.name;

  // Held: steps move nothing.
  for (let i = 0; i < 3; i++) await step();
  expect((await workers()).map((n) => n.metadata.annotations[DESIRED])).not.toContain(target);

  await admin.ok(
    'PATCH',
    `${POOLS}/worker`,
    { metadata: { annotations: { 'os-updates.openshift.io/approved-config': target } }, spec: { paused: false } },
    'application/merge-patch+json',
  );
  let steps = 0;
  for (; steps < 30; steps++) {
    const pool = await admin.ok<Pool>('GET', `${POOLS}/worker`);
    if (pool.status.configuration.name === target) break;
    const working = (await workers()).filter((n) => n.metadata.annotations[STATE] === 'Working');
    expect(working.length).toBeLessThanOrEqual(1); // maxUnavailable 1
    await step();
  }
  const after = await workers();
  expect(after.map((n) => [n.metadata.annotations[CURRENT], n.metadata.annotations[STATE]])).toEqual(
    after.map(() => [target, 'Done']),
  );
  // Each machine rebooted into it: a new boot ID, as kubelet reports it through nodes/status.
  for (const n of after)
    expect(n.status.nodeInfo?.bootID).not.toBe(
      before.find((b) => b.metadata.name === n.metadata.name)?.status.nodeInfo?.bootID,
    );
  const pool = await admin.ok<Pool>('GET', `${POOLS}/worker`);
  expect(pool.status).toMatchObject({ machineCount: 6, updatedMachineCount: 6 });
  expect(controller.refusedHandOuts).toBe(0);
  expect(steps).toBeGreaterThanOrEqual(6);
}, 120_000);
