import { expect, test } from './fixtures';

test('the target moves while the review is open: the review keeps what was shown, says so, and reviews the new target on request', async ({
  demo,
  osUpdates,
  review,
}) => {
  const reviewed = (await demo.pool('worker')).spec.configuration.name;
  await osUpdates.goto();
  await review.open('worker');
  await expect(review.target).toContainText(reviewed);
  await expect(review.dialog.getByTestId('diff-count-upgraded')).toHaveText('24');
  await expect(review.confirm).toBeEnabled();

  // A Fedora 38 build is published while the admin reads; the page learns it on its next poll.
  const published = await demo.publishRelease('2023-10-09-promote');
  await expect(review.targetMoved).toContainText('The target of worker changed while you were reviewing it', {
    timeout: 30_000,
  });
  await expect(review.targetMoved).toContainText(`the pool now targets ${published.pools.worker}`);
  // What is shown is still what was reviewed, and it cannot be approved any more.
  await expect(review.target).toContainText(reviewed);
  await expect(review.dialog.getByTestId('diff-count-upgraded')).toHaveText('24');
  await expect(review.confirm).toBeDisabled();
  await expect(review.blocked).toContainText('The target changed: review the new target to approve it.');

  await review.targetMoved.getByRole('button', { name: 'Review the new target' }).click();
  await expect(review.targetMoved).toBeHidden();
  await expect(review.target).toContainText(published.pools.worker as string);
  await expect(review.dialog.getByTestId('diff-count-downgraded')).toHaveText('412');
  await expect(review.confirm).toBeDisabled(); // a downgrade needs its acknowledgement
  await review.acknowledgeDowngrades.check();
  await expect(review.confirm).toBeEnabled();
  expect((await demo.requests()).filter((r) => r.method === 'PATCH')).toHaveLength(0);
});

test('while the pools cannot be read again, the review cannot be confirmed, and says why', async ({
  demo,
  osUpdates,
  review,
}) => {
  await osUpdates.goto();
  await review.open('worker');
  await expect(review.confirm).toBeEnabled();
  await demo.fault({ method: 'GET', path: '/machineconfigpools', status: 503, message: 'etcdserver: leader changed' });
  // The API server restarts: the pools' watch ends, resuming it is 410 Gone, and listing again
  // fails: what is shown may no longer be what the pool is.
  await demo.restartWatches();
  await expect(review.blocked).toContainText('The pool could not be read again: approval waits until it is current.', {
    timeout: 40_000,
  });
  await expect(review.confirm).toBeDisabled();
  await demo.clearFaults();
  await expect(review.confirm).toBeEnabled({ timeout: 40_000 });
  expect((await demo.requests()).filter((r) => r.method === 'PATCH')).toHaveLength(0);
});
