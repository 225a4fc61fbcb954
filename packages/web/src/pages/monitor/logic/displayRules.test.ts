import { describe, expect, it } from 'vitest';
import { BLOCKED_LOOK, OCCUPIED_EDGE, showStationText, STATION_TYPE_LOOKS, stationLook, vehiclesOnCanvas } from './displayRules';

describe('station display rules', () => {
  it('hides station codes from 1,000 stations on, or when switched off', () => {
    expect(showStationText(360, true)).toBe(true);
    expect(showStationText(999, true)).toBe(true);
    expect(showStationText(1000, true)).toBe(false);
    expect(showStationText(50, false)).toBe(false);
  });

  it('colours by type, blocked-zone stations purple, occupied edge when status is shown', () => {
    expect(stationLook('Charging', false, false, true)).toEqual(STATION_TYPE_LOOKS.Charging);
    expect(stationLook('Working', true, false, true)).toEqual(BLOCKED_LOOK);
    expect(stationLook('Working', false, true, true).edge).toBe(OCCUPIED_EDGE);
    expect(stationLook('Working', false, true, false).edge).toBe(STATION_TYPE_LOOKS.Working.edge);
  });

  it('draws large fleets and very large maps on the vehicle canvas, small ones as SVG elements', () => {
    expect(vehiclesOnCanvas(9, 360)).toBe(false);
    expect(vehiclesOnCanvas(99, 4999)).toBe(false);
    expect(vehiclesOnCanvas(100, 360)).toBe(true);
    expect(vehiclesOnCanvas(20, 5000)).toBe(true);
  });
});
