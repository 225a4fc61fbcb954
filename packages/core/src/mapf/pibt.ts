/**
 * One step of PIBT (Priority Inheritance with Backtracking, Okumura et al., AIJ 2022) adapted to
 * robots that must turn before they move, as in the League of Robot Runners' default planner and
 * winning entries:
 * 1. PIBT over cells: in priority order each robot claims the free neighbour cell (or its own)
 *    that brings it closest to its goal; if a lower-priority robot stands there, that robot
 *    inherits the priority and must move away first, and if it cannot, the claimant backtracks
 *    to its next choice. So no two robots claim one cell and no two claim each other's cells.
 * 2. Claims become actions: a robot facing its claimed cell moves F; one that claimed a cell to
 *    its side or behind turns towards it this step (and stays); one that keeps its cell may turn
 *    to face its best way out. Because such a claim only pays off after the turn, a pushed robot
 *    prefers the cell it faces, and random tie-breaks are kept for several steps: otherwise
 *    robots turn back and forth between equally good cells and whole areas lock up.
 *    When pushing would drive the other robot into a dead end before they can pass (a head-on
 *    meeting in a corridor), the claimant retreats instead and pulls it along (swap.ts).
 * 3. A robot that moves into a cell whose robot does not leave must wait, and so on down the
 *    chain, so following is the only way two robots share a cell over a step.
 */
import type { Action, RobotState } from './actions.js';
import { UNREACHABLE } from './distance.js';
import { dirBetween, step, turns, type Grid } from './grid.js';
import type { Rng } from '../rng.js';
import { cellDist, swapPossible, swapRequired, type SwapContext } from './swap.js';

/** What PIBT needs of each robot: its state, its goal's distance table (or none) and its priority. */
export interface PibtInput {
  readonly states: readonly RobotState[];
  /** Per robot, the goal's table from DistanceTables (indexed freeIndex * 4 + dir), or null if it has no goal this step. */
  readonly tables: readonly (Uint16Array | null)[];
  /** Per robot, its goal cell (-1 if none); used to spot robots parked on their goal in dead ends. */
  readonly goals: ArrayLike<number>;
  /** Per robot, higher goes first; must be distinct for a fixed order (add a tie-breaker). */
  readonly priorities: ArrayLike<number>;
}

/** A large value for unreachable goals, still below the sort keys' other terms' reach. */
const FAR = 1_000_000;

export class Pibt {
  private readonly occNow: Int32Array;
  private readonly occNext: Int32Array;
  private next = new Int32Array(0);
  private input!: PibtInput;
  /** Random tie-breakers between equally good cells, per robot and direction (and staying). */
  private tie = new Float64Array(0);
  private readonly swapCtx: SwapContext;
  private steps = 0;

  constructor(
    private readonly grid: Grid,
    private readonly rng: Rng,
    /** Steps between re-draws of the random tie-breakers (20 did best on random_32_32_20_100 among 4-64). */
    private readonly tieSteps = 20,
  ) {
    this.occNow = new Int32Array(grid.width * grid.height).fill(-1);
    this.occNext = new Int32Array(grid.width * grid.height).fill(-1);
    this.swapCtx = {
      grid,
      occupant: (cell) => this.occNow[cell],
      table: (robot) => this.input.tables[robot],
      goal: (robot) => this.input.goals[robot],
    };
  }

  /** The joint action for one step. */
  plan(input: PibtInput): Action[] {
    const n = input.states.length;
    this.input = input;
    if (this.next.length !== n) {
      this.next = new Int32Array(n);
      this.tie = new Float64Array(n * 5);
    }
    // Kept for tieSteps steps: a tie re-drawn every step makes a robot turn back and forth, one
    // never re-drawn can hold a deadlock of equals for ever.
    if (this.steps++ % this.tieSteps === 0) for (let i = 0; i < this.tie.length; i++) this.tie[i] = this.rng.next();
    this.next.fill(-1);
    for (let i = 0; i < n; i++) this.occNow[input.states[i].cell] = i;

    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => input.priorities[b] - input.priorities[a] || a - b);
    for (const a of order) if (this.next[a] < 0) this.claim(a, -1);

