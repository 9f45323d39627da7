import { expect, test } from './fixtures';

test('a node that degrades mid-rollout is shown at once, with its reason', async ({ demo, osUpdates, review }) => {
  await demo.kubectl(
    'annotate',
    'node',
    'worker-1',
    'os-updates.demo/fail-update=rpm-ostree: error: Checksum mismatch',
  );
  await osUpdates.goto();
  await review.open('worker');
  await review.confirm.click();
  await expect(review.dialog).toBeHidden();

  await demo.tick(3); // worker-0 updates, worker-1 starts, then fails
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'degraded');
  await expect(osUpdates.pool('worker')).toContainText('NodeDegraded: approval is blocked');
  const node = osUpdates.pool('worker').getByTestId('node-worker-1');
  await expect(node).toContainText('Degraded');
  await expect(node).toContainText('Checksum mismatch');
  await expect(osUpdates.pool('worker').getByTestId('rollout-progress')).toBeVisible();
  // The failing node comes first; nodes that have not started say so, never "Updated".
  const rows = osUpdates.pool('worker').getByTestId('node-table').getByRole('row');
  await expect(rows.nth(1)).toHaveAttribute('data-test', 'node-worker-1');
  await expect(osUpdates.pool('worker').getByTestId('node-worker-0')).toContainText('Updated');
  await expect(osUpdates.pool('worker').getByTestId('node-worker-4')).toContainText('Waiting');
});
