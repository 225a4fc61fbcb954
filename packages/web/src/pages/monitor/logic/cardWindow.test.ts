import { describe, expect, it } from 'vitest';
import { cardWindow } from './cardWindow';

const fixed = (h: number) => () => h;

describe('cardWindow', () => {
  it('mounts the cards in view plus the overscan and reserves the height of the others', () => {
    // 100 cards of 100 px; view 1,000..1,300 with 200 px overscan: 800..1,500 -> cards 8..14.
    expect(cardWindow(100, fixed(100), 1000, 300, 200)).toEqual({ start: 8, end: 15, before: 800, after: 8500 });
  });

  it('starts at the first card at the top', () => {
    expect(cardWindow(50, fixed(100), 0, 250, 100)).toEqual({ start: 0, end: 4, before: 0, after: 4600 });
  });

  it('uses each card its own height', () => {
    const heights = [50, 300, 50, 50, 50];
    const w = cardWindow(heights.length, (i) => heights[i]!, 360, 40, 0);
    expect(w).toEqual({ start: 2, end: 3, before: 350, after: 100 });
  });

  it('mounts nothing when scrolled past the end, keeping the full height', () => {
    expect(cardWindow(3, fixed(100), 900, 100, 0)).toEqual({ start: 3, end: 3, before: 300, after: 0 });
  });

  it('mounts the last cards down to the end', () => {
    expect(cardWindow(10, fixed(100), 850, 400, 0)).toEqual({ start: 8, end: 10, before: 800, after: 0 });
  });
});
