import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './test-support/slow-first-sequencer';

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
    include: [
      'test-support/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'dev/**/*.test.{ts,tsx}',
      'plugin-manifest/**/*.test.ts',
      'deploy/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['test-support/vitest-global-setup.ts'],
    // The plugin's stylesheets are imported as their text (`?raw`): let vitest read them.
    css: { include: [/src\/components\/[\w-]+\.css/] },
    testTimeout: 20_000,
    // Vitest takes one worker on two cores (CPUs - 1); many files here wait on servers,
    // registries and real-time leases rather than compute, so three overlap those waits.
    maxWorkers: 3,
    // The slowest files start first: on a fresh clone vitest knows no timings.
    sequence: { sequencer: SlowFirstSequencer },
  },
});
