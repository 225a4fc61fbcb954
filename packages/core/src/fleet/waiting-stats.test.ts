import { describe, expect, it } from 'vitest';
import { segmentId, stationId } from '../ids.js';
import { WaitingStats, type WaitPlace } from './waiting-stats.js';

const A: WaitPlace = { kind: 'station', id: stationId('A') };
const AB: WaitPlace = { kind: 'segment', id: segmentId('A-B') };

describe('waiting statistics per place (heatmap)', () => {
  it('sums vehicle waiting time per station and segment over the asked window, most waited first', () => {
    const s = new WaitingStats({ bucketMs: 60_000, buckets: 10 });
    for (let t = 200; t <= 10_000; t += 200) s.record(t, 200, [A, A, AB]);
    const totals = s.totals(10_000, 5 * 60_000);
    expect(totals).toEqual([
      { place: A, waitedMs: 20_000 },
      { place: AB, waitedMs: 10_000 },
    ]);
  });

  it('forgets waiting older than the window and keeps only its bucket count (bounded memory)', () => {
    const s = new WaitingStats({ bucketMs: 60_000, buckets: 3 });
    s.record(30_000, 2000, [A]);
    s.record(200_000, 1000, [AB]);
    // A waited in minute 0; seen with a 5-minute window, not with a 1-minute one at 3:20.
    expect(s.totals(200_000, 5 * 60_000).map((t) => t.place)).toEqual([A, AB]);
    expect(s.totals(200_000, 60_000).map((t) => t.place)).toEqual([AB]);
    for (let m = 4; m < 10; m++) s.record(m * 60_000, 1000, [AB]);
    expect(s.totals(600_000, 60 * 60_000).map((t) => t.place)).toEqual([AB]);
    expect(s.totals(600_000, 60 * 60_000)[0].waitedMs).toBe(3000);
  });

  it('records nothing for steps without waiting', () => {
    const s = new WaitingStats();
    s.record(1000, 200, []);
    expect(s.totals(1000, 60_000)).toEqual([]);
  });
});
