import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer, type StartOptions } from './server.js';

export interface Suite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * One server (fresh data folder) and one chromium for a spec file, both stopped after it.
 * `prepare` runs once the server answers, before the browser starts (e.g. to add users by CLI).
 */
export function useSuite(prepare?: (server: RunningServer) => void | Promise<void>, env?: Record<string, string>, options?: StartOptions): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env, options);
    await prepare?.(server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the suite server is not started yet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the suite browser is not started yet');
      return browser;
    },
  };
}
