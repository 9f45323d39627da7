import { expect, test } from './fixtures';

const SET = 'os-update-prestage-worker';

test(
  'approved for a window: the machines pre-pull the approved image before it opens; the set is gone after the rollout',
  { tag: '@core' },
  async ({ demo, osUpdates, review }) => {
    const stop = demo.startController();
    try {
      await osUpdates.goto();
      const target = (await demo.pool('worker')).spec.configuration.name;
      const targetImage = JSON.parse(await demo.kubectl('get', 'mc', target, '-o', 'json')).spec.osImageURL as string;
      const start = await demo.windowStartAhead();
      await review.open('worker');
      await review.inAWindow(start, '12 hours');
      await review.confirm.click();
      await expect(review.dialog).toBeHidden();

      // The controller lists a PinnedImageSet of exactly the approved image on the held pool.
      await expect
        .poll(
          async () =>
            ((await demo.pool('worker')) as { spec: { pinnedImageSets?: { name: string }[] } }).spec.pinnedImageSets,
        )
        .toEqual([{ name: SET }]);
      const set = JSON.parse(await demo.kubectl('get', 'pinnedimageset', SET, '-o', 'json'));
      expect(set.spec.pinnedImages.map((i: { name: string }) => i.name)).toContain(targetImage);
      await expect
        .poll(
          async () => (await demo.poolEvents('worker')).find((e) => e.reason === 'PrePullingApprovedImage')?.message,
        )
        .toContain(targetImage);

      const prestage = osUpdates.pool('worker').getByTestId('pool-prestage');
      await expect(prestage).toHaveAttribute('data-total', '6');
      await expect(prestage).toHaveAttribute('data-pulled', '0');
      await expect(prestage).toContainText('Pre-pulling the approved OS image: 0 of 6 machines have it');
      // The daemons pull while the pool is held, a few machines at a time.
      await demo.tick();
      await expect(prestage).toContainText('0 of 6 machines have it');
      await prestage.getByRole('button', { name: 'Show the machines' }).click();
      await expect(prestage.locator('[data-test="prestage-node"][data-state="pulling"]')).toHaveCount(3);
      await demo.tick();
      await expect(prestage).toHaveAttribute('data-pulled', '3');
      await expect(prestage.getByText('worker-0 Pulled')).toBeVisible();
      await demo.tick(2);
      await expect(prestage).toContainText('6 of 6 machines have it');
      expect((await demo.pool('worker')).spec.paused).toBe(true);
      expect((await demo.pool('worker')).status.updatedMachineCount ?? 0).toBe(0);

      // The window opens; the rollout runs to the end; the set goes with the approval.
      await demo.advanceClock((start - (await demo.now())) / 1000 + 5);
      await expect.poll(async () => (await demo.pool('worker')).spec.paused).toBe(false);
      await demo.rollOut('worker');
      await expect
        .poll(
          async () => ((await demo.pool('worker')) as { spec: { pinnedImageSets?: unknown[] } }).spec.pinnedImageSets,
        )
        .toBeUndefined();
      await expect
        .poll(async () => JSON.parse(await demo.kubectl('get', 'pinnedimagesets', '-o', 'json')).items.length)
        .toBe(0);
      await expect(osUpdates.pool('worker').getByTestId('pool-prestage')).toBeHidden();
      await expect(osUpdates.pool('worker').getByTestId('pool-window')).toBeHidden();
      await expect(osUpdates.poolState('worker')).toHaveAttribute('data-state', 'up-to-date');
    } finally {
      await stop();
    }
  },
);
