import { describe, expect, it } from 'vitest';
import { MIN_PIXEL_RATIO, PixelRatioGovernor } from './pixelRatio';

/** Feeds `windows` windows of 20 frames lasting `ms` each; the ratios it changed to. */
function run(governor: PixelRatioGovernor, ms: number | ((ratio: number) => number), windows: number): number[] {
  const changes: number[] = [];
  for (let i = 0; i < windows * 20; i++) {
    const next = governor.sample(typeof ms === 'number' ? ms : ms(governor.current));
    if (next !== null) changes.push(next);
  }
  return changes;
}

describe('3D dynamic resolution', () => {
  it('keeps the full resolution while frames keep up with 50 fps', () => {
    const governor = new PixelRatioGovernor(1);
    expect(run(governor, 16.7, 30)).toEqual([]);
    expect(governor.current).toBe(1);
  });

  it('lowers the resolution a step per slow window while that helps, down to half', () => {
    const governor = new PixelRatioGovernor(1);
    // Frame time proportional to the pixels drawn: 40 ms at full resolution.
    const changes = run(governor, (ratio) => 40 * ratio * ratio, 12);
    expect(changes.slice(0, 3)).toEqual([0.9, 0.8, 0.7]);
    expect(governor.current).toBeGreaterThanOrEqual(MIN_PIXEL_RATIO);
    expect(40 * governor.current ** 2).toBeLessThan(25);
  });

  it('takes back steps that did not make frames shorter and does not try them again', () => {
    const governor = new PixelRatioGovernor(1);
    // Bound by something else than pixels: 30 ms whatever the resolution.
    expect(run(governor, 30, 20)).toEqual([0.9, 0.8, 0.7, 1]);
    expect(governor.current).toBe(1);
  });

  it('ignores pauses between drawn frames', () => {
    const governor = new PixelRatioGovernor(1);
    for (let i = 0; i < 200; i++) expect(governor.sample(i % 2 ? 500 : 30)).toBeNull();
    expect(governor.current).toBe(1);
  });

  it('tries a sharper picture again when frames are fast, less often after a failed try', () => {
    const governor = new PixelRatioGovernor(1);
    run(governor, 30, 1);
    expect(governor.current).toBe(0.9);
    // Fast at 0.9, slow again at 1: up after 10 fast windows, back down, then 20 before the next try.
    const cost = (ratio: number) => (ratio > 0.95 ? 30 : 15);
    const first = run(governor, cost, 11);
    expect(first).toEqual([1, 0.9]);
    expect(run(governor, cost, 19)).toEqual([]);
    expect(run(governor, cost, 2)).toEqual([1, 0.9]);
  });
});
