import { test as base, expect } from '@playwright/test';
import { ConsoleChrome, type ConsoleKind } from './support/console-chrome';
import { DemoCluster } from './support/demo-cluster';
import { OsUpdatesPage } from './support/os-updates-page';
import { PoolDetailsPage } from './support/pool-details-page';
import { ReviewDialog } from './support/review-dialog';
import { DEMO_PORT, KUBE_DEMO_API_URL } from './support/environment';
import { kubeConsole, REAL_CONSOLES } from './support/real-consoles';

/** Which console a project runs in (playwright.config.ts). */
export interface ConsoleOptions {
  consoleKind: ConsoleKind;
  /** The API server behind the console: the demo's own, or kube-apiserver (`npm start -- --kube`). */
  upstream: 'demo' | 'kube';
}

interface Fixtures {
  /** A real console's copy served to the read-only viewer (this worker's slot). */
  viewerURL: string | undefined;
  demo: DemoCluster;
  console: ConsoleChrome;
  osUpdates: OsUpdatesPage;
  poolDetails: PoolDetailsPage;
  review: ReviewDialog;
}

/**
 * Every test starts from the seeded demo cluster, with page objects ready; the same page
 * objects serve the console shell and the real consoles.
 */
export const test = base.extend<Fixtures & ConsoleOptions>({
  consoleKind: ['shell', { option: true }],
  upstream: ['demo', { option: true }],
  // The console of this worker's slot (environment.ts); a spec's own demo sets its own with test.use.
  baseURL: async ({ consoleKind, upstream }, use) => {
    const real = upstream === 'kube' ? kubeConsole() : REAL_CONSOLES.find((c) => c.name === consoleKind);
    await use(`http://127.0.0.1:${real ? real.port : DEMO_PORT}`);
  },
  viewerURL: async ({ consoleKind, upstream }, use) => {
    const real = upstream === 'kube' ? kubeConsole() : REAL_CONSOLES.find((c) => c.name === consoleKind);
    await use(real ? `http://127.0.0.1:${real.viewerPort}` : undefined);
  },
  demo: [
    async ({ upstream }, use) => {
      // kube-apiserver's demo is seeded once, at its start: its spec is one story from there.
      const demo = new DemoCluster(upstream === 'kube' ? KUBE_DEMO_API_URL : undefined);
      if (upstream === 'demo') await demo.reset();
      await use(demo);
    },
    { auto: true },
  ],
  console: async ({ page, consoleKind, viewerURL }, use) => use(new ConsoleChrome(page, consoleKind, viewerURL)),
  osUpdates: async ({ page, console }, use) => use(new OsUpdatesPage(page, console)),
  poolDetails: async ({ page, console }, use) => use(new PoolDetailsPage(page, console)),
  review: async ({ page }, use) => use(new ReviewDialog(page)),
});

export { expect };
