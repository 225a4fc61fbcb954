import { describe, expect, it } from 'vitest';
import { checkAgvField } from './agvFormRules';

describe('AGV form rules (SPEC §5 "AGV form")', () => {
  it('requires the listed fields and leaves the others optional', () => {
    expect(checkAgvField('agvUid', '')).toBe('required');
    expect(checkAgvField('agvSpeed', undefined)).toBe('required');
    expect(checkAgvField('agvImageSize', null)).toBe('required');
    expect(checkAgvField('agvName', '')).toBeNull();
    expect(checkAgvField('chargeChangeTime', undefined)).toBeNull();
  });

  it('checks run-order and idle-charge levels with the full-level rule', () => {
    expect(checkAgvField('runOrderBatteryLevel', '')).toBe('required');
    expect(checkAgvField('freeBatteryLevel', 'x')).toBe('format');
    expect(checkAgvField('freeBatteryLevel', 101)).toBe('percent');
    expect(checkAgvField('runOrderBatteryLevel', 60)).toBeNull();
  });

  it('applies the formats: int2, double, ip, long, isValid, varchar', () => {
    expect(checkAgvField('batteryLowLevel', 100)).toBe('format');
    expect(checkAgvField('batteryLowLevel', 20)).toBeNull();
    expect(checkAgvField('agvSpeed', '1.5e3')).toBe('format');
    expect(checkAgvField('agvSpeed', 1200.5)).toBeNull();
    expect(checkAgvField('agvIp', '192.168.1.300')).toBe('format');
    expect(checkAgvField('agvIp', '192.168.1.30')).toBeNull();
    expect(checkAgvField('batteryFullTime', -5)).toBe('format');
    expect(checkAgvField('isLock', 2)).toBe('format');
    expect(checkAgvField('agvType', 'x'.repeat(33))).toBe('tooLong');
  });
});
