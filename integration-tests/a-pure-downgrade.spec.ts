import { expect, test } from './fixtures';

test(
  'a pure downgrade (Fedora 40 → 38) looks like one and needs its own acknowledgement',
  { tag: '@core' },
  async ({ page, demo, osUpdates, review }) => {
    await demo.publishRelease('2023-10-09-promote');
    await osUpdates.goto();
    const state = osUpdates.poolState('worker');
    await expect(state).toHaveAttribute('data-state', 'awaiting-approval');
    await expect(state).toHaveAttribute('data-direction', 'downgrade');
    await expect(state).toHaveText('Downgrade available, awaiting approval');
    await expect(osUpdates.pool('worker').getByTestId('approve')).toHaveClass(/pf-m-danger/);
    // The summary at the top names it too, before any card is read.
    const summary = page.getByTestId('waiting-worker').getByTestId('waiting-change');
    await expect(summary).toHaveAttribute('data-change', 'os-downgrade');
    await expect(summary).toContainText(/^Downgrade: OS 40\.\S+ → 38\.\S+/);

    await review.open('worker');
    await expect(review.dialog).toHaveAccessibleName('Review the downgrade of pool worker');
    // The number of downgrades comes first, before the counts.
    const downgrades = review.dialog.getByTestId('review-downgrades');
    await expect(downgrades).toHaveText(/412 packages are downgraded/);
    // The downgrades under their heading (12 shown); the key package added (podman-plugins) apart.
    const listed = downgrades.getByTestId('review-downgrade-list').getByRole('listitem');
    await expect(listed).toHaveCount(13);
    await expect(listed.last()).toHaveText('and 400 more');
    const keyPackages = review.dialog.getByTestId('review-notable').getByRole('listitem');
    await expect(keyPackages).toHaveCount(1);
    await expect(keyPackages).toContainText('podman-plugins');
    await expect(review.confirm).toHaveText('Approve the downgrade and roll out');
    await expect(review.confirm).toBeDisabled();
    await review.acknowledgeDowngrades.check();
    await review.confirm.click();
    await expect(review.dialog).toBeHidden();
    expect((await demo.pool('worker')).spec.paused).toBe(false);
  },
);
