import type { LayoutDraft } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import { copySelection, paste } from './clipboard';
import { nextCode, prefixOf } from './codes';
import { docOf, saveRequestOf, type EditorDoc } from './doc';
import { modelOf } from './drawing';
import { addSegment, addStation, addZone, deleteSelection, EMPTY_SELECTION, moveStations, reverseSegment, snap, updateSegment } from './edits';
import { canRedo, commit, redo, startHistory, undo, UNDO_LIMIT } from './history';
import { boxOf, pickBox, prune, scaleFrom, toggle } from './picking';
import { actionOf } from './shortcuts';

const draft: LayoutDraft = {
  layoutId: 'L1',
  mapId: 'M1',
  layoutCode: 'L1',
  layoutName: 'Hall',
  width: 400,
  height: 300,
  mmPerUnit: 50,
  originX: 0,
  originY: 0,
  revision: 3,
  publishedVersion: 1,
  unpublished: false,
  backgroundType: null,
  background: null,
  stations: [
    { id: 'a', stationCode: 'S1', stationName: 'One', type: 'Public', mapX: 10, mapY: 10, width: 6 },
    { id: 'b', stationCode: 'S2', stationName: 'Two', type: 'Working', mapX: 110, mapY: 10, width: 6 },
  ],
  segments: [{ id: 'ab', srcStationCode: 'S1', destStationCode: 'S2', type: 'straight', direction: 'both', controlPoints: [] }],
  zones: [{ id: 'z', zoneCode: 'Z1', zoneName: 'Zone', zoneType: 'Working', stationCodes: ['S1', 'S2'] }],
  equipment: [{ id: 'e', equipmentCode: 'DOOR1', equipmentName: 'Door', stationCode: 'S2' }],
};

const base = (): EditorDoc => docOf(draft);
const sel = (stations: string[] = [], segments: string[] = []) => ({ stations: new Set(stations), segments: new Set(segments), zones: new Set<string>() });

