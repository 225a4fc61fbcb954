import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_FAILED_LOGINS } from '@agvs/contract';
import { ADMIN_PASSWORD, type Harness } from '../../test-support/harness.js';

// Counts how many sign-ins reach the password check; the calls themselves still go over HTTP.
const checked = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/passwords.js')>();
  return {
    ...original,
    verifyPassword: (passwordHash: string, plain: string) => {
      checked.count++;
      return original.verifyPassword(passwordHash, plain);
    },
  };
});

let h: Harness;
beforeAll(async () => {
  // Test files share one module graph (isolate: false): an app built from the already-loaded
  // modules would never see the mock above, so this file builds its app from fresh ones.
  vi.resetModules();
  const { startHarness } = await import('../../test-support/harness.js');
  // Without captchas: 30 parallel callers from one address would otherwise evict each other's.
  h = await startHarness({ captcha: false });
});
afterAll(async () => h?.close());

describe('lock-out under parallel guessing', () => {
  it('locks after the threshold when 30 wrong guesses arrive at once, and checks no more than the threshold', async () => {
    await h.createUser({ username: 'target' });
    checked.count = 0;
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => h.login('target', `Wrong#guess${i}`, { lang: 'en-GB' })));

    expect(guesses.every((g) => g.body.success === false)).toBe(true);
    expect(checked.count).toBeGreaterThan(0);
    expect(checked.count).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    const locked = guesses.filter((g) => g.body.message.startsWith('Too many failed sign-ins'));
    expect(locked).toHaveLength(30 - MAX_FAILED_LOGINS + 1);

    const right = await h.login('target', ADMIN_PASSWORD, { lang: 'en-GB' });
    expect(right.body).toMatchObject({ success: false, message: 'Too many failed sign-ins; the account is locked, try again in 10 minutes' });
    expect(checked.count).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
  });
});
