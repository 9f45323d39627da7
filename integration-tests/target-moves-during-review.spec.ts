import { expect, test } from './fixtures';
import { HeldWatch } from './support/held-watch';

test(
  'the target moves, then the admin confirms: 422, nothing changes, the new review waits for its diff',
  { tag: '@core' },
  async ({ page, demo, osUpdates, review }) => {
    const reviewed = (await demo.pool('worker')).spec.configuration.name;
    const poolEvents = await HeldWatch.on(page, /\/machineconfigpools\?.*watch=true/);
    await osUpdates.goto();
    await review.open('worker');
    await expect(review.target).toContainText(reviewed);

    // A new release lands while the admin reads, before the page hears of it (its pools' watch
    // is held back); its release info is slow to list.
    poolEvents.hold();
    const published = await demo.publishRelease('2023-10-09-promote');
    await demo.fault({
      method: 'GET',
      path: '/namespaces/openshift-machine-config-operator/configmaps',
      delayMs: 2500,
    });
    const sawMissing = await osUpdates.recordAppearances('no-release-info');
    await review.confirm.click();
    poolEvents.release();

    await expect(review.error).toContainText(
      'The target of worker moved after you opened this review: nothing was changed',
    );
    // kube-apiserver's own words follow, as it sends them.
    await expect(review.error).toContainText('the server rejected our request due to an error in our request');
    await expect(review.target).toContainText(published.pools.worker as string);
    // The new target's package list is read before the new review is shown: never "missing".
    await expect(review.dialog.getByTestId('diff-count-downgraded')).toHaveText('412');
    expect(await sawMissing()).toBe(false);
    await expect(review.confirm).toBeDisabled();
    await review.acknowledgeDowngrades.check();
    await expect(review.confirm).toBeEnabled();

    const pool = await demo.pool('worker');
    expect(pool.spec.paused).toBe(true);
    expect(pool.spec.configuration.name).toBe(published.pools.worker);
    const patches = (await demo.requests()).filter((r) => r.method === 'PATCH');
    expect(patches.map((p) => p.status)).toEqual([422]);
  },
);
