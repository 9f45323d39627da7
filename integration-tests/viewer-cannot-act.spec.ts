import { expect, test } from './fixtures';

test('a viewer sees no Approve or Hold, and why', async ({ page, osUpdates }) => {
  await osUpdates.goto();
  await page.getByRole('group', { name: 'Demo user' }).getByRole('button', { name: 'Viewer (read-only)' }).click();
  await expect(
    page.getByRole('group', { name: 'Demo user' }).getByRole('button', { name: 'Viewer (read-only)' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
  // Said once for the page, not on every pool.
  await expect(page.getByTestId('no-permission')).toHaveCount(1);
  await expect(page.getByTestId('no-permission')).toContainText(
    'approving needs the "patch" permission on MachineConfigPools',
  );
  await expect(page.getByTestId('approve')).toHaveCount(0);
  await expect(page.getByTestId('hold')).toHaveCount(0);
  await page.getByRole('group', { name: 'Demo user' }).getByRole('button', { name: 'Cluster admin' }).click();
  await expect(osUpdates.pool('worker').getByTestId('approve')).toBeVisible();
});
