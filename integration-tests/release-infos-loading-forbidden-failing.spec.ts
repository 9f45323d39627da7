import { expect, test } from './fixtures';

const RELEASE_INFOS = '/namespaces/openshift-machine-config-operator/configmaps';

test('release infos slow to list: a skeleton, never "no release info", and approval waits for the diff', async ({
  demo,
  osUpdates,
  review,
}) => {
  // Every list of release infos is held until the spec lets them go.
  await demo.fault({ method: 'GET', path: RELEASE_INFOS, hold: true });
  await osUpdates.goto();
  const sawMissing = await osUpdates.recordAppearances('no-release-info');
  const worker = osUpdates.pool('worker');
  await expect(worker.getByText('Loading release infos')).toBeAttached();
  await review.open('worker');
  await expect(review.confirm).toBeDisabled();
  await expect(review.blocked).toContainText('Loading the package lists: approval waits until they are shown.');

  await demo.clearFaults();
  await expect(review.dialog.getByTestId('diff-count-upgraded')).toHaveText('24');
  await expect(review.confirm).toBeEnabled();
  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
  expect(await sawMissing()).toBe(false);
});

test('release infos forbidden: the error names the namespace and the Role, and approving needs an acknowledgement', async ({
  demo,
  osUpdates,
  review,
}) => {
  await demo.fault({
    method: 'GET',
    path: RELEASE_INFOS,
    status: 403,
    message:
      'configmaps is forbidden: User "alice" cannot list resource "configmaps" in API group "" in the namespace "openshift-machine-config-operator"',
  });
  await osUpdates.goto();
  const error = osUpdates.pool('worker').getByTestId('release-info-error');
  await expect(error).toContainText('You may not read release infos');
  await expect(error).toContainText('openshift-machine-config-operator');
  await expect(error).toContainText('os-update-release-info-reader');
  await expect(error).toContainText('User "alice" cannot list resource "configmaps"');
  await expect(osUpdates.pool('worker')).not.toContainText('publish a release-info ConfigMap');

  await review.open('worker');
  await expect(review.dialog.getByTestId('release-info-error')).toContainText('You may not read release infos');
  await expect(review.confirm).toBeDisabled();
  await expect(review.blocked).toContainText('Approve without seeing the package changes');
  await review.acknowledgeNoDiff.check();
  await expect(review.confirm).toBeEnabled();
});

test('release infos failing: the server message with a retry that works once the API is back', async ({
  demo,
  osUpdates,
}) => {
  await demo.fault({ method: 'GET', path: RELEASE_INFOS, status: 500, message: 'etcdserver: leader changed' });
  await osUpdates.goto();
  const error = osUpdates.pool('worker').getByTestId('release-info-error');
  await expect(error).toContainText('Release infos could not be read (500)');
  await expect(error).toContainText('etcdserver: leader changed');
  await expect(osUpdates.pool('worker')).not.toContainText('publish a release-info ConfigMap');

  await demo.clearFaults();
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
  await expect(osUpdates.pool('worker').getByTestId('release-info-error')).toHaveCount(0);
});

test('right after a release is published, its release info is read before anything says it is missing', async ({
  demo,
  osUpdates,
}) => {
  await osUpdates.goto();
  await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
  const sawMissing = await osUpdates.recordAppearances('no-release-info');
  await demo.publishRelease('2023-10-09-promote');
  await expect(osUpdates.diffCount('worker', 'downgraded')).toHaveText('412', { timeout: 30_000 });
  expect(await sawMissing()).toBe(false);
});
