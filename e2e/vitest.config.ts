import { defineConfig } from 'vitest/config';

// Browser tests: each file starts its own server (built dist, fresh data folder) and chromium.
// Files run one after another: two cores cannot carry several chromiums and servers at once.
export default defineConfig({
  test: {
    root: 'e2e',
    include: ['specs/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
