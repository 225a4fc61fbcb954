/**
 * The swap operation of PIBT (Okumura, "Improving LaCAM for Scalable Eventually Optimal
 * Multi-Agent Pathfinding", IJCAI 2023; after Push and Swap): plain PIBT deadlocks when two
 * robots meet head-on in a corridor, because the one pushed back can only retreat towards a dead
 * end. When pushing would only drive the other robot into such a dead end before the pair reaches
 * a junction where they can pass, and a junction is reachable the other way, the pusher instead
 * retreats and pulls the other robot after it until they reach the junction and pass there.
 * Distances here are by cell (best facing): turning only delays the manoeuvre, it does not change
 * whether it is needed.
 */
import { UNREACHABLE } from './distance.js';
import { step, type Grid } from './grid.js';

export interface SwapContext {
  readonly grid: Grid;
  /** Robot standing in a cell now, or -1. */
  occupant(cell: number): number;
  /** Goal table of a robot, or null. */
  table(robot: number): Uint16Array | null;
  /** Goal cell of a robot, or -1. */
  goal(robot: number): number;
}

/** Cell distance to a robot's goal: the best over facings; Infinity without a goal. */
export function cellDist(ctx: SwapContext, robot: number, cell: number): number {
  const t = ctx.table(robot);
  if (!t) return Infinity;
  const b = ctx.grid.freeIndex[cell] * 4;
  const d = Math.min(t[b], t[b + 1], t[b + 2], t[b + 3]);
  return d === UNREACHABLE ? Infinity : d;
}

/**
 * From `puller`'s cell, the neighbours one can step on, leaving out the cell just left and dead
 * ends where a robot sits on its own goal. Returns [count, one such neighbour].
 */
function exits(ctx: SwapContext, from: number, at: number): [number, number] {
  let n = 0;
  let last = -1;
  for (let d = 0; d < 4; d++) {
    const u = step(ctx.grid, at, d);
    if (u < 0 || u === from) continue;
    const a = ctx.occupant(u);
    if (a >= 0 && ctx.goal(a) === u && degree(ctx.grid, u) === 1) continue;
    n++;
    last = u;
  }
  return [n, last];
}

function degree(g: Grid, cell: number): number {
  let n = 0;
  for (let d = 0; d < 4; d++) if (step(g, cell, d) >= 0) n++;
  return n;
}

/** Would pushing robot `puller` (at pullerCell) away from `pusher` (at pusherCell) trap it before the two could pass? */
export function swapRequired(ctx: SwapContext, pusher: number, puller: number, pusherCell: number, pullerCell: number): boolean {
  let vPusher = pusherCell;
  let vPuller = pullerCell;
  let guard = ctx.grid.freeCells.length;
  while (guard-- > 0 && cellDist(ctx, pusher, vPuller) < cellDist(ctx, pusher, vPusher)) {
    const [n, next] = exits(ctx, vPusher, vPuller);
    if (n >= 2) return false; // a junction ahead: plain pushing lets them pass there.
    if (n <= 0) break;
    vPusher = vPuller;
    vPuller = next;
  }
  const pullerGain = cellDist(ctx, puller, vPusher) < cellDist(ctx, puller, vPuller);
  const pusherGoal = cellDist(ctx, pusher, vPusher);
  return pullerGain && (pusherGoal === 0 || cellDist(ctx, pusher, vPuller) < pusherGoal);
}

/** Is there a junction behind `pullerCell` (walking away from `pusherCell`) where the two could pass? */
export function swapPossible(ctx: SwapContext, pusherCell: number, pullerCell: number): boolean {
  let vPusher = pusherCell;
  let vPuller = pullerCell;
  let guard = ctx.grid.freeCells.length;
  while (guard-- > 0 && vPuller !== pusherCell) {
    const [n, next] = exits(ctx, vPusher, vPuller);
    if (n >= 2) return true;
    if (n <= 0) return false;
    vPusher = vPuller;
    vPuller = next;
  }
  return false;
}
