import { expect, test } from './fixtures';

/**
 * Console 5.0 in front of the real kube-apiserver (`npm start -- --kube`): the same seed, the
 * gate's policies and RBAC as a cluster runs them, the simulated node controller an API client.
 * One story, from the demo as it started.
 */
test(
  'on kube-apiserver: the viewer sees no action; the admin reviews worker, approves, and the reviewed target rolls out to every machine',
  { tag: '@kube-apiserver' },
  async ({ page, console, demo, osUpdates, review }) => {
    await console.logInAsViewer('/os-updates');
    await expect(osUpdates.diffCount('worker', 'upgraded')).toHaveText('24');
    // kube-apiserver's access review says the viewer may not patch pools.
    await expect(page.getByTestId('no-permission')).toContainText(
      'approving needs the "patch" permission on MachineConfigPools',
    );
    await expect(page.getByTestId('approve')).toHaveCount(0);

    const target = (await demo.pool('worker')).spec.configuration.name;
    await osUpdates.goto();
    await review.open('worker');
    await expect(review.target).toContainText(target);
    await expect(review.dialog.getByTestId('diff-count-upgraded')).toHaveText('24');
    await review.confirm.click();
    await expect(review.dialog).toBeHidden();
    await expect(osUpdates.pool('worker').getByTestId('approve-success')).toContainText(
      'Approved: rolling out 40.20241019.3.0 to worker',
    );
    // What the page wrote is what kube-apiserver stored, past the gate's policies.
    const approved = await demo.pool('worker');
    expect(approved.spec.paused).toBe(false);
    expect(approved.metadata.annotations?.['os-updates.openshift.io/approved-config']).toBe(target);

    const progress = osUpdates.pool('worker').getByTestId('rollout-progress');
    await demo.tick(3);
    await expect(progress).toContainText('2 of 6 updated, 1 updating');
    await demo.rollOut('worker');
    await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'up-to-date');
    await expect(osUpdates.pool('worker')).toContainText('6 of 6 machines updated');
    await expect(osUpdates.pool('worker').getByTestId('rollout-complete')).toContainText(
      `The approved update is applied: 40.20241019.3.0 (${target})`,
    );
  },
);
