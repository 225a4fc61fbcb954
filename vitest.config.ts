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
          // Files share one module graph per worker: loading the server's modules again for each
          // of 125 files took more time than the tests. Per-file state lives in each file's app;
          // a file that mocks a module builds its app from fresh modules (vi.resetModules).
          isolate: false,
          globalSetup: ['src/test-support/postgres-template.ts'],
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
