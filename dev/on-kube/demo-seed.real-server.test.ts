import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOpenShiftCluster, type OpenShiftCluster } from '../../test-support/kube/openshift-cluster';
import { demoSeedObjects } from './demo-seed';
import { lostOnTheWay, seedObjects, type SeedObject } from './seed-objects';

let cluster: OpenShiftCluster;
let seed: readonly SeedObject[];
beforeAll(async () => {
  [cluster, seed] = await Promise.all([startOpenShiftCluster(), demoSeedObjects()]);
}, 180_000);
afterAll(() => cluster?.stop());

it("takes every object of the demo's default cluster, status included, and keeps each as the demo serves it", async () => {
  const admin = cluster.as('admin');
  const seeded = await seedObjects(admin, seed);
  expect(seeded.length).toBeGreaterThan(60);
  // Every field the demo serves is one the real schemas keep: the page reads the same on a cluster.
  const lost: string[] = [];
  for (const { object, path } of seeded)
    for (const difference of lostOnTheWay(object, await admin.ok('GET', path)))
      lost.push(`${object.kind} ${object.metadata.name}: ${difference}`);
  expect(lost).toEqual([]);
  const worker = await admin.ok<{ spec: { paused: boolean }; status: { machineCount: number } }>(
    'GET',
    '/apis/machineconfiguration.openshift.io/v1/machineconfigpools/worker',
  );
  expect(worker.spec.paused).toBe(true);
  expect(worker.status.machineCount).toBe(6);
}, 120_000);
