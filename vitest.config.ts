import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './test-support/slow-first-sequencer';

/** Judges of what the rest of the suite recorded: they run once it is done. */
const AFTER_THE_SUITE = ['deploy/controller-rbac-least.test.ts'];

// Where the controller's real-server scenarios leave the calls they saw, one directory per
// run (the workers inherit it): the RBAC judge reads this run's, never an older run's.
process.env.OS_UPDATE_RBAC_USAGE_DIR ??= mkdtempSync(join(tmpdir(), 'os-update-rbac-usage-'));

export default defineConfig({
  resolve: {
    alias: {
      '@openshift-console/dynamic-plugin-sdk': fileURLToPath(
        new URL('src/test-support/console-sdk-mock.ts', import.meta.url),
      ),
      'react-redux': fileURLToPath(new URL('src/test-support/console-store-mock.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // The plugin's stylesheets are imported as their text (`?raw`): let vitest read them.
    css: { include: [/src\/components\/[\w-]+\.css/] },
    testTimeout: 20_000,
    // Vitest takes one worker on two cores (CPUs - 1); many files here wait on servers,
    // registries and real-time leases rather than compute, so three overlap those waits.
    maxWorkers: 3,
    // The slowest files start first: on a fresh clone vitest knows no timings.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: [
            'test-support/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'dev/**/*.test.{ts,tsx}',
            'plugin-manifest/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...AFTER_THE_SUITE],
          globalSetup: ['test-support/vitest-global-setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'after the suite', include: AFTER_THE_SUITE, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
