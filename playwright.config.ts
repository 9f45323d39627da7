import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_API_PORT, DEMO_PORT } from './integration-tests/support/environment';
import type { ConsoleOptions } from './integration-tests/fixtures';
import {
  HAVE_REAL_CONSOLES,
  REAL_CONSOLE_DIR,
  REAL_CONSOLES,
  REAL_CONSOLES_READY_PORT,
} from './integration-tests/support/real-consoles';

if (!HAVE_REAL_CONSOLES)
  console.log(`No real console builds in ${REAL_CONSOLE_DIR}: running the console shell's projects only.`);

/**
 * The console shell runs every spec; each real console runs the core stories (tagged @core)
 * and records the SDK's contract (@sdk-contract); what only one console has is tagged with its name.
 */
const projects: PlaywrightTestConfig<ConsoleOptions>['projects'] = [
  {
    name: 'shell',
    grepInvert: /@console-5\.0|@sdk-contract/,
    use: { baseURL: `http://127.0.0.1:${DEMO_PORT}`, consoleKind: 'shell' },
  },
  ...(HAVE_REAL_CONSOLES
    ? REAL_CONSOLES.map((c) => ({
        name: c.name,
        grep: c.name === 'console-5.0' ? /@core|@sdk-contract|@console-5\.0/ : /@core|@sdk-contract/,
        grepInvert: c.name === 'console-5.0' ? undefined : /@console-5\.0/,
        // The real console's 27 MB of JS loads with every new page.
        timeout: 120_000,
        expect: { timeout: 30_000 },
        use: {
          baseURL: `http://127.0.0.1:${c.port}`,
          consoleKind: c.name,
          viewerURL: `http://127.0.0.1:${c.viewerPort}`,
        },
      }))
    : []),
];

const webServer: PlaywrightTestConfig['webServer'] = [
  {
    command: `npx tsx dev/start.ts --port ${DEMO_PORT} --api-port ${DEMO_API_PORT} --step-ms 0 --no-controller`,
    url: `http://127.0.0.1:${DEMO_API_PORT}/version`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
  },
  ...(HAVE_REAL_CONSOLES
    ? [
        {
          command: 'npx tsx integration-tests/support/start-real-consoles.ts',
          url: `http://127.0.0.1:${REAL_CONSOLES_READY_PORT}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          stdout: 'ignore' as const,
        },
      ]
    : []),
];

/** Playwright drives Debian's Chromium against the console shell, the real consoles and the demo cluster. */
export default defineConfig<ConsoleOptions>({
  testDir: 'integration-tests',
  globalSetup: './integration-tests/support/global-setup.ts',
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
    viewport: { width: 1400, height: 1000 },
    // The console's convention, and DESIGN section 7's contract.
    testIdAttribute: 'data-test',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    // Recording a trace costs a fifth of a real console's test time; CI keeps no test-results/ to read one from.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects,
  webServer,
});
