import { expect, test } from './fixtures';

test(
  'an admin sees at a glance which pools have an OS update waiting, those first',
  { tag: '@core' },
  async ({ page, osUpdates }) => {
    await osUpdates.goto();
    await expect(page.getByTestId('cluster-release')).toContainText('OpenShift 4.22.1');

    const sections = page.locator('section[data-test^="pool-"]');
    await expect(sections).toHaveCount(3);
    await expect(sections.nth(0)).toHaveAttribute('data-test', 'pool-worker');
    await expect(sections.nth(2)).toHaveAttribute('data-test', 'pool-master');

    const worker = osUpdates.pool('worker');
    await expect(osUpdates.poolState('worker')).toHaveText('Update available, awaiting approval');
    await expect(worker).toContainText('0 of 6 machines updated');
    await expect(worker).toContainText('1 at a time, 6 waves left');
    await expect(worker).toContainText('40.20241006.3.0');
    await expect(worker).toContainText('40.20241019.3.0');

    await expect(osUpdates.poolState('infra')).toHaveAttribute('data-state', 'config-only');
    await expect(osUpdates.pool('infra')).toContainText('The OS image does not change');
    await expect(osUpdates.pool('infra').getByTestId('diff-count-upgraded')).toHaveCount(0);

    await expect(osUpdates.poolState('master')).toHaveText('Up to date');
    // Every pool says who decides when its next OS update rolls out; held pools are warned once.
    await expect(worker.getByTestId('pool-gate')).toHaveAttribute('data-gate', 'held');
    await expect(osUpdates.pool('infra').getByTestId('pool-gate')).toHaveAttribute('data-gate', 'held');
    await expect(osUpdates.pool('master').getByTestId('pool-gate')).toHaveAttribute('data-gate', 'open');
    await expect(page.getByTestId('full-update-unpauses')).toHaveCount(1);
    await expect(osUpdates.pool('master').getByTestId('diff-count-upgraded')).toHaveCount(0);
  },
);

test('a pool whose rendered config is missing says what is missing', async ({ page, demo, osUpdates }) => {
  await demo.kubectl('delete', 'mc', (await demo.pool('worker')).spec.configuration.name);
  await osUpdates.goto();
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'unknown');
  await expect(osUpdates.pool('worker')).toContainText('Missing: rendered config rendered-worker-');
  await expect(page.getByTestId('pool-master').getByTestId('pool-state')).toHaveAttribute('data-state', 'up-to-date');
});

test('a target moved back to what the pool runs: up to date, and every machine counted as updated', async ({
  demo,
  osUpdates,
}) => {
  const infra = await demo.pool('infra');
  await osUpdates.goto();
  await expect(osUpdates.pool('infra')).toContainText('0 of 2 machines updated');
  // Someone deletes the config change: the render controller targets the current config again.
  await demo.patchPool('infra', { spec: { configuration: { name: infra.status.configuration.name } } });
  await expect(osUpdates.poolState('infra')).toHaveAttribute('data-state', 'up-to-date', { timeout: 30_000 });
  await expect(osUpdates.pool('infra')).toContainText('2 of 2 machines updated');
  await expect(osUpdates.pool('infra')).not.toContainText('0 of 2 machines updated');
});
