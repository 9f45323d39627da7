import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'dev/**/*.test.ts', 'plugin-manifest/**/*.test.ts', 'deploy/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
