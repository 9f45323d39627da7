import { until } from './controller-replicas';
import type { KubeClient } from './kube-client';

const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';

/** The MCO's node controller reporting every machine of `pool` (one) on `config`. */
export const reportRolloutComplete = (admin: KubeClient, pool: string, config: string) =>
  admin.ok(
    'PATCH',
    `${POOLS}/${pool}/status`,
    { status: { configuration: { name: config }, machineCount: 1, updatedMachineCount: 1 } },
    'application/merge-patch+json',
  );

/** Until `pool` is paused (the controller held it). */
export const untilHeld = (admin: KubeClient, pool: string) =>
  until(`pool ${pool} held`, async () => {
    const read = await admin.ok<{ spec?: { paused?: boolean } }>('GET', `${POOLS}/${pool}`);
    return read.spec?.paused === true ? true : undefined;
  });
