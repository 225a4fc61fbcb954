import { describe, expect, it } from 'vitest';
import { segmentId, stationId } from '../ids.js';
import { lane, st } from '../testing/build.js';
import { demoMaps } from '../sites/catalogue.js';
import { siteToLayout } from '../sites/to-layout.js';
import { checkSite, hasErrors, type SiteFinding } from './site-checks.js';

const S = stationId;
const G = segmentId;
const rules = (fs: readonly SiteFinding[]) => fs.map((f) => `${f.rule}:${f.severity}:${[...f.stations, ...f.segments].join(',')}`);
/** A charger C, a working station W and a public P on a two-way line, 3 m apart. */
const base = () => [st('C', 0, 0, 'Charging'), st('P', 3000, 0), st('W', 6000, 0, 'Working')];
const line = () => [lane('C', 'P'), lane('P', 'W')];

describe('site checks, one rule at a time', () => {
  it('a well-formed line has no findings', () => {
    expect(checkSite({ stations: base(), segments: line() }, { footprint: 900 })).toEqual([]);
  });

  it('tooClose: stations closer than the widest vehicle (error); exactly its width is fine', () => {
    const stations = [...base(), st('Q', 3000, 899), st('R', 3000, -900)];
    const segments = [...line(), lane('P', 'Q'), lane('P', 'R')];
    const f = checkSite({ stations, segments }, { footprint: 900 });
    expect(rules(f)).toEqual(['tooClose:error:P,Q']);
    expect(hasErrors(f)).toBe(true);
    expect(checkSite({ stations, segments }, { footprint: 0 })).toEqual([]);
  });

  it('crossing: two segments that cross without a station (warning)', () => {
    const stations = [...base(), st('N', 4500, 1500), st('S', 4500, -1500)];
    const segments = [...line(), lane('N', 'S'), lane('N', 'P'), lane('S', 'W')];
    const f = checkSite({ stations, segments }, { footprint: 900 });
    expect(rules(f)).toEqual(['crossing:warning:N-S,P-W']);
    expect(hasErrors(f)).toBe(false);
  });

  it('isolated: a station without segments (error)', () => {
    expect(rules(checkSite({ stations: [...base(), st('X', 9000, 0)], segments: line() }, { footprint: 900 }))).toEqual(['isolated:error:X']);
  });

  it('deadEnd: a one-way segment into a station with no way out (error), naming the segment in', () => {
    const f = checkSite({ stations: [...base(), st('D', 9000, 0)], segments: [...line(), lane('W', 'D', 'forward')] }, { footprint: 900 });
    expect(rules(f)).toEqual(['deadEnd:error:D,W-D']);
  });

  it('unreachable: a station vehicles can leave but never drive to (error)', () => {
    const f = checkSite({ stations: [...base(), st('U', 9000, 0)], segments: [...line(), lane('U', 'W', 'forward')] }, { footprint: 900 });
    expect(rules(f)).toEqual(['unreachable:error:U']);
  });

  it('noCharger: a layout without a charging station (warning)', () => {
    const stations = [st('A', 0, 0), st('W', 3000, 0, 'Working')];
    expect(rules(checkSite({ stations, segments: [lane('A', 'W')] }, { footprint: 900 }))).toEqual(['noCharger:warning:']);
  });

  it('noRouteFromCharger: a working station no charger leads to; chargerUnreachable: a charger no working station leads to', () => {
    // C -> W one way only: W cannot reach C. A second working station V is reached only from W.
    const stations = [st('C', 0, 0, 'Charging'), st('W', 3000, 0, 'Working'), st('V', 6000, 0, 'Working'), st('K', 0, 3000, 'Charging')];
    const segments = [lane('W', 'V'), lane('K', 'C', 'forward'), lane('C', 'W', 'forward')];
    const f = checkSite({ stations, segments }, { footprint: 900 });
    expect(rules(f)).toContain('chargerUnreachable:error:K');
    expect(rules(f)).toContain('chargerUnreachable:error:C');
    expect(rules(f).some((r) => r.startsWith('noRouteFromCharger'))).toBe(false);
    const g = checkSite({ stations, segments: [lane('W', 'V'), lane('K', 'C'), lane('V', 'C', 'forward')] }, { footprint: 900 });
    expect(rules(g)).toEqual(expect.arrayContaining(['noRouteFromCharger:error:W', 'noRouteFromCharger:error:V']));
  });

  it('parking stations must be reachable from a working station', () => {
    const stations = [...base(), st('K', 9000, 0, 'Public', { parking: true })];
    const f = checkSite({ stations, segments: [...line(), lane('K', 'W', 'forward')] }, { footprint: 900 });
    expect(rules(f)).toEqual(['unreachable:error:K', 'chargerUnreachable:error:K']);
  });

  it('the demo site passes without errors', () => {
    for (const map of demoMaps()) {
      const f = checkSite(siteToLayout(map.layout.site), { footprint: 900 });
      expect(f.filter((x) => x.severity === 'error'), map.code).toEqual([]);
    }
  });

  it('names stations and segments by their ids', () => {
    const f = checkSite({ stations: [...base(), st('D', 9000, 0)], segments: [...line(), lane('W', 'D', 'forward')] }, { footprint: 900 });
    expect(f[0]).toEqual({ rule: 'deadEnd', severity: 'error', stations: [S('D')], segments: [G('W-D')] });
  });
});
