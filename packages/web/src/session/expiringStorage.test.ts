import { describe, expect, it } from 'vitest';
import { expiringStorage } from './expiringStorage';
import { memoryStorage } from '../testing/memoryStorage';

describe('expiringStorage', () => {
  it('returns a value until its time is up, then forgets it', () => {
    let now = 1_000;
    const backing = memoryStorage();
    const storage = expiringStorage(backing, 604_800_000, () => now);
    storage.setItem('session', '{"token":"t"}');
    now += 604_799_999;
    expect(storage.getItem('session')).toBe('{"token":"t"}');
    now += 1;
    expect(storage.getItem('session')).toBeNull();
    expect(backing.getItem('session')).toBeNull();
  });
  it('treats foreign entries as absent', () => {
    const backing = memoryStorage();
    backing.setItem('x', 'not json');
    expect(expiringStorage(backing, 10).getItem('x')).toBeNull();
  });
});
