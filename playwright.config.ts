import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_API_PORT, DEMO_PORT } from './integration-tests/support/environment';

/** Playwright drives Debian's Chromium against the console shell and the demo cluster. */
export default defineConfig({
  testDir: 'integration-tests',
  // One demo cluster for the run; each test resets it, so tests run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${DEMO_PORT}`,
    viewport: { width: 1400, height: 1000 },
    // The console's convention, and DESIGN section 7's contract.
    testIdAttribute: 'data-test',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx tsx dev/start.ts --port ${DEMO_PORT} --api-port ${DEMO_API_PORT} --step-ms 0 --no-controller`,
    url: `http://127.0.0.1:${DEMO_API_PORT}/version`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
  },
});
