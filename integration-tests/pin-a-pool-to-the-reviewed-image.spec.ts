import { expect, test } from './fixtures';
import { openDialog } from './support/open-dialog';

const PIN = '99-worker-os-update-pin';

test('pin worker to the image it runs: the review lists the custom pool it also pins, the cluster renders it, cluster updates leave it alone; unpin', async ({
  page,
  demo,
  osUpdates,
}) => {
  const jsonpath = (kind: string, name: string, path: string) =>
    demo.kubectl('get', kind, name, '-o', `jsonpath=${path}`);
  const runningConfig = await jsonpath('mcp', 'worker', '{.status.configuration.name}');
  const runningImage = await jsonpath('mc', runningConfig, '{.spec.osImageURL}');

  await osUpdates.goto();
  const dialog = await openDialog(
    osUpdates.pool('worker').getByRole('button', { name: 'Pin OS image' }),
    page.getByRole('dialog', { name: 'Pin the OS image of pool worker?' }),
  );
  await expect(dialog).toContainText(`Creates MachineConfig ${PIN}`);
  // The reviewed target is offered first; the admin keeps what the machines run.
  await expect(dialog.getByRole('radio', { name: 'The target it was offered' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'The image its machines run now' }).check();
  // infra takes worker's MachineConfigs (machineConfigSelector role In [worker, infra]): pinned too.
  const held = dialog.getByRole('list', { name: 'Pools this pin holds' }).getByRole('listitem');
  await expect(held).toHaveText(['infra (takes the MachineConfigs of worker)', 'worker']);
  await expect(dialog).toContainText('Pinned pools get no OS updates with cluster updates');
  await dialog.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(osUpdates.pool('worker').getByTestId('approve-success')).toContainText('Pinned: infra, worker');

  // The pin in the cluster, and the rendered config the (simulated) MCO made from it.
  expect(await demo.kubectl('get', 'mc')).toContain(PIN);
  expect(await jsonpath('mc', PIN, '{.spec.osImageURL}')).toBe(runningImage);
  const target = await jsonpath('mcp', 'worker', '{.spec.configuration.name}');
  expect(await jsonpath('mc', target, '{.spec.osImageURL}')).toBe(runningImage);
  expect(
    await jsonpath(
      'mc',
      target,
      '{.metadata.annotations.machineconfiguration\\.openshift\\.io/os-image-url-overridden}',
    ),
  ).toBe('true');

  // Marked on the page: worker has nothing left to approve; infra keeps its config-only change.
  for (const pool of ['worker', 'infra'])
    await expect(osUpdates.pool(pool).getByTestId('pool-pinned')).toHaveText('Pinned');
  await expect(osUpdates.poolState('worker')).toHaveText('Up to date');
  await expect(osUpdates.pool('master').getByTestId('pool-pinned')).toHaveCount(0);

  // What the cluster updates would do: nothing to the pinned pools' OS; master still changes.
  await page.goto('/os-updates/cluster-updates');
  const rebase = page.getByTestId('candidate-4.22.2');
  await expect(rebase.getByTestId('pool-worker').getByTestId('candidate-pinned')).toContainText(
    `by MachineConfig ${PIN}: this cluster update leaves the OS of this pool alone.`,
  );
  await expect(rebase.getByTestId('pool-worker').locator('[data-test^="diff-count-"]')).toHaveCount(0);
  await expect(rebase.getByTestId('pool-master').getByTestId('diff-count-upgraded')).toBeVisible();

  // The Overview counts the pinned pools beside the one still awaiting approval (infra).
  await page.goto('/dashboards');
  await expect(page.locator('div[data-test="OS updates"]')).toContainText('1 pool awaiting approval, 2 pinned');

  // Unpin: the review names the pools it releases; they take the cluster release's image again.
  await osUpdates.goto();
  await osUpdates.pool('infra').getByRole('button', { name: 'Unpin OS image' }).click();
  const unpin = page.getByRole('dialog', { name: 'Unpin the OS image of pool infra?' });
  await expect(unpin).toContainText(`Deletes MachineConfig ${PIN}.`);
  await expect(unpin.getByRole('list', { name: 'Pools this pin holds' }).getByRole('listitem')).toHaveText([
    'infra (takes the MachineConfigs of worker)',
    'worker',
  ]);
  await unpin.getByRole('button', { name: 'Unpin', exact: true }).click();
  await expect(unpin).toBeHidden();
  await expect(demo.kubectl('get', 'mc', PIN)).rejects.toThrow(/NotFound|not found/);
  const release = await demo.kubectl(
    'get',
    'cm',
    '-n',
    'openshift-machine-config-operator',
    'machine-config-osimageurl',
    '-o',
    'jsonpath={.data.osImageURL}',
  );
  const unpinned = await jsonpath('mcp', 'worker', '{.spec.configuration.name}');
  expect(await jsonpath('mc', unpinned, '{.spec.osImageURL}')).toBe(release);
  await expect(osUpdates.pool('worker').getByTestId('pool-pinned')).toHaveCount(0);
  await expect(osUpdates.poolState('worker')).toHaveText('Update available, awaiting approval');
});