    const actions = this.toActions();
    for (let i = 0; i < n; i++) {
      this.occNow[input.states[i].cell] = -1;
      this.occNext[this.next[i]] = -1;
    }
    return actions;
  }

  /** Remaining cost to the goal after committing to `cell` this step (lower is better). */
  private value(a: number, cell: number, dirTo: number): number {
    const t = this.input.tables[a];
    const s = this.input.states[a];
    if (!t) return cell === s.cell ? 0 : 1;
    const fi = this.grid.freeIndex[cell];
    if (cell === s.cell) {
      const h = t[fi * 4 + s.dir];
      return h === UNREACHABLE ? FAR : h;
    }
    const h = t[fi * 4 + dirTo];
    return h === UNREACHABLE ? FAR : h + turns(s.dir, dirTo);
  }

  /** PIBT's recursive step: robot a claims a cell; `parent` is the robot pushing it (whose cell it must not take). */
  private claim(a: number, parent: number): boolean {
    const s = this.input.states[a];
    const cells: number[] = [s.cell];
    const keys: number[] = [];
    const stay = this.value(a, s.cell, s.dir);
    keys.push(stay * 64 + 2 * 16 + this.tie[a * 5 + 4]);
    for (let d = 0; d < 4; d++) {
      const v = step(this.grid, s.cell, d);
      if (v < 0) continue;
      const occupied = this.occNow[v] >= 0 ? 1 : 0;
      // Equal cost: prefer a free cell (no one to push), then fewer turns, then chance.
      cells.push(v);
      const value = this.value(a, v, d);
      // A pushed robot takes the cell it can enter soonest (fewest turns): a claim it must turn
      // for holds up its pusher meanwhile, and the pusher might push elsewhere next step.
      keys.push(parent >= 0 ? turns(s.dir, d) * 1e9 + value * 64 + occupied * 8 + this.tie[a * 5 + d] : value * 64 + occupied * 8 + turns(s.dir, d) * 2 + this.tie[a * 5 + d]);
    }
    let idx = keys.map((_, i) => i).sort((x, y) => keys[x] - keys[y]);
    const swapWith = this.swapPartner(a, cells[idx[0]]);
    if (swapWith >= 0) {
      // Retreat: first to the cell that is most out of the partner's way (by cell distance, so
      // the choice does not flip while the robot turns), keeping its cell only as a last resort.
      const away = (i: number) => {
        const d = cellDist(this.swapCtx, swapWith, cells[i]);
        return Number.isFinite(d) ? d : 0;
      };
      const partnerCell = this.input.states[swapWith].cell;
      idx = idx.filter((i) => i !== 0 && cells[i] !== partnerCell).sort((x, y) => away(y) - away(x) || keys[x] - keys[y]);
      idx.push(0);
    }
    const parentCell = parent >= 0 ? this.input.states[parent].cell : -1;
    for (const i of idx) {
      const v = cells[i];
      if (this.occNext[v] >= 0) continue;
      if (v === parentCell) continue;
      const k = this.occNow[v];
      // Never swap with a robot that already claimed our cell.
      if (k >= 0 && k !== a && this.next[k] === s.cell) continue;
      this.occNext[v] = a;
      this.next[a] = v;
      if (k >= 0 && k !== a && this.next[k] < 0 && !this.claim(k, a)) continue;
      // Retreating from a head-on meeting: the partner follows into the cell we leave.
      if (i !== 0 && swapWith >= 0 && this.next[swapWith] < 0 && this.occNext[s.cell] < 0) {
        this.next[swapWith] = s.cell;
        this.occNext[s.cell] = swapWith;
      }
      return true;
    }
    this.next[a] = s.cell;
    this.occNext[s.cell] = a;
    return false;
  }

  /** The robot robot a must swap places with (pull after it) instead of pushing, or -1. */
  private swapPartner(a: number, best: number): number {
    const here = this.input.states[a].cell;
    if (best === here || !this.input.tables[a]) return -1;
    const ctx = this.swapCtx;
    const j = this.occNow[best];
    if (j >= 0 && this.next[j] < 0 && swapRequired(ctx, a, j, here, best) && swapPossible(ctx, best, here)) return j;
    // The other way round: a neighbour that needs a to make way by a swap (Push and Swap's clear step).
    for (let d = 0; d < 4; d++) {
      const u = step(this.grid, here, d);
      if (u < 0 || u === best) continue;
      const k = this.occNow[u];
      if (k >= 0 && this.next[k] < 0 && swapRequired(ctx, k, a, here, u) && swapPossible(ctx, u, here)) return k;
    }
    return -1;
  }

  private toActions(): Action[] {
    const { states, tables } = this.input;
    const n = states.length;
    const actions: Action[] = new Array(n);
    for (let a = 0; a < n; a++) {
      const s = states[a];
      const target = this.next[a];
      const t = tables[a];
      if (target === s.cell) {
        actions[a] = t ? this.bestTurnInPlace(t, s) : 'W';
        continue;
      }
      if (step(this.grid, s.cell, s.dir) === target) {
        actions[a] = 'F';
        continue;
      }
      actions[a] = this.turnTowards(t, s, dirBetween(this.grid, s.cell, target));
    }
    this.holdFollowers(actions);
    return actions;
  }

  private turnTowards(t: Uint16Array | null, s: RobotState, dir: number): Action {
    const diff = (dir - s.dir + 4) & 3;
    if (diff === 1) return 'R';
    if (diff === 3) return 'C';
    return t ? this.uTurnSide(t, s) : 'R';
  }

  /** A robot that keeps its cell turns if a turn shortens its way to the goal. */
  private bestTurnInPlace(t: Uint16Array, s: RobotState): Action {
    const fi = this.grid.freeIndex[s.cell] * 4;
    const here = t[fi + s.dir];
    const r = t[fi + ((s.dir + 1) & 3)];
    const c = t[fi + ((s.dir + 3) & 3)];
    if (r < here && r <= c) return 'R';
    if (c < here) return 'C';
    return 'W';
  }

  private uTurnSide(t: Uint16Array, s: RobotState): Action {
    const fi = this.grid.freeIndex[s.cell] * 4;
    return t[fi + ((s.dir + 3) & 3)] < t[fi + ((s.dir + 1) & 3)] ? 'C' : 'R';
  }

  /** Step 3: F into a cell whose robot stays becomes W, transitively; cycles of followers keep moving. */
  private holdFollowers(actions: Action[]): void {
    const { states } = this.input;
    // 0 unknown, 1 being resolved, 2 moves, 3 stays.
    const mark = new Uint8Array(states.length);
    const resolve = (a: number): boolean => {
      if (mark[a] === 2) return true;
      if (mark[a] === 3) return false;
      if (mark[a] === 1) return true; // a cycle of robots each following the next: all move.
      if (actions[a] !== 'F') {
        mark[a] = 3;
        return false;
      }
      mark[a] = 1;
      const k = this.occNow[this.next[a]];
      if (k >= 0 && k !== a && !resolve(k)) {
        actions[a] = 'W';
        mark[a] = 3;
        return false;
      }
      mark[a] = 2;
      return true;
    };
    for (let a = 0; a < states.length; a++) resolve(a);
  }
}
