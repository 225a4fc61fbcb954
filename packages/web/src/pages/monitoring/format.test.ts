import { describe, expect, it } from 'vitest';
import { formatBytes, formatUptime, toMb } from './format';

describe('monitoring formats', () => {
  it('shows bytes in the largest fitting unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
  });
  it('shows uptime in days, hours, minutes and seconds', () => {
    expect(formatUptime(93784)).toBe('1d 2h 3m 4s');
    expect(formatUptime(60)).toBe('1m');
    expect(formatUptime(0)).toBe('0s');
  });
  it('rounds MB to one decimal', () => {
    expect(toMb(1.25 * 1024 * 1024)).toBe(1.3);
  });
});
