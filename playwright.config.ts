import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  demoApiPort,
  demoPort,
  E2E_WORKERS,
  kubeDemoApiPort,
  kubeDemoPort,
} from './integration-tests/support/environment';
import type { ConsoleOptions } from './integration-tests/fixtures';
import {
  HAVE_REAL_CONSOLES,
  REAL_CONSOLE_DIR,
  REAL_CONSOLES,
  realConsolesReadyPort,
} from './integration-tests/support/real-consoles';

// The real consoles judge the core stories: CI without them would pass on the shell alone.
if (!HAVE_REAL_CONSOLES && process.env.CI)
  throw new Error(
    `No real console builds in ${REAL_CONSOLE_DIR}: CI runs the core stories in them (a clone beside ../shared, or REAL_CONSOLE_DIR).`,
  );
if (!HAVE_REAL_CONSOLES)
  console.log(`No real console builds in ${REAL_CONSOLE_DIR}: running the console shell's projects only.`);

/**
 * Each real console runs the core stories (tagged @core) and records the SDK's contract
 * (@sdk-contract); what only one console has is tagged with its name. The console shell runs
 * every other spec, and the core stories too where no real console build is at hand: the real
 * consoles are the judges of a core story, and the shell's run of it proved nothing they do
 * not (it was a quarter of the run). Each worker reaches the servers of its own slot (the
 * fixtures set `baseURL` and `viewerURL`).
 */
const projects: PlaywrightTestConfig<ConsoleOptions>['projects'] = [
  {
    name: 'shell',
    grepInvert: HAVE_REAL_CONSOLES
      ? /@core|@console-5\.0|@sdk-contract|@kube-apiserver/
      : /@console-5\.0|@sdk-contract|@kube-apiserver/,
    use: { consoleKind: 'shell' },
  },
  ...(HAVE_REAL_CONSOLES
    ? REAL_CONSOLES.map((c) => ({
        name: c.name,
        grep: c.name === 'console-5.0' ? /@core|@sdk-contract|@console-5\.0/ : /@core|@sdk-contract/,
        // 5.0's own looks include what a spec tagged @not-on-5.0 checks.
        grepInvert: c.name === 'console-5.0' ? /@not-on-5\.0/ : /@console-5\.0/,
        // The real console's 27 MB of JS loads with every new page.
        timeout: 120_000,
        expect: { timeout: 30_000 },
        use: { consoleKind: c.name },
      }))
    : []),
  // The page's writes through console 5.0 on the real kube-apiserver (`npm start -- --kube`).
  ...(HAVE_REAL_CONSOLES
    ? [
        {
          name: 'console-5.0 on kube-apiserver',
          grep: /@kube-apiserver/,
          timeout: 120_000,
          expect: { timeout: 30_000 },
          use: { consoleKind: 'console-5.0' as const, upstream: 'kube' as const },
        },
      ]
    : []),
];

/** Each slot's demo cluster (environment.ts), and the real consoles of every slot in front of them. */
const webServer: PlaywrightTestConfig['webServer'] = [
  ...Array.from({ length: E2E_WORKERS }, (_, slot) => ({
    command: `npx tsx dev/start.ts --port ${demoPort(slot)} --api-port ${demoApiPort(slot)} --step-ms 0 --no-controller`,
    url: `http://127.0.0.1:${demoApiPort(slot)}/version`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore' as const,
  })),
  // The demo on etcd and kube-apiserver, for the console in front of it (no controller, stepped).
  ...(HAVE_REAL_CONSOLES
    ? Array.from({ length: E2E_WORKERS }, (_, slot) => ({
        command: `npx tsx dev/start.ts --kube --no-controller --step-ms 0 --port ${kubeDemoPort(slot)} --api-port ${kubeDemoApiPort(slot)}`,
        url: `http://127.0.0.1:${kubeDemoApiPort(slot)}/version`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
        stdout: 'ignore' as const,
      }))
    : []),
  ...(HAVE_REAL_CONSOLES
    ? [
        {
          command: 'npx tsx integration-tests/support/start-real-consoles.ts',
          url: `http://127.0.0.1:${realConsolesReadyPort(0)}/`,
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
  // A demo cluster per worker; each test resets its worker's, so a worker runs one test at a time.
  workers: E2E_WORKERS,
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
