/**
 * A lifelong multi-agent planner for LoRR's rules: every step it assigns open tasks to free
 * robots (GreedyAssigner) and picks one action per robot with PIBT guided by orientation-aware
 * goal distances (Pibt, DistanceTables). Priorities rise by one each step a robot has not reached
 * its current errand and drop back when it does, so a robot kept waiting eventually outranks
 * everyone around it and nobody starves. Deterministic for a seed: no clock, no Math.random.
 *
 * Searching is the only costly part, so the work per step is capped in state expansions, not
 * time: goal tables of robots already under way come first (in priority order), then the
 * assigner's exact pricing, then tables of robots assigned this step. A robot whose table could
 * not be built this step acts as if it had no goal and gets it the next step.
 */
import type { Action, RobotState } from './actions.js';
import { GreedyAssigner, type Assignment, type OpenTask } from './assigner.js';
import { DistanceTables } from './distance.js';
import type { Grid } from './grid.js';
import { Pibt } from './pibt.js';
import { createRng } from '../rng.js';

export interface PlannerTask extends OpenTask {
  /** Index of the next errand to do. */
  readonly next: number;
  /** Robot holding the task, or -1. */
  readonly robot: number;
}

export interface PlannerView {
  readonly states: readonly RobotState[];
  /** The open pool: revealed, unfinished tasks, assigned or not. */
  readonly tasks: readonly PlannerTask[];
}

export interface PlanStep {
  readonly actions: Action[];
  /** New assignments of free robots to tasks nobody holds. */
  readonly assignments: Assignment[];
}

export interface PlannerOptions {
  seed?: number;
  /** Tasks priced exactly per free robot (default 8). */
  candidates?: number;
  /** State expansions allowed per step, summed over all searches (default 8 million: ~50 warehouse-size searches, a few hundred ms). */
  expansionsPerStep?: number;
  /** Extra cost (steps) of a task whose first errand is another robot's goal (default GOAL_TAKEN, 50). */
  goalTakenCost?: number;
  /** Goal distance tables kept (default 1.25 x robots + 16). */
  cacheSize?: number;
}

export class LifelongPlanner {
  readonly dist: DistanceTables;
  private readonly assigner: GreedyAssigner;
  private readonly pibt: Pibt;
  private readonly elapsed: Float64Array;
  private readonly tie: Float64Array;
  private readonly lastGoal: Int32Array;
  private readonly expansionsPerStep: number;

  constructor(
    private readonly grid: Grid,
    robots: number,
    options: PlannerOptions = {},
  ) {
    const rng = createRng(options.seed ?? 1);
    this.dist = new DistanceTables(grid, options.cacheSize ?? Math.ceil(robots * 1.25) + 16);
    this.assigner = new GreedyAssigner(grid, this.dist, options.candidates ?? 8, options.goalTakenCost);
    this.pibt = new Pibt(grid, rng);
    this.elapsed = new Float64Array(robots);
    this.tie = Float64Array.from({ length: robots }, () => rng.next());
    this.lastGoal = new Int32Array(robots).fill(-1);
    this.expansionsPerStep = options.expansionsPerStep ?? 8_000_000;
  }

  step(view: PlannerView): PlanStep {
    const n = view.states.length;
    const searchCost = this.grid.freeCells.length * 4;
    let budget = Math.max(1, Math.floor(this.expansionsPerStep / searchCost));

    const goal = new Int32Array(n).fill(-1);
    for (const t of view.tasks) if (t.robot >= 0) goal[t.robot] = t.errands[t.next];
    const tables: (Uint16Array | null)[] = new Array(n).fill(null);
    const priority = new Float64Array(n);
    const fillTables = (robots: Iterable<number>) => {
      for (const r of robots) {
        if (goal[r] < 0 || tables[r]) continue;
        const hit = this.dist.cached(goal[r]);
        if (hit) tables[r] = hit;
        else if (budget > 0) {
          budget--;
          tables[r] = this.dist.table(goal[r]);
        }
      }
    };
    const byPriority = () => Array.from({ length: n }, (_, i) => i).sort((a, b) => priority[b] - priority[a] || a - b);

    this.updatePriorities(goal, priority);
    fillTables(byPriority());

    const free: number[] = [];
    for (let r = 0; r < n; r++) if (goal[r] < 0) free.push(r);
    const open = view.tasks.filter((t) => t.robot < 0);
    const assignments = free.length > 0 && open.length > 0 ? this.assigner.assign(view.states, free, open, budget, new Set(goal.filter((g) => g >= 0))) : [];
    budget -= Math.min(budget, this.assigner.lastSearches);
    if (assignments.length > 0) {
      const byId = new Map(open.map((t) => [t.id, t]));
      for (const a of assignments) goal[a.robot] = byId.get(a.task)!.errands[0];
      this.updatePriorities(goal, priority, assignments.map((a) => a.robot));
      fillTables(assignments.map((a) => a.robot));
    }

    const goals = goal.map((g, r) => (tables[r] ? g : -1));
    const actions = this.pibt.plan({ states: view.states, tables, goals, priorities: priority });
    return { actions, assignments };
  }

  /**
   * Priority = steps spent on the current goal (+1 for having one) + a fixed per-robot
   * tie-breaker. (Counting only steps without progress was tried: on random_32_32_20_100 it
   * finished 15-30 % fewer tasks, as robots pushed back and forth swap the lead.)
   */
  private updatePriorities(goal: Int32Array, priority: Float64Array, only?: readonly number[]): void {
    const robots = only ?? Array.from({ length: goal.length }, (_, i) => i);
    for (const r of robots) {
      if (goal[r] !== this.lastGoal[r]) this.elapsed[r] = 0;
      else if (!only && goal[r] >= 0) this.elapsed[r]++;
      this.lastGoal[r] = goal[r];
      priority[r] = (goal[r] >= 0 ? this.elapsed[r] + 1 : 0) + this.tie[r];
    }
  }
}
