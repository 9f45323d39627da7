import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    include: ['src/**/*.test.{ts,tsx}', 'dev/**/*.test.ts', 'plugin-manifest/**/*.test.ts', 'deploy/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
