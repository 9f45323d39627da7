import { expect, test } from './fixtures';

test('the OS update tab on a MachineConfigPool shows that pool', { tag: '@core' }, async ({ page, poolDetails }) => {
  await poolDetails.openFromPoolList('worker');
  await expect(page).toHaveURL(/machineconfiguration\.openshift\.io~v1~MachineConfigPool\/worker$/);
  await poolDetails.tab('OS update').click();
  await expect(page).toHaveURL(/\/worker\/os-update$/);
  const section = poolDetails.pool('worker');
  await expect(section.locator('[data-test="pool-state"]')).toHaveAttribute('data-state', 'awaiting-approval');
  await expect(section.locator('[data-test="diff-count-upgraded"]')).toHaveText('24');
  await expect(page.locator('section[data-test^="pool-"]')).toHaveCount(1);
  // The cluster updates on offer that would change this pool's OS (the one not recommended
  // marked as such), and the way to see how.
  await expect(page.getByTestId('candidate-note')).toContainText(
    'Cluster updates that change the OS of this pool: 4.22.3, 4.22.2, 4.22.4 (not recommended)',
  );
  // The tab bar stays where it is, tall enough to click, above the plugin's tall page.
  const bar = await page.getByRole('tablist').boundingBox();
  expect(bar?.height).toBeGreaterThan(30);
  await poolDetails.tab('Details').click();
  await expect(page).toHaveURL(/\/worker\/?$/);
});
