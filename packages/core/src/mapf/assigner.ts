/**
 * Greedy task assignment, as in the LoRR start-kit's default scheduler: each free robot in turn
 * takes the open task with the smallest total route, robot -> first errand -> later errands.
 * To stay O(robots x open tasks), every open task is first priced by Manhattan distance (cheap),
 * the `candidates` best are kept, and only those are priced exactly with one forward search from
 * the robot (turns included) when the step's search budget allows. Legs between a task's own
 * errands are Manhattan: they are the same whichever robot takes the task.
 * A task whose first errand is already another robot's goal costs `goalTaken` more: robots
 * converging on one cell (often a dead end) jam it, so such a task waits for a quieter moment.
 */
import type { RobotState } from './actions.js';
import { UNREACHABLE, type DistanceTables } from './distance.js';
import { manhattan, type Grid } from './grid.js';

/**
 * Default extra cost, in steps, of sending a robot to a cell another robot is already heading
 * for. Measured (seed 1): 0 lets jams form on random_32_32_20_100 (587 tasks, mean of 5 seeds, vs
 * 850 at 50 and above); 1,000 sends robots far across warehouse_large_1000 (796 tasks in 400
 * steps vs 931 at 50).
 */
export const GOAL_TAKEN = 50;

export interface OpenTask {
  readonly id: number;
  /** Cells to visit in order. */
  readonly errands: readonly number[];
}

export interface Assignment {
  readonly robot: number;
  readonly task: number;
}

export class GreedyAssigner {
  private readonly cellDist: Uint16Array;
  private readonly stateDist: Uint16Array;
  /** Forward searches the last call ran. */
  lastSearches = 0;

  constructor(
    private readonly grid: Grid,
    private readonly dist: DistanceTables,
    /** Tasks priced exactly per robot (the rest only by Manhattan distance). */
    private readonly candidates: number,
    private readonly goalTaken = GOAL_TAKEN,
  ) {
    this.cellDist = new Uint16Array(grid.freeCells.length);
    this.stateDist = new Uint16Array(grid.freeCells.length * 4);
  }

  /**
   * Assigns free robots (in the order given) to open tasks nobody holds. `exactSearches` caps the
   * forward searches; robots beyond it choose by the Manhattan estimate alone.
   */
  assign(states: readonly RobotState[], freeRobots: readonly number[], tasks: readonly OpenTask[], exactSearches: number, goals: Set<number> = new Set()): Assignment[] {
    const g = this.grid;
    this.lastSearches = 0;
    const legs = tasks.map((t) => {
      let sum = 0;
      for (let i = 1; i < t.errands.length; i++) sum += manhattan(g, t.errands[i - 1], t.errands[i]);
      return sum;
    });
    const taken = new Uint8Array(tasks.length);
    let left = tasks.length;
    const out: Assignment[] = [];
    const k = Math.max(1, this.candidates);
    const bestIdx = new Int32Array(k);
    const bestEst = new Float64Array(k);
    for (const robot of freeRobots) {
      if (left === 0) break;
      const s = states[robot];
      // Top-k open tasks by estimate, kept sorted by insertion (k is small).
      let count = 0;
      for (let i = 0; i < tasks.length; i++) {
        if (taken[i]) continue;
        const est = manhattan(g, s.cell, tasks[i].errands[0]) + legs[i] + (goals.has(tasks[i].errands[0]) ? this.goalTaken : 0);
        if (count === k && est >= bestEst[k - 1]) continue;
        let j = count < k ? count++ : k - 1;
        while (j > 0 && bestEst[j - 1] > est) {
          bestEst[j] = bestEst[j - 1];
          bestIdx[j] = bestIdx[j - 1];
          j--;
        }
        bestEst[j] = est;
        bestIdx[j] = i;
      }
      let chosen = bestIdx[0];
      if (exactSearches > 0 && count > 1) {
        exactSearches--;
        this.lastSearches++;
        this.dist.fromState(s.cell, s.dir, this.cellDist, this.stateDist);
        let best = Infinity;
        for (let j = 0; j < count; j++) {
          const i = bestIdx[j];
          const d = this.cellDist[g.freeIndex[tasks[i].errands[0]]];
          const cost = d === UNREACHABLE ? Infinity : d + legs[i] + (goals.has(tasks[i].errands[0]) ? this.goalTaken : 0);
          if (cost < best) {
            best = cost;
            chosen = i;
          }
        }
        if (best === Infinity) continue; // nothing reachable from here: stay free.
      }
      taken[chosen] = 1;
      goals.add(tasks[chosen].errands[0]);
      left--;
      out.push({ robot, task: tasks[chosen].id });
    }
    return out;
  }
}
