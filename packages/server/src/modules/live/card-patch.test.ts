import { describe, expect, it } from 'vitest';
import { applyFieldPatch, type AgvInfoCard } from '@agvs/contract';
import { cardDeltas, fieldChanges } from './card-patch.js';
import { diffById } from './feed-diff.js';

/** What a client holds after parsing a frame. */
const parsed = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const card = (agvUid: string, over: Record<string, unknown> = {}) =>
  ({
    agvUid,
    agvVo: { id: `id-${agvUid}`, agvName: agvUid, isConnected: 1, rotation: 0, currentRotation: 0, agvSetLink: 'http://10.0.0.1/', agvImage: 'x'.repeat(600) },
    runStatus: 'RUNNING',
    fleetStatus: 'Idle',
    battery: 80,
    x: 10,
    y: 20,
    angle: 0,
    stationCode: 'S1',
    nextStationCode: null,
    agvStatus: { Main: { LoadStatus: 0 } },
    transorderVo: null,
    curStationActionStepVoList: [],
    agvErrorInfoVoList: [],
    agvTrafficStatusDto: null,
    ...over,
  }) as unknown as AgvInfoCard;

describe('fieldChanges (the agvPatch of a card the sockets hold)', () => {
  it('names only the changed fields, nested ones by their path, and applied gives the new card exactly', () => {
    const before = card('A');
    const after = card('A', {
      x: 12.5,
      stationCode: null,
      nextStationCode: 'S2',
      agvVo: { ...before.agvVo, rotation: 90, agvSetLink: null },
      agvStatus: { Main: { LoadStatus: 1 } },
      transorderVo: { id: 'o1', transorderCode: 'T1', transorderStatus: 'Running', transorderType: 'Material' },
    });
    const patch = fieldChanges(parsed(before), after)!;
    expect(patch).toEqual({
      set: {
        x: 12.5,
        stationCode: null,
        nextStationCode: 'S2',
        'agvVo.rotation': 90,
        'agvVo.agvSetLink': null,
        'agvStatus.Main.LoadStatus': 1,
        transorderVo: { id: 'o1', transorderCode: 'T1', transorderStatus: 'Running', transorderType: 'Material' },
      },
    });
    expect(applyFieldPatch(parsed(before), parsed(patch))).toEqual(parsed(after));
    // And back: an object that became null, a nested field that is gone.
    const vo = Object.fromEntries(Object.entries(after.agvVo).filter(([key]) => key !== 'agvSetLink'));
    const back = { ...before, agvVo: vo } as AgvInfoCard;
    const reverse = fieldChanges(parsed(after), back)!;
    expect(reverse.set.transorderVo).toBeNull();
    expect(reverse.unset).toEqual(['agvVo.agvSetLink']);
    expect(applyFieldPatch(parsed(after), parsed(reverse))).toEqual(parsed(back));
  });

  it('sees what JSON sees: undefined is absent, arrays compare by content and come whole', () => {
    const before = card('A', { agvErrorInfoVoList: [{ errorCode: 'E1', errorLevel: 'Error', agvName: 'A' }] });
    expect(fieldChanges(parsed(before), card('A', { agvErrorInfoVoList: [{ errorCode: 'E1', errorLevel: 'Error', agvName: 'A' }], extra: undefined }))).toEqual({ set: {} });
    const after = card('A', { agvErrorInfoVoList: [] });
    expect(fieldChanges(parsed(before), after)).toEqual({ set: { agvErrorInfoVoList: [] } });
    expect(fieldChanges(parsed(before), card('A', { battery: undefined }))).toEqual({ set: { agvErrorInfoVoList: [] }, unset: ['battery'] });
  });

  it('sends a nested object whose keys hold a dot whole, since its paths would be misread', () => {
    const before = card('A', { agvStatus: { Main: { LoadStatus: 0 }, 'a.b': 1 } });
    const after = card('A', { agvStatus: { Main: { LoadStatus: 1 }, 'a.b': 1 } });
    const patch = fieldChanges(parsed(before), after)!;
    expect(patch.set).toEqual({ agvStatus: { Main: { LoadStatus: 1 }, 'a.b': 1 } });
    expect(applyFieldPatch(parsed(before), parsed(patch))).toEqual(parsed(after));
  });
});

describe('cardDeltas (what the feed sends of the changed cards)', () => {
  it('patches a moving vehicle, sends a joining one whole, and a patch no smaller than its card whole', () => {
    const first = diffById(new Map(), [card('A'), card('B')], (c) => c.agvUid);
    const moved = card('A', { x: 11, y: 21, agvVo: { ...card('A').agvVo, rotation: 45 } });
    const rebuilt = card('B', Object.fromEntries(Object.entries(card('B')).map(([key, value]) => [key, key === 'agvUid' ? 'B' : typeof value === 'number' ? value + 1 : `${JSON.stringify(value)}!`])));
    const next = diffById(first.sent, [moved, rebuilt, card('C')], (c) => c.agvUid);
    const { whole, patches } = cardDeltas(first.sent, next.sent, next.changed);
    expect(whole.map((c) => c.agvUid)).toEqual(['B', 'C']);
    expect(patches).toEqual([{ agvUid: 'A', set: { x: 11, y: 21, 'agvVo.rotation': 45 } }]);
    // The point of it: a moving vehicle costs a few dozen bytes, not its card.
    expect(JSON.stringify(patches[0]).length).toBeLessThan(next.sent.get('A')!.length / 10);
  });
});
