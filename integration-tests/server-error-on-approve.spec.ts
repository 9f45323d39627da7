import { expect, test } from './fixtures';

test('the API answers 500 to the approval after applying it: no second patch, the page shows the truth', async ({
  demo,
  osUpdates,
  review,
}) => {
  await demo.fault({
    method: 'PATCH',
    path: '/machineconfigpools/worker',
    status: 500,
    message: 'etcdserver: request timed out',
    afterApply: true,
    times: 1,
  });
  await osUpdates.goto();
  await review.open('worker');
  await review.confirm.click();
  await expect(review.error).toContainText('The API server did not confirm the approval');
  await expect(review.error).toContainText('it is unpaused, so the approval took effect');
  await expect(review.confirm).toBeDisabled();
  await review.dialog.locator('footer').getByRole('button', { name: 'Close' }).click();
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'updating');
  expect((await demo.requests()).filter((r) => r.method === 'PATCH')).toHaveLength(1);
});

test('the API answers 500 without applying: still paused, nothing resent until the admin confirms again', async ({
  demo,
  osUpdates,
  review,
}) => {
  await demo.fault({ method: 'PATCH', path: '/machineconfigpools/worker', status: 503, times: 1 });
  await osUpdates.goto();
  await review.open('worker');
  await review.confirm.click();
  await expect(review.error).toContainText('it is still paused, nothing rolls out');
  expect((await demo.requests()).filter((r) => r.method === 'PATCH')).toHaveLength(1);
  expect((await demo.pool('worker')).spec.paused).toBe(true);
  await review.confirm.click();
  await expect(review.dialog).toBeHidden();
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'updating');
  expect((await demo.requests()).filter((r) => r.method === 'PATCH').map((r) => r.status)).toEqual([503, 200]);
});
