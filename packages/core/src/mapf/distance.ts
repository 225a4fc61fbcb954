/**
 * Orientation-aware distances on a grid. A goal's table holds, for every (free cell, facing)
 * state, the fewest LoRR actions to stand on the goal (any facing): a breadth-first search run
 * backwards from the goal over (cell, direction) states, where turning costs a step just like
 * moving. Tables are cached per goal in a bounded least-recently-used map, because a warehouse
 * table is ~0.3 MB and a fleet has as many live goals as robots.
 */
import { step, type Grid } from './grid.js';

/** Marks a state from which the goal cannot be reached. */
export const UNREACHABLE = 0xffff;

export class DistanceTables {
  private readonly cache = new Map<number, Uint16Array>();
  private readonly queue: Int32Array;
  /** Searches run since creation (goal tables and forward searches), for the bench. */
  searches = 0;

  constructor(
    private readonly grid: Grid,
    /** Most goal tables kept at once. */
    readonly capacity: number,
  ) {
    if (capacity < 1) throw new Error('distance cache capacity must be at least 1');
    this.queue = new Int32Array(grid.freeCells.length * 4);
  }

  /** The table of a goal if it is cached (and marks it recently used). */
  cached(goal: number): Uint16Array | undefined {
    const t = this.cache.get(goal);
    if (t) {
      this.cache.delete(goal);
      this.cache.set(goal, t);
    }
    return t;
  }

  /** The table of a goal, computing it when it is not cached. */
  table(goal: number): Uint16Array {
    const hit = this.cached(goal);
    if (hit) return hit;
    const t = this.search(goal);
    if (this.cache.size >= this.capacity) {
      const oldest = this.cache.keys().next().value as number;
      this.cache.delete(oldest);
    }
    this.cache.set(goal, t);
    return t;
  }

  get size(): number {
    return this.cache.size;
  }

  /** Distance from (cell, dir) to the goal whose table is `t`. */
  at(t: Uint16Array, cell: number, dir: number): number {
    return t[this.grid.freeIndex[cell] * 4 + dir];
  }

  /** Backward search: a state's predecessors are the two states that turn into it and the state one cell behind it, same facing. */
  private search(goal: number): Uint16Array {
    const g = this.grid;
    const dist = new Uint16Array(g.freeCells.length * 4).fill(UNREACHABLE);
    const gi = g.freeIndex[goal];
    if (gi < 0) throw new Error(`goal cell ${goal} is not free`);
    this.searches++;
    const q = this.queue;
    let head = 0;
    let tail = 0;
    for (let d = 0; d < 4; d++) {
      dist[gi * 4 + d] = 0;
      q[tail++] = gi * 4 + d;
    }
    while (head < tail) {
      const s = q[head++];
      const fi = s >> 2;
      const d = s & 3;
      const nd = dist[s] + 1;
      const cell = g.freeCells[fi];
      // Turned into (cell, d) from (cell, d-1) with R or from (cell, d+1) with C.
      const r = (fi << 2) | ((d + 3) & 3);
      if (dist[r] === UNREACHABLE) {
        dist[r] = nd;
        q[tail++] = r;
      }
      const c = (fi << 2) | ((d + 1) & 3);
      if (dist[c] === UNREACHABLE) {
        dist[c] = nd;
        q[tail++] = c;
      }
      // Moved forward into cell facing d from the cell behind it.
      const behind = step(g, cell, (d + 2) & 3);
      if (behind >= 0) {
        const b = (g.freeIndex[behind] << 2) | d;
        if (dist[b] === UNREACHABLE) {
          dist[b] = nd;
          q[tail++] = b;
        }
      }
    }
    return dist;
  }

  /**
   * Forward search from one robot state: fewest actions to reach each free cell (any facing),
   * written into `out` (indexed by free-cell index). Not cached: the assigner runs it once per
   * free robot to price every candidate task at once.
   */
  fromState(cell: number, dir: number, out: Uint16Array, states: Uint16Array): void {
    const g = this.grid;
    this.searches++;
    states.fill(UNREACHABLE);
    out.fill(UNREACHABLE);
    const q = this.queue;
    let head = 0;
    let tail = 0;
    const start = (g.freeIndex[cell] << 2) | dir;
    states[start] = 0;
    q[tail++] = start;
    while (head < tail) {
      const s = q[head++];
      const fi = s >> 2;
      const d = s & 3;
      const cur = states[s];
      if (cur < out[fi]) out[fi] = cur;
      const nd = cur + 1;
      const r = (fi << 2) | ((d + 1) & 3);
      if (states[r] === UNREACHABLE) {
        states[r] = nd;
        q[tail++] = r;
      }
      const c = (fi << 2) | ((d + 3) & 3);
      if (states[c] === UNREACHABLE) {
        states[c] = nd;
        q[tail++] = c;
      }
      const ahead = step(g, g.freeCells[fi], d);
      if (ahead >= 0) {
        const a = (g.freeIndex[ahead] << 2) | d;
        if (states[a] === UNREACHABLE) {
          states[a] = nd;
          q[tail++] = a;
        }
      }
    }
  }
}
