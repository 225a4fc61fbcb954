import { describe, expect, it } from 'vitest';
import { atlasHeight, LABEL_SIZE, labelQuads } from './stationLabels';

describe('station code labels on the 3D floor', () => {
  const stations = Array.from({ length: 40 }, (_, i) => ({ code: `S${i}`, x: i * 50, z: 100 }));

  it('lays one quad below each station, centred on it', () => {
    const quads = labelQuads(stations, 0.1);
    const p = quads.getAttribute('position');
    expect(p.count).toBe(40 * 4);
    expect(quads.getIndex()!.count).toBe(40 * 6);
    // Station 3's quad: corners 4*3..4*3+3, spanning its x, starting below its z.
    expect(p.getX(12)).toBe(150 - LABEL_SIZE.width / 2);
    expect(p.getX(13)).toBe(150 + LABEL_SIZE.width / 2);
    expect(p.getZ(12)).toBeGreaterThan(100);
    expect(p.getZ(14) - p.getZ(12)).toBe(LABEL_SIZE.height);
    expect(p.getY(12)).toBeCloseTo(0.1);
  });

  it('maps each quad to its own atlas cell, 32 to a row', () => {
    expect(atlasHeight(40)).toBe(64);
    const uv = labelQuads(stations, 0).getAttribute('uv');
    // Station 0: first cell of the top row; station 33: second cell of the second row.
    expect([uv.getX(0), uv.getY(0)]).toEqual([0, 1]);
    expect([uv.getX(33 * 4), uv.getY(33 * 4)]).toEqual([1 / 32, 0.5]);
    expect(uv.getY(33 * 4 + 2)).toBe(0);
  });
});
