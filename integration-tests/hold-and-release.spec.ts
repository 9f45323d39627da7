import { expect, test } from './fixtures';

test('hold a rolling pool, then release it through the review', async ({ page, demo, osUpdates, review }) => {
  await demo.setNodeStepMs(4000);
  await demo.kubectl('patch', 'mcp', 'worker', '--type=merge', '-p', '{"spec":{"paused":false}}');
  await osUpdates.goto();
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'updating');

  await osUpdates.pool('worker').getByTestId('hold').click();
  const hold = page.getByRole('dialog', { name: 'Hold updates of pool worker?' });
  await hold.getByTestId('confirm-hold').click();
  await expect(hold).toBeHidden();
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'awaiting-approval');
  expect((await demo.pool('worker')).spec.paused).toBe(true);

  await review.open('worker');
  await review.confirm.click();
  await expect(review.dialog).toBeHidden();
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'updating');
  expect((await demo.pool('worker')).spec.paused).toBe(false);
});

test('holding master warns that it blocks cluster upgrades', async ({ page, osUpdates }) => {
  await osUpdates.goto();
  await osUpdates.pool('master').getByTestId('hold').click();
  const hold = page.getByRole('dialog', { name: 'Hold updates of pool master?' });
  await expect(hold).toContainText('A paused master pool blocks cluster upgrades');
  await hold.getByRole('button', { name: 'Cancel' }).click();
  await expect(hold).toBeHidden();
});
