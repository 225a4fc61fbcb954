import { defineConfig } from 'vitest/config';

// One runner for unit and server tests. Each project resolves workspace packages to their
// TypeScript sources through the "source" export condition, so no build is needed first.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'web', root: 'packages/web', include: ['src/**/*.test.ts'] },
      },
    ],
  },
});
