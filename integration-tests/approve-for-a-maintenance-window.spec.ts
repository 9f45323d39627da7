import { expect, test } from './fixtures';
import type { ReviewDialog } from './support/review-dialog';

const WINDOW = 'os-updates.openshift.io/maintenance-window';

async function approveForAWindow(review: ReviewDialog, start: number) {
  await review.open('worker');
  await review.inAWindow(start, '1 hour');
  await expect(review.dialog.getByTestId('window-time-zone')).toContainText('Stored as UTC');
  // Six machines one at a time do not fit in an hour at about 15 minutes each.
  await expect(review.dialog.getByTestId('window-too-short')).toContainText('worker needs about 2 windows');
  await expect(review.confirm).toHaveText('Approve for the window');
  await review.confirm.click();
  await expect(review.dialog).toBeHidden();
}

test(
  'approved for a window a minute ahead: held until it opens, rolls out inside it, held again at its end with machines left',
  { tag: '@core' },
  async ({ demo, osUpdates, review }) => {
    const stop = demo.startController();
    try {
      await osUpdates.goto();
      const target = (await demo.pool('worker')).spec.configuration.name;
      const start = await demo.windowStartAhead();
      await approveForAWindow(review, start);

      const panel = osUpdates.pool('worker').getByTestId('pool-window');
      await expect(panel).toHaveAttribute('data-phase', 'waiting');
      await expect(panel).toContainText('Approved for a maintenance window');
      await expect(panel.getByTestId('window-machines-left')).toContainText('6 of 6 machines left to update');
      const recorded = JSON.parse((await demo.pool('worker')).metadata.annotations?.[WINDOW] ?? '{}');
      expect(recorded).toMatchObject({
        target,
        start: new Date(start).toISOString().replace('.000Z', 'Z'),
        durationMinutes: 60,
        repeat: 'once',
      });
      // Nothing moves before the window, however often the machine-config controller steps.
      await demo.tick(3);
      expect((await demo.pool('worker')).spec.paused).toBe(true);
      expect((await demo.pool('worker')).status.updatedMachineCount ?? 0).toBe(0);

      await demo.advanceClock((start - (await demo.now())) / 1000 + 5);
      await expect
        .poll(async () => (await demo.poolEvents('worker')).find((e) => e.reason === 'MaintenanceWindowStarted'))
        .toMatchObject({ type: 'Normal', message: expect.stringContaining(`${target} rolls out`) });
      await expect(panel).toHaveAttribute('data-phase', 'open');
      const opened = await demo.pool('worker');
      expect(opened.spec.paused).toBe(false);
      expect(opened.metadata.annotations?.['os-updates.openshift.io/approved-config']).toBe(target);

      await demo.tick(2); // worker-0 updated, worker-1 updating
      await demo.advanceClock(61 * 60);
      await expect
        .poll(async () => (await demo.poolEvents('worker')).find((e) => e.reason === 'MaintenanceWindowEnded'))
        .toMatchObject({ type: 'Normal', message: expect.stringContaining('machines not updated') });
      await expect(panel).toHaveAttribute('data-phase', 'ended');
      await expect(panel).toContainText('Maintenance window ended with 5 machines left');
      expect((await demo.pool('worker')).spec.paused).toBe(true);
      // The machine that was updating finishes, as the MCO does; no other starts.
      await demo.tick(3);
      const held = await demo.pool('worker');
      expect(held.status.updatedMachineCount).toBe(2);
      expect(held.spec.paused).toBe(true);
      await expect(osUpdates.pool('worker').getByTestId('pool-gate')).toHaveAttribute('data-gate', 'held');
      await expect(panel.getByTestId('window-machines-left')).toContainText('4 of 6 machines left to update');
    } finally {
      await stop();
    }
  },
);

test(
  "a target that moved before the window's start is refused and reported; the pool stays held",
  { tag: '@core' },
  async ({ demo, osUpdates, review }) => {
    const stop = demo.startController();
    try {
      await osUpdates.goto();
      const reviewed = (await demo.pool('worker')).spec.configuration.name;
      const start = await demo.windowStartAhead();
      await approveForAWindow(review, start);
      const { pools } = await demo.publishRelease();
      const moved = pools.worker!;
      expect(moved).not.toBe(reviewed);

      await demo.advanceClock((start - (await demo.now())) / 1000 + 5);
      await expect
        .poll(async () => (await demo.poolEvents('worker')).find((e) => e.reason === 'MaintenanceWindowStarted'))
        .toMatchObject({
          type: 'Warning',
          message: expect.stringContaining(`the pool now targets ${moved}, not the approved ${reviewed}`),
        });
      const panel = osUpdates.pool('worker').getByTestId('pool-window');
      await expect(panel).toHaveAttribute('data-phase', 'refused');
      await expect(panel.getByTestId('window-refused')).toContainText(`not the approved ${reviewed}`);
      await demo.tick(3);
      const pool = await demo.pool('worker');
      expect(pool.spec.paused).toBe(true);
      expect(pool.status.updatedMachineCount ?? 0).toBe(0);
      expect(pool.metadata.annotations?.['os-updates.openshift.io/approved-config']).toBeUndefined();

      // The admin cancels the window; the new target waits for a review.
      await panel.getByRole('button', { name: 'Cancel the window' }).click();
      await expect(panel).toBeHidden();
      expect((await demo.pool('worker')).metadata.annotations?.[WINDOW]).toBeUndefined();
    } finally {
      await stop();
    }
  },
);

test(
  "with the browser's clock half an hour fast, a window two minutes ahead on the cluster's clock is accepted and counted down on it",
  { tag: '@core' },
  async ({ page, demo, osUpdates, review }) => {
    // The controller opens the window on the cluster's clock; the browser's would call it past.
    await page.clock.install({ time: Date.now() + 30 * 60_000 });
    await osUpdates.goto();
    await approveForAWindow(review, await demo.windowStartAhead());
    const panel = osUpdates.pool('worker').getByTestId('pool-window');
    await expect(panel).toHaveAttribute('data-phase', 'waiting');
    await expect(panel).toContainText(/Approved for a maintenance window: starts in [1-5] minutes?/);
  },
);