describe('layout editor document', () => {
  it('saves what it read unchanged, stations named by code', () => {
    const request = saveRequestOf(base(), 'L1', 3);
    expect(request.stations).toEqual(draft.stations);
    expect(request.segments).toEqual(draft.segments);
    expect(request.zones).toEqual(draft.zones);
    expect(request.equipment).toEqual([{ id: 'e', stationCode: 'S2' }]);
    expect(request.revision).toBe(3);
  });

  it('places a new station on the next free code with the layout usual size, snapped to the grid', () => {
    const [doc, key] = addStation(base(), { x: snap(47, 10), y: snap(-3, 10) }, 'Charging');
    const station = doc.stations.get(key)!;
    expect(station).toMatchObject({ id: null, stationCode: 'S3', stationName: 'S3', type: 'Charging', mapX: 50, mapY: 0, width: 6 });
    expect(saveRequestOf(doc, 'L1', 3).stations.at(-1)).toMatchObject({ id: null, stationCode: 'S3' });
  });

  it('draws a Bezier with two handles off the straight line, refuses a loop or a second segment between the same stations', () => {
    const [withC, c] = addStation(base(), { x: 110, y: 110 }, 'Public');
    const drawn = addSegment(withC, 'b', c, 'Bezier', 'forward');
    expect(drawn).not.toBeNull();
    const [doc, key] = drawn!;
    const seg = doc.segments.get(key)!;
    expect(seg.controls).toHaveLength(2);
    expect(seg.controls![0].x).not.toBe(110);
    expect(saveRequestOf(doc, 'L1', 3).segments.at(-1)).toMatchObject({ srcStationCode: 'S2', destStationCode: 'S3', type: 'Bezier', direction: 'forward' });
    expect(addSegment(doc, c, c, 'straight', 'both')).toBeNull();
    expect(addSegment(doc, c, 'b', 'straight', 'both')).toBeNull();
  });

  it('switching a segment to straight drops its handles; reversing swaps its ends and handles', () => {
    const bent = updateSegment(base(), 'ab', { type: 'Bezier' });
    const handles = bent.segments.get('ab')!.controls!;
    const reversed = reverseSegment(bent, 'ab').segments.get('ab')!;
    expect([reversed.src, reversed.dest]).toEqual(['b', 'a']);
    expect(reversed.controls).toEqual([handles[1], handles[0]]);
    expect(updateSegment(bent, 'ab', { type: 'straight' }).segments.get('ab')!.controls).toBeNull();
  });

  it('moving both ends of a curve moves its handles; coordinates never go negative', () => {
    const bent = updateSegment(base(), 'ab', { type: 'Bezier' });
    const before = bent.segments.get('ab')!.controls!;
    const moved = moveStations(bent, new Set(['a', 'b']), 5, -50);
    expect(moved.stations.get('a')).toMatchObject({ mapX: 15, mapY: 0 });
    expect(moved.segments.get('ab')!.controls![0]).toEqual({ x: before[0].x + 5, y: before[0].y - 50 });
    const one = moveStations(bent, new Set(['a']), 5, 0);
    expect(one.segments.get('ab')!.controls).toBe(before);
  });

  it('deleting a station takes its segments, leaves its zones and frees its equipment', () => {
    const doc = deleteSelection(base(), sel(['b']));
    expect(doc.stations.has('b')).toBe(false);
    expect(doc.segments.size).toBe(0);
    expect(doc.zones.get('z')!.stations).toEqual(['a']);
    expect(doc.equipment.get('e')!.station).toBeNull();
    expect(deleteSelection(base(), EMPTY_SELECTION)).toEqual(base());
  });

  it('copies stations with the segments between them; pasted copies get new codes and become the selection', () => {
    const clip = copySelection(base(), sel(['a', 'b']))!;
    const [doc, selection] = paste(base(), clip, { x: 20, y: 20 });
    expect(doc.stations.size).toBe(4);
    expect(doc.segments.size).toBe(2);
    const codes = [...selection.stations].map((k) => doc.stations.get(k)!.stationCode).sort();
    expect(codes).toEqual(['S3', 'S4']);
    const copy = [...selection.segments].map((k) => doc.segments.get(k)!)[0]!;
    expect(selection.stations.has(copy.src) && selection.stations.has(copy.dest)).toBe(true);
    expect(doc.stations.get([...selection.stations][0]!)).toMatchObject({ mapX: 30, mapY: 30, id: null });
    expect(copySelection(base(), sel([], ['ab']))).toBeNull();
  });

  it('makes a zone of the selected stations', () => {
    const [doc, key] = addZone(base(), ['a', 'gone'], 'Z2', 'Dock', 'Parking');
    expect(saveRequestOf(doc, 'L1', 3).zones.at(-1)).toEqual({ id: null, zoneCode: 'Z2', zoneName: 'Dock', zoneType: 'Parking', stationCodes: ['S1'] });
    expect(doc.zones.get(key)!.stations).toEqual(['a']);
  });

  it('undoes and redoes whole edits; a new edit drops redo; old steps beyond the limit go', () => {
    let h = startHistory(base());
    const [one] = addStation(h.present, { x: 0, y: 0 }, 'Public');
    h = commit(h, one);
    const [two] = addStation(h.present, { x: 10, y: 0 }, 'Public');
    h = commit(h, two);
    h = undo(h);
    expect(h.present).toBe(one);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present).toBe(two);
    h = undo(undo(h));
    expect(h.present.stations.size).toBe(2);
    h = commit(h, deleteSelection(h.present, sel(['a'])));
    expect(canRedo(h)).toBe(false);
    expect(commit(h, h.present)).toBe(h);
    for (let i = 0; i < UNDO_LIMIT + 10; i++) h = commit(h, moveStations(h.present, new Set(['b']), 1, 0));
    expect(h.past).toHaveLength(UNDO_LIMIT);
  });

  it('box select takes the stations inside and the segments whose both ends are; prune forgets deleted rows', () => {
    const picked = pickBox(base(), boxOf({ x: 120, y: 0 }, { x: 0, y: 20 }));
    expect([...picked.stations].sort()).toEqual(['a', 'b']);
    expect([...picked.segments]).toEqual(['ab']);
    expect([...pickBox(base(), boxOf({ x: 0, y: 0 }, { x: 50, y: 50 })).segments]).toEqual([]);
    expect([...toggle(picked, 'stations', 'a').stations]).toEqual(['b']);
    const after = deleteSelection(base(), sel(['a']));
    expect([...prune(after, picked).stations]).toEqual(['b']);
  });

  it('scales the drawing from two points a measured distance apart', () => {
    expect(scaleFrom({ x: 0, y: 0 }, { x: 300, y: 400 }, 25)).toBe(50);
    expect(scaleFrom({ x: 0, y: 0 }, { x: 0.5, y: 0 }, 10)).toBeNull();
    expect(scaleFrom({ x: 0, y: 0 }, { x: 100, y: 0 }, 0)).toBeNull();
  });

  it('codes continue the numbering of their prefix', () => {
    expect(nextCode(new Set(['S1', 'S7', 'X9']), 'S')).toBe('S8');
    expect(nextCode(new Set(), 'Dock_')).toBe('Dock_1');
    expect(nextCode(new Set(['S1']), '9bad')).toBe('S2');
    expect(prefixOf('ST_12')).toBe('ST_');
  });

  it('draws through the monitor map model: segments and zones between the current codes', () => {
    const [doc, key] = addStation(base(), { x: 200, y: 200 }, 'Public');
    const model = modelOf(doc, 'L1', 'M1');
    expect(model.stationsByCode.get('S3')?.stationId).toBe(key);
    expect(model.segments.map((s) => s.id)).toEqual(['ab']);
    expect(model.zonesOfStation.get('S1')?.map((z) => z.zoneCode)).toEqual(['Z1']);
  });

  it('maps keys to actions, Ctrl and Cmd alike; plain letters pick tools', () => {
    const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) =>
      actionOf({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect(key('z', { ctrlKey: true })).toEqual({ kind: 'undo' });
    expect(key('Z', { metaKey: true, shiftKey: true })).toEqual({ kind: 'redo' });
    expect(key('y', { ctrlKey: true })).toEqual({ kind: 'redo' });
    expect(key('s')).toEqual({ kind: 'tool', tool: 'station' });
    expect(key('s', { ctrlKey: true })).toEqual({ kind: 'save' });
    expect(key('ArrowLeft', { shiftKey: true })).toEqual({ kind: 'nudge', dx: -10, dy: 0 });
    expect(key('Delete')).toEqual({ kind: 'delete' });
    expect(key('q')).toBeNull();
  });
});

