import { expect, test } from './fixtures';
import { osUpdate } from './support/os-update-cli';

test('the worker diff in the browser has the counts os-update diff prints for the same manifests', async ({
  osUpdates,
}) => {
  const cli = JSON.parse(
    await osUpdate(
      'diff',
      'fixtures/fcos/manifest-lock.x86_64.2024-10-07.json',
      'fixtures/fcos/manifest-lock.x86_64.2024-10-21.json',
      '--format',
      'json',
    ),
  ) as { summary: Record<string, number> };
  await osUpdates.goto();
  for (const kind of ['upgraded', 'downgraded', 'added', 'removed', 'unchanged'] as const) {
    await expect(osUpdates.diffCount('worker', kind)).toHaveText(String(cli.summary[kind]));
  }
  const table = osUpdates.diffTable('worker');
  await expect(table.getByRole('row').nth(1)).toContainText('kernel');
  await expect(table.getByRole('row').nth(1)).toContainText('Key package');
});

test('a reverted release shows its downgrades flagged', async ({ demo, osUpdates }) => {
  // Publish the promotion, roll it out to worker by hand, then publish the revert: 47 downgrades.
  await demo.publishRelease('2023-10-09-promote');
  const promoted = (await demo.pool('worker')).spec.configuration.name;
  await demo.kubectl(
    'patch',
    'mcp',
    'worker',
    '--subresource=status',
    '--type=merge',
    '-p',
    JSON.stringify({ status: { configuration: { name: promoted } } }),
  );
  await demo.publishRelease('2023-10-09-revert');
  await osUpdates.goto();
  await expect(osUpdates.diffCount('worker', 'downgraded')).toHaveText('47');
  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('0');
  const table = osUpdates.diffTable('worker');
  await expect(table.getByRole('row').nth(1)).toContainText('Downgraded');
});
