import type { Point } from '../logic/geometry';

export type Piece = readonly [Point, Point];

/** Collinear pieces closer than this (map units, and its angle in radians) count as one line. */
const OFFSET_TOLERANCE = 0.01;
const ANGLE_TOLERANCE = 1e-6;

interface Line {
  /** Unit direction, pointing to +x (or +y when vertical), and the unit normal. */
  readonly dx: number;
  readonly dy: number;
  /** Distance of the line from the origin along the normal (-dy, dx). */
  readonly offset: number;
  readonly spans: [number, number][];
}

/**
 * The same lines as `pieces` with every run of collinear, touching or overlapping pieces joined
 * into one, so a lane of fifty stations is one line instead of fifty. Software WebGL pays for
 * every line it draws, however short: a 10,000-station warehouse's paths cost a third of a 3D
 * frame. Both directions of a two-way path also collapse into one line. Order is not kept.
 */
export function mergeCollinear(pieces: readonly Piece[]): Piece[] {
  const lines = new Map<string, Line[]>();
  const out: Piece[] = [];
  for (const [a, b] of pieces) {
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length === 0) continue;
    let dx = (b.x - a.x) / length;
    let dy = (b.y - a.y) / length;
    if (dx < 0 || (dx === 0 && dy < 0)) {
      dx = -dx;
      dy = -dy;
    }
    const offset = -dy * a.x + dx * a.y;
    // Lines are found by rounded angle and offset, then checked exactly: a key at a rounding edge
    // only leaves two pieces apart, which draws the same picture.
    const key = `${Math.round(Math.atan2(dy, dx) / ANGLE_TOLERANCE)}:${Math.round(offset / OFFSET_TOLERANCE)}`;
    const candidates = lines.get(key) ?? [];
    let line = candidates.find((l) => Math.abs(l.dx * dy - l.dy * dx) < ANGLE_TOLERANCE && Math.abs(l.offset - offset) < OFFSET_TOLERANCE);
    if (!line) {
      line = { dx, dy, offset, spans: [] };
      candidates.push(line);
      lines.set(key, candidates);
    }
    const ta = line.dx * a.x + line.dy * a.y;
    const tb = line.dx * b.x + line.dy * b.y;
    line.spans.push(ta < tb ? [ta, tb] : [tb, ta]);
  }
  for (const group of lines.values()) {
    for (const line of group) {
      const at = (t: number): Point => ({ x: -line.dy * line.offset + line.dx * t, y: line.dx * line.offset + line.dy * t });
      line.spans.sort((p, q) => p[0] - q[0]);
      let [start, end] = line.spans[0]!;
      for (const [from, to] of line.spans.slice(1)) {
        if (from <= end + OFFSET_TOLERANCE) {
          end = Math.max(end, to);
          continue;
        }
        out.push([at(start), at(end)]);
        [start, end] = [from, to];
      }
      out.push([at(start), at(end)]);
    }
  }
  return out;
}
