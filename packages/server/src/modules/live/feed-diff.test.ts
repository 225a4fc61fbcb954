import { describe, expect, it } from 'vitest';
import { diffById } from './feed-diff.js';

describe('diffById (what a live feed sends after its snapshot)', () => {
  it('names entries new or changed and the keys gone, and keeps the new baseline', () => {
    const first = diffById(new Map(), [{ id: 'a', v: 1 }, { id: 'b', v: 1 }], (x) => x.id);
    expect(first.changed.map((x) => x.id)).toEqual(['a', 'b']);
    const next = diffById(first.sent, [{ id: 'a', v: 1 }, { id: 'c', v: 1 }, { id: 'b', v: 2 }], (x) => x.id);
    expect(next.changed).toEqual([{ id: 'c', v: 1 }, { id: 'b', v: 2 }]);
    expect(next.removed).toEqual([]);
    const last = diffById(next.sent, [{ id: 'b', v: 2 }], (x) => x.id);
    expect(last.changed).toEqual([]);
    expect(last.removed.sort()).toEqual(['a', 'c']);
  });
});
