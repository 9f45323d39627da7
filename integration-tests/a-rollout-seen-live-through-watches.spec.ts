import { expect, test } from './fixtures';

const POOLS = '/apis/machineconfiguration.openshift.io/v1/machineconfigpools';
const NODES = '/api/v1/nodes';
const MACHINE_CONFIG_NODES = '/apis/machineconfiguration.openshift.io/v1/machineconfignodes';
const RELEASE_INFOS = '/api/v1/namespaces/openshift-machine-config-operator/configmaps';

test('a rollout seen live through watches: each step on the page with no list of pools, nodes or release infos asked for, nodes read from MachineConfigNodes; kubectl get -w sees it too', async ({
  demo,
  osUpdates,
  review,
}) => {
  await osUpdates.goto();
  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
  // The page lists pools, MachineConfigNodes and release infos once, then watches them; of the
  // nodes it reads only those not on amd64 (their architecture), as metadata.
  await expect
    .poll(async () => (await demo.reads()).filter((r) => r.watch).map((r) => r.path))
    .toEqual(expect.arrayContaining([POOLS, MACHINE_CONFIG_NODES, NODES, RELEASE_INFOS]));
  const nodeList = (await demo.reads()).find((r) => r.path === NODES && !r.watch);
  expect(nodeList?.accept).toContain('as=PartialObjectMetadataList;g=meta.k8s.io;v=v1');
  expect(new URLSearchParams(nodeList?.query).get('labelSelector')).toBe('kubernetes.io/arch notin (amd64)');

  const kubectl = demo.watchWithKubectl('mcp', 'worker');
  await review.open('worker');
  await review.confirm.click();
  await expect(review.dialog).toBeHidden();
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'updating');
  const progress = osUpdates.pool('worker').getByTestId('rollout-progress');
  await expect(progress).toContainText('1 at a time, 6 waves left');

  await demo.clearReads();
  const table = osUpdates.pool('worker').getByTestId('node-table');
  for (let node = 0; node < 3; node++) {
    await demo.tick();
    // The MachineConfigNode tells the step: the demo's daemon is draining the node.
    await expect(table.getByTestId(`node-worker-${node}`)).toContainText('Working');
    await expect(table.getByTestId(`node-worker-${node}`)).toContainText('draining');
    if (node > 0) await expect(table.getByTestId(`node-worker-${node - 1}`)).toContainText('Updated');
    await expect(progress).toContainText(`${node} of 6 updated, 1 updating`);
  }
  const lists = (await demo.reads()).filter(
    (r) => !r.watch && [POOLS, MACHINE_CONFIG_NODES, NODES, RELEASE_INFOS].includes(r.path),
  );
  expect(lists).toEqual([]);

  // kubectl's watch of the same API saw the pool's counts move.
  await expect
    .poll(
      () =>
        kubectl
          .output()
          .split('\n')
          .filter((l) => l.startsWith('worker')).length,
    )
    .toBeGreaterThan(2);
  kubectl.stop();
});
