import { test as base, expect } from '@playwright/test';
import { DemoCluster } from './support/demo-cluster';
import { OsUpdatesPage } from './support/os-updates-page';
import { PoolDetailsPage } from './support/pool-details-page';

interface Fixtures {
  demo: DemoCluster;
  osUpdates: OsUpdatesPage;
  poolDetails: PoolDetailsPage;
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
});

export { expect };
