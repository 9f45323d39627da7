import { expect, test } from './fixtures';

test(
  'the page says first which pools wait and for what, before any scroll; a config-only card names what changes; Review opens from the summary',
  { tag: '@core' },
  async ({ page, demo, osUpdates, review }) => {
    // As deployed: the controller beside the plugin has summarized each move.
    await demo.publishConfigSummaries();
    await page.setViewportSize({ width: 1440, height: 900 });
    await osUpdates.goto();
    const summary = page.getByRole('region', { name: 'Waiting for your review' });
    const worker = summary.getByTestId('waiting-worker');
    const infra = summary.getByTestId('waiting-infra');
    await expect(worker.getByTestId('waiting-change')).toContainText('OS 40.20241006.3.0 → 40.20241019.3.0');
    await expect(worker).toContainText('6 machines');
    await expect(worker.getByTestId('pool-disruption')).toHaveText('Drains and reboots');
    await expect(infra.getByTestId('waiting-change')).toHaveText('Configuration only: 2 files, 1 kernel argument');
    await expect(infra).toContainText('2 machines');
    // Both are on the first screen; master, up to date, is not in the summary.
    await expect(worker).toBeInViewport();
    await expect(infra).toBeInViewport();
    await expect(summary.getByTestId('waiting-master')).toHaveCount(0);

    // infra's card names its files and kernel argument, not only "configuration-only".
    const brief = osUpdates.pool('infra').getByRole('list', { name: 'What the configuration change does' });
    await expect(brief).toContainText('File /etc/sysctl.d/99-infra-tuning.conf added');
    await expect(brief).toContainText('File /etc/node-sizing-enabled.env changed');
    await expect(brief).toContainText('Kernel argument nosmt added');
    // An up-to-date pool has no waves to speak of.
    await expect(osUpdates.pool('master')).not.toContainText('waves left');

    await summary.getByRole('button', { name: 'Review the update of pool infra' }).click();
    await expect(review.dialog).toBeVisible();
    await expect(review.dialog).toHaveAccessibleName('Review the update of pool infra');
    // A configuration change is not spoken of as an OS version rolling out.
    await expect(review.dialog).toHaveAccessibleDescription(
      'Pool infra: a configuration change, the OS stays 40.20241019.3.0',
    );
    await review.confirm.click();
    await expect(review.dialog).toBeHidden();
    await expect(summary).toContainText('Approved: rolling out the configuration change to infra');
    await demo.tick();
    await expect(osUpdates.pool('infra').getByTestId('rollout-progress')).toContainText(
      'Rolling out the new configuration',
    );
  },
);