describe('saving in the middle of an edit history', () => {
  it('gives drawn rows their stored ids in every step, and rows the save deleted no id', async () => {
    const { rebaseHistory } = await import('./rebase');
    let h = startHistory(base());
    const [drawn, key] = addStation(h.present, { x: 50, y: 50 }, 'Public');
    h = commit(h, drawn);
    h = commit(h, deleteSelection(h.present, sel(['b'])));
    const stored: LayoutDraft = {
      ...draft,
      revision: 4,
      stations: [draft.stations[0]!, { id: 'c9', stationCode: 'S3', stationName: 'S3', type: 'Public', mapX: 50, mapY: 50, width: 6 }],
      segments: [],
    };
    const rebased = rebaseHistory(h, h.present, stored);
    expect(rebased.present.stations.get(key)!.id).toBe('c9');
    const beforeDelete = rebased.past[1]!;
    expect(beforeDelete.stations.get(key)!.id).toBe('c9');
    expect(beforeDelete.stations.get('b')!.id).toBeNull();
    expect(beforeDelete.segments.get('ab')!.id).toBeNull();
    expect(rebased.present.stations.get('a')).toBe(h.present.stations.get('a'));
  });
});

describe('a station placed on a segment', () => {
  it('splits a straight segment in two at the nearest point, keeping its direction', async () => {
    const { splitSegment } = await import('./split');
    const [doc, key] = splitSegment(base(), 'ab', { x: 40, y: 17 }, 'Public')!;
    expect(doc.stations.get(key)).toMatchObject({ stationCode: 'S3', mapX: 40, mapY: 10 });
    expect(doc.segments.has('ab')).toBe(false);
    const request = saveRequestOf(doc, 'L1', 3);
    expect(request.segments.map((s) => [s.srcStationCode, s.destStationCode, s.direction])).toEqual([
      ['S1', 'S3', 'both'],
      ['S3', 'S2', 'both'],
    ]);
  });

  it('cuts a curve into two curves that meet on it', async () => {
    const { splitCubic, splitSegment } = await import('./split');
    const bent = updateSegment(base(), 'ab', { type: 'Bezier' });
    const [a, b] = bent.segments.get('ab')!.controls!;
    const [doc, key] = splitSegment(bent, 'ab', { x: 60, y: 0 }, 'Working')!;
    const station = doc.stations.get(key)!;
    const halves = [...doc.segments.values()];
    expect(halves.every((s) => s.type === 'Bezier' && s.controls !== null)).toBe(true);
    // The cut point lies on the original curve: its halves start and end there.
    const [first, second] = splitCubic([{ x: 10, y: 10 }, a, b, { x: 110, y: 10 }], 0.5);
    expect(first[3]).toEqual(second[0]);
    const curve = [{ x: 10, y: 10 }, a, b, { x: 110, y: 10 }] as const;
    const onCurve = Math.min(...Array.from({ length: 201 }, (_, i) => splitCubic(curve, i / 200)[0][3]).map((p) => Math.hypot(p.x - station.mapX, p.y - station.mapY)));
    expect(onCurve).toBeLessThan(0.5);
    // The halves' outer handles are the original's, shortened toward the cut.
    expect(halves[0]!.src).toBe('a');
    expect(halves[1]!.dest).toBe('b');
    expect(splitSegment(bent, 'nope', { x: 0, y: 0 }, 'Public')).toBeNull();
  });
});
