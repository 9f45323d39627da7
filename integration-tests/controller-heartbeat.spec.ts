import { expect, test } from './fixtures';

/** A Lease's renewTime is a MicroTime: six fractional digits, or kube-apiserver refuses it. */
const microTime = (date: Date) => date.toISOString().replace(/Z$/, '000Z');

const lease = (renewTime: string, leaseDurationSeconds = 15) =>
  JSON.stringify({
    apiVersion: 'coordination.k8s.io/v1',
    kind: 'Lease',
    metadata: { name: 'os-update-controller', namespace: 'os-update-plugin' },
    spec: { holderIdentity: 'os-update-controller-7d9f-abcde', leaseDurationSeconds, renewTime },
  });

test('the page says when the OS update controller is not running, and what that means for the gate', async ({
  page,
  demo,
  osUpdates,
  review,
}) => {
  await osUpdates.goto();
  await expect(page.getByTestId('controller-not-running')).toContainText('The OS update controller is not running');
  await review.open('worker');
  await review.confirm.click();
  await expect(review.dialog).toBeHidden();
  await expect(osUpdates.pool('worker').getByTestId('gate-policy')).toContainText(
    'the API server holds the next OS update for review',
  );

  // A replica renews its Lease: the heartbeat is there.
  await demo.apply(lease(microTime(new Date())));
  await page.reload();
  await expect(osUpdates.pool('worker').getByTestId('gate-policy')).toContainText(
    'the OS update controller holds this pool again after the rollout',
  );
  await expect(page.getByTestId('controller-not-running')).toHaveCount(0);
});

test("a browser clock half an hour fast still sees the controller running: its heartbeat is read on the cluster's clock @core", async ({
  page,
  demo,
  osUpdates,
  review,
}) => {
  // Renewed now, seen as running for 10 minutes (twice 300 s): the test needs far less, and the
  // browser's clock, 30 minutes ahead, would see a renewal 30 minutes old.
  await demo.apply(lease(microTime(new Date()), 300));
  await page.clock.install({ time: Date.now() + 30 * 60_000 });
  await osUpdates.goto();
  await review.open('worker');
  await review.confirm.click();
  await expect(review.dialog).toBeHidden();
  await expect(osUpdates.pool('worker').getByTestId('gate-policy')).toContainText(
    'the OS update controller holds this pool again after the rollout',
  );
  await expect(page.getByTestId('controller-not-running')).toHaveCount(0);
});

test("the controller's Event about an image it cannot read is shown beside the missing package list", async ({
  demo,
  osUpdates,
}) => {
  await demo.kubectl('delete', 'cm', '-n', 'openshift-machine-config-operator', 'os-release-info-40.20241019.3.0');
  await demo.apply(
    JSON.stringify({
      apiVersion: 'v1',
      kind: 'Event',
      metadata: { name: 'worker.18c1', namespace: 'default' },
      involvedObject: { apiVersion: 'machineconfiguration.openshift.io/v1', kind: 'MachineConfigPool', name: 'worker' },
      type: 'Warning',
      reason: 'ReleaseInfoUnavailable',
      message:
        'cannot publish release info for quay.io/openshift-release-dev/ocp-v4.0-art-dev@sha256:… (x86_64): quay.io: authentication failed (401)',
      lastTimestamp: new Date().toISOString(),
    }),
  );
  await osUpdates.goto();
  await expect(osUpdates.pool('worker').getByTestId('release-info-event')).toContainText(
    'The OS update controller could not publish it: cannot publish release info for',
  );
  await expect(osUpdates.pool('worker').getByTestId('release-info-event')).toContainText('authentication failed (401)');
  await expect(osUpdates.pool('master').getByTestId('release-info-event')).toHaveCount(0);
});
