import { describe, expect, it } from 'vitest';
import { contrastRatio, vehicleContrastShortfalls } from './contrast';

describe('vehicle contrast on the map', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('every run-status colour stands out at least 3:1 from the stations and the map it sits on', () => {
    expect(vehicleContrastShortfalls()).toEqual([]);
  });
});
