import { describe, expect, it } from 'vitest';
import { DEFAULT_MONITOR_CONFIG, parseMonitorConfig } from './monitorConfig';

describe('monitor display config', () => {
  it('defaults when nothing or garbage is stored', () => {
    expect(parseMonitorConfig(null)).toEqual(DEFAULT_MONITOR_CONFIG);
    expect(parseMonitorConfig('{not json')).toEqual(DEFAULT_MONITOR_CONFIG);
    expect(parseMonitorConfig('42')).toEqual(DEFAULT_MONITOR_CONFIG);
    expect(DEFAULT_MONITOR_CONFIG.scrollSpeed).toBe(0.2);
  });

  it('keeps stored switches of the right type and drops the rest', () => {
    const config = parseMonitorConfig(
      JSON.stringify({ displayStationName: false, displayLogo: 'no', scrollSpeed: 0.70001, evil: true }),
    );
    expect(config.displayStationName).toBe(false);
    expect(config.displayLogo).toBe(true);
    expect(config.scrollSpeed).toBe(0.7);
    expect('evil' in config).toBe(false);
  });

  it('ignores a scroll speed out of 0.1 to 1', () => {
    expect(parseMonitorConfig(JSON.stringify({ scrollSpeed: 3 })).scrollSpeed).toBe(0.2);
  });
});
