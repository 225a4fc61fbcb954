import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../config.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from './harness.js';

/** One app of a describe block, and the administrator's token on it. */
export interface UsedHarness {
  /** The running app (only inside tests and hooks: it starts in beforeAll). */
  readonly h: Harness;
  /** The administrator's token. */
  readonly admin: string;
}

/**
 * Starts one app for the describe block before its tests, with the administrator signed in,
 * and closes it after them: `before` runs once it is up, `after` before it closes (vehicles
 * and clients of the test first, so none outlives its broker).
 */
export function useHarness(overrides: Partial<AppConfig> = {}, hooks: { readonly after?: () => Promise<void> } = {}): UsedHarness {
  let h: Harness | undefined;
  let admin = '';
  beforeAll(async () => {
    h = await startHarness(overrides);
    admin = await h.token('admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await hooks.after?.();
    await h?.close();
  });
  return {
    get h() {
      if (!h) throw new Error('the app starts in beforeAll: use it inside tests and hooks');
      return h;
    },
    get admin() {
      return admin;
    },
  };
}
