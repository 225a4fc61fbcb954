import type { AgvInfoCard } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import { toAgvLiveView } from './agvLiveView';

const card = (over: Partial<AgvInfoCard> = {}): AgvInfoCard =>
  ({
    agvUid: 'U1',
    agvVo: { id: 'agv-1', agvName: 'FL01', agvCode: 'FL01', modelId: 'm', modelName: 'M', isLock: 0, isConnected: 1, agvImage: 'a.png', currentRotation: 0 },
    agvErrorInfoVoList: [],
    ...over,
  }) as unknown as AgvInfoCard;

describe('the live view of a card for the vehicle tools', () => {
  it('offers "unloaded by hand" only for a vehicle carrying a load without an order', () => {
    expect(toAgvLiveView(card({ loadedWithoutOrder: true })).loadedWithoutOrder).toBe(true);
    expect(toAgvLiveView(card({ loadedWithoutOrder: false })).loadedWithoutOrder).toBe(false);
    expect(toAgvLiveView(card()).loadedWithoutOrder).toBe(false);
  });
});
