import { describe, expect, it } from 'vitest';
import { decideSwitch, SwitchGuard } from './switchGuard';

describe('map switch throttle', () => {
  it('says the map is already shown', () => {
    expect(decideSwitch('a', 'a', null, 0)).toBe('same');
  });

  it('refuses a second switch within 3 s and allows it from 3 s on', () => {
    expect(decideSwitch('a', 'b', 1000, 3999)).toBe('tooFrequent');
    expect(decideSwitch('a', 'b', 1000, 4000)).toBe('switch');
    expect(decideSwitch(null, 'b', null, 0)).toBe('switch');
  });

  it('counts only switches that happened', () => {
    const guard = new SwitchGuard();
    expect(guard.attempt('a', 'b', 10_000)).toBe('switch');
    expect(guard.attempt('b', 'b', 11_000)).toBe('same');
    expect(guard.attempt('b', 'c', 12_000)).toBe('tooFrequent');
    expect(guard.attempt('b', 'c', 13_000)).toBe('switch');
  });
});
