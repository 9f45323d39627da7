import { expect, test } from './fixtures';

test('the target moves while the review is open: 422, nothing changes, the new diff is shown', async ({
  demo,
  osUpdates,
  review,
}) => {
  const reviewed = (await demo.pool('worker')).spec.configuration.name;
  await osUpdates.goto();
  await review.open('worker');
  await expect(review.target).toContainText(reviewed);

  // A new release lands while the admin reads: the pool's target moves.
  const published = await demo.publishRelease('2023-10-09-promote');
  await review.confirm.click();

  await expect(review.error).toContainText(
    'The target of worker moved after you opened this review: nothing was changed',
  );
  await expect(review.error).toContainText('testing value /spec/configuration/name failed');
  await expect(review.target).toContainText(published.pools.worker as string);
  // The fresh review is of the new image: a Fedora 38 build, many packages go back.
  await expect(review.dialog.getByTestId('diff-count-downgraded')).not.toHaveText('0');

  const pool = await demo.pool('worker');
  expect(pool.spec.paused).toBe(true);
  expect(pool.spec.configuration.name).toBe(published.pools.worker);
  const patches = (await demo.requests()).filter((r) => r.method === 'PATCH');
  expect(patches.map((p) => p.status)).toEqual([422]);
  await expect(review.confirm).toBeEnabled();
});
