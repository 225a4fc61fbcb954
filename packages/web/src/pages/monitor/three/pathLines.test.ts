import { describe, expect, it } from 'vitest';
import { mergeCollinear, type Piece } from './pathLines';

const p = (x: number, y: number) => ({ x, y });
const rounded = (pieces: Piece[]) =>
  pieces
    .map(([a, b]) => [a, b].map((q) => [Math.round(q.x * 1000) / 1000, Math.round(q.y * 1000) / 1000]))
    .sort((m, n) => m[0]![0]! - n[0]![0]! || m[0]![1]! - n[0]![1]!);

describe('merging collinear path pieces', () => {
  it('joins a lane of touching pieces into one line, whatever their direction', () => {
    const lane: Piece[] = [
      [p(0, 10), p(10, 10)],
      [p(20, 10), p(10, 10)],
      [p(20, 10), p(30, 10)],
    ];
    expect(rounded(mergeCollinear(lane))).toEqual([
      [
        [0, 10],
        [30, 10],
      ],
    ]);
  });

  it('keeps pieces with a gap between them, parallel lines and crossing lines apart', () => {
    const pieces: Piece[] = [
      [p(0, 0), p(10, 0)],
      [p(15, 0), p(20, 0)],
      [p(0, 5), p(10, 5)],
      [p(5, -5), p(5, 5)],
    ];
    expect(mergeCollinear(pieces)).toHaveLength(4);
  });

  it('joins overlapping pieces (a two-way path drawn both ways) and diagonal runs', () => {
    const pieces: Piece[] = [
      [p(0, 0), p(10, 10)],
      [p(10, 10), p(0, 0)],
      [p(10, 10), p(20, 20)],
    ];
    expect(rounded(mergeCollinear(pieces))).toEqual([
      [
        [0, 0],
        [20, 20],
      ],
    ]);
  });

  it('leaves the pieces of a curve as they are', () => {
    const curve: Piece[] = [
      [p(0, 0), p(10, 2)],
      [p(10, 2), p(18, 8)],
      [p(18, 8), p(22, 18)],
    ];
    expect(rounded(mergeCollinear(curve))).toEqual(rounded([...curve]));
  });
});
