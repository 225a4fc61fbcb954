import { describe, expect, it } from 'vitest';
import { isValidCron } from './cron.js';

describe('cron expressions', () => {
  it('accepts minute and second schedules', () => {
    expect(isValidCron('*/5 * * * *')).toBe(true);
    expect(isValidCron('0 0 3 * * *')).toBe(true);
  });

  it('refuses malformed ones', () => {
    expect(isValidCron('every minute')).toBe(false);
    expect(isValidCron('61 * * * *')).toBe(false);
    expect(isValidCron('* * *')).toBe(false);
  });
});
