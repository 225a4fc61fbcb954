import { describe, expect, it, vi } from 'vitest';
import { CardStore, OccupiedStore } from './liveStores';

describe('CardStore', () => {
  it('tells a card only when what it shows changed, and when it leaves', () => {
    const store = new CardStore<{ agvUid: string; battery: number }>();
    const a = vi.fn();
    const b = vi.fn();
    store.subscribe('A', a);
    store.subscribe('B', b);
    store.set([{ agvUid: 'A', battery: 50 }, { agvUid: 'B', battery: 60 }]);
    expect(a).toHaveBeenCalledTimes(1);
    const first = store.get('A');
    store.set([{ agvUid: 'A', battery: 50 }, { agvUid: 'B', battery: 61 }]);
    expect(a).toHaveBeenCalledTimes(1);
    expect(store.get('A')).toBe(first);
    expect(b).toHaveBeenCalledTimes(2);
    store.set([{ agvUid: 'A', battery: 50 }]);
    expect(b).toHaveBeenCalledTimes(3);
    expect(store.get('B')).toBeUndefined();
  });
});

describe('OccupiedStore', () => {
  it('notifies only when the set of codes changes', () => {
    const store = new OccupiedStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(['S1', 'S2']);
    store.set(['S2', 'S1']);
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(['S1']);
    expect(listener).toHaveBeenCalledTimes(2);
    expect([...store.get()]).toEqual(['S1']);
  });
});
