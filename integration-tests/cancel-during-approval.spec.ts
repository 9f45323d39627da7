import { expect, test } from './fixtures';

test('while the approval is in flight the review cannot be dismissed; then it says the rollout started', async ({
  page,
  demo,
  osUpdates,
  review,
}) => {
  // The approval is held at the API server until the spec lets it go: no clock to race.
  await demo.fault({ method: 'PATCH', path: '/machineconfigpools/worker', hold: true, times: 1 });
  await osUpdates.goto();
  await review.open('worker');
  await review.confirm.click();
  await expect(review.cancel).toBeDisabled();
  await expect(review.dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(review.dialog).toBeVisible();

  await demo.clearFaults();
  await expect(review.dialog).toBeHidden();
  await expect(osUpdates.pool('worker').getByTestId('approve-success')).toHaveText(
    /Approved: rolling out 40\.20241019\.3\.0 to worker/,
  );
  expect((await demo.requests()).filter((r) => r.method === 'PATCH').map((r) => r.status)).toEqual([200]);
});
