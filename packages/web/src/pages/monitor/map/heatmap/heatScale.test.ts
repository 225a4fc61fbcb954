import { describe, expect, it } from 'vitest';
import { HEAT_MAX_MS, HEAT_MIN_MS, heatColour, heatLevel, heatOpacity } from './heatScale';

describe('traffic heatmap colour scale', () => {
  it('rises with waiting on a log scale between 5 s and 5 min, and stays within 0..1', () => {
    expect(heatLevel(0)).toBe(0);
    expect(heatLevel(-10)).toBe(0);
    expect(heatLevel(Number.NaN)).toBe(0);
    expect(heatLevel(HEAT_MIN_MS)).toBe(0);
    expect(heatLevel(HEAT_MAX_MS)).toBe(1);
    expect(heatLevel(HEAT_MAX_MS * 10)).toBe(1);
    // Geometric middle (about 39 s) is half way: ten seconds more matter at the short end, not at the long one.
    expect(heatLevel(Math.sqrt(HEAT_MIN_MS * HEAT_MAX_MS))).toBeCloseTo(0.5, 6);
    expect(heatLevel(20_000)).toBeLessThan(heatLevel(40_000));
  });

  it('goes from yellow through orange to red', () => {
    expect(heatColour(0)).toBe('rgb(250, 204, 21)');
    expect(heatColour(0.5)).toBe('rgb(249, 115, 22)');
    expect(heatColour(1)).toBe('rgb(220, 38, 38)');
    expect(heatColour(2)).toBe('rgb(220, 38, 38)');
    expect(heatColour(Number.NaN)).toBe('rgb(250, 204, 21)');
    // Between the stops, in between: redder than yellow, less red than orange.
    const quarter = heatColour(0.25).match(/\d+/g)!.map(Number);
    expect(quarter[1]).toBeLessThan(204);
    expect(quarter[1]).toBeGreaterThan(115);
  });

  it('draws heavier waiting more opaque', () => {
    expect(heatOpacity(0)).toBeLessThan(heatOpacity(1));
    expect(heatOpacity(5)).toBe(heatOpacity(1));
  });
});
