import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDE_MS, HideTimer } from './hideTimer';

describe('HideTimer (SPEC §2: hiding a vehicle or its popup lasts 5 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides one vehicle for 5 s, then shows it again and tells the listeners both times', () => {
    const timer = new HideTimer();
    const heard = vi.fn();
    timer.subscribe(heard);
    timer.hide('AGV-1', 'vehicle');
    expect(timer.isHidden('AGV-1', 'vehicle')).toBe(true);
    expect(timer.isHidden('AGV-1', 'details')).toBe(false);
    expect(timer.isHidden('AGV-2', 'vehicle')).toBe(false);
    vi.advanceTimersByTime(HIDE_MS - 1);
    expect(timer.isHidden('AGV-1', 'vehicle')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(timer.isHidden('AGV-1', 'vehicle')).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('counts 5 s from the last request when hidden again', () => {
    const timer = new HideTimer();
    timer.hide('AGV-1', 'details');
    vi.advanceTimersByTime(4000);
    timer.hide('AGV-1', 'details');
    vi.advanceTimersByTime(4000);
    expect(timer.isHidden('AGV-1', 'details')).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(timer.isHidden('AGV-1', 'details')).toBe(false);
  });
});
