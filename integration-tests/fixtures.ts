import { test as base, expect } from '@playwright/test';
import { DemoCluster } from './support/demo-cluster';
import { OsUpdatesPage } from './support/os-updates-page';
import { PoolDetailsPage } from './support/pool-details-page';
import { ReviewDialog } from './support/review-dialog';

interface Fixtures {
  demo: DemoCluster;
  osUpdates: OsUpdatesPage;
  poolDetails: PoolDetailsPage;
  review: ReviewDialog;
}

/** Every test starts from the seeded demo cluster, with page objects ready. */
export const test = base.extend<Fixtures>({
  demo: [
    async ({}, use) => {
      const demo = new DemoCluster();
      await demo.reset();
      await use(demo);
    },
    { auto: true },
  ],
  osUpdates: async ({ page }, use) => use(new OsUpdatesPage(page)),
  poolDetails: async ({ page }, use) => use(new PoolDetailsPage(page)),
  review: async ({ page }, use) => use(new ReviewDialog(page)),
});

export { expect };
