import { expect, test } from './fixtures';

test('a pure downgrade (Fedora 40 → 38) looks like one and needs its own acknowledgement', async ({
  demo,
  osUpdates,
  review,
}) => {
  await demo.publishRelease('2023-10-09-promote');
  await osUpdates.goto();
  const state = osUpdates.poolState('worker');
  await expect(state).toHaveAttribute('data-state', 'awaiting-approval');
  await expect(state).toHaveAttribute('data-direction', 'downgrade');
  await expect(state).toHaveText('Downgrade available, awaiting approval');
  await expect(osUpdates.pool('worker').getByTestId('approve')).toHaveClass(/pf-m-danger/);

  await review.open('worker');
  // The number of downgrades comes first, before the counts.
  const downgrades = review.dialog.getByTestId('review-downgrades');
  await expect(downgrades).toHaveText(/412 packages are downgraded/);
  const notable = review.dialog.getByTestId('review-notable').getByRole('listitem');
  await expect(notable).toHaveCount(13);
  // 412 downgrades and one key package added (podman-plugins): 413 notable, 12 shown.
  await expect(notable.last()).toHaveText('and 401 more');
  await expect(review.confirm).toHaveText('Approve the downgrade and roll out');
  await expect(review.confirm).toBeDisabled();
  await review.acknowledgeDowngrades.check();
  await review.confirm.click();
  await expect(review.dialog).toBeHidden();
  expect((await demo.pool('worker')).spec.paused).toBe(false);
});
