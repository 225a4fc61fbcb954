import { describe, expect, it } from 'vitest';
import { legsOf, parseIdList, toggleId, unsentWaypoints } from './pathLines';

describe('order path lines (SPEC §2)', () => {
  it('reads stored id lists and ignores anything else', () => {
    expect(parseIdList('["a","b"]')).toEqual(['a', 'b']);
    expect(parseIdList('{"a":1}')).toEqual([]);
    expect(parseIdList('not json')).toEqual([]);
    expect(parseIdList(null)).toEqual([]);
  });

  it('toggles a vehicle in and out of a list', () => {
    expect(toggleId(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('routes from the current station through the unsent stops in sequence', () => {
    const details = [
      { seq: 2, stationCode: 'DK01', isSend: 0 },
      { seq: 1, stationCode: 'A01', isSend: 1 },
      { seq: 3, stationCode: 'DK01', isSend: 0 },
      { seq: 4, stationCode: 'B05', isSend: 0 },
    ];
    const points = unsentWaypoints('A01', details);
    expect(points).toEqual(['A01', 'DK01', 'B05']);
    expect(legsOf(points)).toEqual([
      ['A01', 'DK01'],
      ['DK01', 'B05'],
    ]);
    expect(legsOf(unsentWaypoints('B05', [{ seq: 1, stationCode: 'B05', isSend: 0 }]))).toEqual([]);
  });
});
