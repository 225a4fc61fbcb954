import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../rng.js';
import { MinHeap } from './heap.js';
import { NumberHeap } from './number-heap.js';

describe('NumberHeap', () => {
  it('pops in the order MinHeap does, ties in insertion order, across growth and reuse', () => {
    const rng = createRng(5);
    const fast = new NumberHeap();
    for (let round = 0; round < 3; round++) {
      fast.clear();
      const reference = new MinHeap<number>();
      const popped: [number, number][] = [];
      const expected: [number, number][] = [];
      for (let i = 0; i < 2000; i++) {
        // Few distinct keys, so ties are common.
        const key = randomInt(rng, 50);
        fast.push(key, i);
        reference.push(key, i);
        if (randomInt(rng, 10) < 3) {
          popped.push([fast.pop(), fast.poppedKey]);
          const r = reference.pop()!;
          expected.push([r.value, r.key]);
        }
      }
      while (reference.size > 0) {
        const r = reference.pop()!;
        expected.push([r.value, r.key]);
        popped.push([fast.pop(), fast.poppedKey]);
      }
      expect(popped).toEqual(expected);
      expect(fast.size).toBe(0);
      expect(fast.pop()).toBe(-1);
    }
  });
});
