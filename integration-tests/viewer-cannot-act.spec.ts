import { expect, test } from './fixtures';

test('a viewer sees no Approve or Hold, and why', { tag: '@core' }, async ({ page, console, osUpdates }) => {
  await console.logInAsViewer('/os-updates');
  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
  // Said once for the page, not on every pool.
  await expect(page.getByTestId('no-permission')).toHaveCount(1);
  await expect(page.getByTestId('no-permission')).toContainText(
    'approving needs the "patch" permission on MachineConfigPools',
  );
  await expect(page.getByTestId('approve')).toHaveCount(0);
  await expect(page.getByTestId('hold')).toHaveCount(0);
  await expect(page.getByTestId('pin')).toHaveCount(0);
});

test(
  "an admin impersonating the viewer sees the viewer's page, without a reload: no actions",
  { tag: '@core' },
  async ({ page, console, osUpdates }) => {
    await osUpdates.goto();
    await expect(osUpdates.pool('worker').getByTestId('approve')).toBeVisible();
    // Nothing may reload the page on the way: the impersonation lives in the console's memory.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await console.impersonate('viewer');
    await osUpdates.followNav();
    await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
    await expect(page.getByTestId('no-permission')).toHaveCount(1);
    await expect(page.getByTestId('approve')).toHaveCount(0);
    await expect(page.getByTestId('hold')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  },
);
