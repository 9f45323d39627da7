import { expect, test } from './fixtures';

/** A file policy an admin adds: the operator has to observe it before the daemons use it. */
const POLICY = JSON.stringify({
  spec: {
    nodeDisruptionPolicy: {
      files: [{ path: '/etc/motd', actions: [{ type: 'None' }] }],
    },
  },
});

test(
  'the review says when the cluster changes the forecast: a single node is rebooted without a drain, a policy not yet observed makes the daemon wait',
  { tag: '@core' },
  async ({ page, demo, osUpdates, review }) => {
    await demo.kubectl(
      'patch',
      'infrastructure',
      'cluster',
      '--subresource=status',
      '--type=merge',
      '-p',
      '{"status":{"controlPlaneTopology":"SingleReplica"}}',
    );
    await osUpdates.goto();
    const label = await osUpdates.workOutDisruption('worker');
    await expect(label).toHaveText('Reboots without a drain');
    await review.open('worker');
    await expect(review.disruption).toContainText('Reboots every machine without a drain: 6 in all, 1 at a time');
    const caveats = review.disruption.getByTestId('disruption-caveat');
    await expect(caveats.and(page.locator('[data-caveat="single-node-skips-drain"]'))).toContainText(
      'Single-node cluster: the machine-config daemon never drains it',
    );
    await review.cancel.click();

    // An admin edits the policy; until the operator observes it, the daemon would wait.
    await demo.kubectl('patch', 'machineconfiguration', 'cluster', '--type=merge', '-p', POLICY);
    await page.reload();
    await review.open('worker');
    await expect(review.disruption).toHaveAttribute('data-outcome', 'waits');
    await expect(caveats.and(page.locator('[data-caveat="policy-not-observed"]'))).toContainText(
      'The node disruption policy has not been observed yet (generation 2, observed 1)',
    );
    await review.cancel.click();

    await demo.tick(); // the operator writes the merged policy to the status
    await page.reload();
    await review.open('worker');
    await expect(review.disruption).toHaveAttribute('data-outcome', 'applies');
    await expect(review.disruption.locator('[data-caveat="policy-not-observed"]')).toHaveCount(0);
  },
);
