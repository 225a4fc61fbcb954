import { describe, expect, it, vi } from 'vitest';
import { OccupiedStore } from './liveStores';

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
