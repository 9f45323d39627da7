import { expect, test } from './fixtures';

const GATE = 'os-updates.openshift.io/gate';

test('approve with "review every OS update": recorded on the pool, and after the rollout the card says the pool stays open', async ({
  demo,
  osUpdates,
  review,
}) => {
  await osUpdates.goto();
  await review.open('worker');
  await expect(review.reviewEachUpdate).toBeChecked();
  await review.confirm.click();
  await expect(review.dialog).toBeHidden();
  expect((await demo.pool('worker')).metadata.annotations?.[GATE]).toBe('review-each-update');

  const worker = osUpdates.pool('worker');
  await expect(worker.getByTestId('pool-gate')).toHaveAttribute('data-gate', 'rolling-out');
  // No controller in this demo: the API server's policies hold the next target, not the pool.
  await expect(worker.getByTestId('gate-policy')).toContainText('the API server holds the next OS update for review');
  await demo.rollOut('worker');
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'up-to-date');
  await expect(worker.getByTestId('pool-gate')).toHaveAttribute('data-gate', 'open');
  await expect(worker.getByTestId('gate-policy')).toContainText('no machine gets a target that was not approved here');
  await expect(worker.getByTestId('hold')).toBeVisible();
});

test('approve once: no policy recorded; the next release rolls out unreviewed and is flagged', async ({
  demo,
  osUpdates,
  review,
}) => {
  await osUpdates.goto();
  await review.open('worker');
  await review.reviewEachUpdate.uncheck();
  await review.confirm.click();
  await expect(review.dialog).toBeHidden();
  expect((await demo.pool('worker')).metadata.annotations?.[GATE]).toBeUndefined();
  await demo.rollOut('worker');
  const worker = osUpdates.pool('worker');
  await expect(worker.getByTestId('pool-gate')).toHaveAttribute('data-gate', 'open');
  await expect(worker.getByTestId('pool-gate')).toContainText('OS updates roll out as soon as they are published');
  await expect(worker.getByTestId('gate-policy')).toHaveCount(0);
  await expect(worker.getByTestId('rollout-complete')).toContainText('The approved update is applied');

  // The open pool takes the next release with no review.
  await demo.publishRelease('2023-10-09-promote');
  await demo.rollOut('worker');
  await expect(worker.getByTestId('rolled-out-without-review')).toContainText('Rolled out without review', {
    timeout: 30_000,
  });
  await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'up-to-date');
  await expect(worker.getByTestId('rollout-complete')).toHaveCount(0);
});

test('master: "review every OS update" is off by default, with the reason, and asking for it warns', async ({
  demo,
  osUpdates,
  review,
}) => {
  await demo.kubectl('patch', 'mcp', 'master', '--type=merge', '-p', '{"spec":{"paused":true}}');
  await demo.publishRelease();
  await osUpdates.goto();
  await review.open('master');
  await expect(review.reviewEachUpdate).not.toBeChecked();
  await expect(review.dialog).toContainText(
    'a paused master pool keeps the machine-config operator from finishing a cluster upgrade',
  );
  await expect(review.dialog.getByTestId('master-gate-warning')).toHaveCount(0);

  await review.reviewEachUpdate.check();
  await expect(review.dialog.getByTestId('master-gate-warning')).toContainText(
    'The master pool would stay paused between updates',
  );
  // No controller runs in this demo: the review says that nothing would pause it again yet.
  await expect(review.dialog).toContainText(
    'Nothing holds the pool again yet (the OS update controller is not running)',
  );
  await review.reviewEachUpdate.uncheck();
  await expect(review.dialog.getByTestId('master-gate-warning')).toHaveCount(0);
});
