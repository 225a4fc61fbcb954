/**
 * The LoRR rules as a lock-step simulation, independent of any planner: robots start facing
 * east; the open pool is topped up to `poolSize` tasks in file order (the file reused from the top
 * when it runs out); each step the planner's assignments are checked as a whole and its joint
 * action through checkJointAction, and an invalid joint action (or none, after a timeout) makes
 * every robot wait. An errand is done when its robot stands on its cell after a step; the task is
 * finished with its last errand.
 */
import type { Action, RobotState } from './actions.js';
import type { Assignment } from './assigner.js';
import { checkJointAction } from './checker.js';
import type { Grid } from './grid.js';
import type { PlannerTask, PlannerView } from './planner.js';

export interface LifelongProblem {
  readonly grid: Grid;
  /** Start cells, one per robot. */
  readonly starts: readonly number[];
  /** Task file: errand lists in file order. */
  readonly taskFile: readonly (readonly number[])[];
  /** Open-pool size (LoRR: floor(1.5 x team size)). */
  readonly poolSize: number;
}

interface PoolTask {
  id: number;
  errands: readonly number[];
  next: number;
  robot: number;
}

export class LifelongSimulation {
  readonly states: RobotState[];
  private readonly robotTask: Int32Array;
  private readonly pool = new Map<number, PoolTask>();
  private revealed = 0;
  steps = 0;
  finished = 0;
  /** Steps whose joint action was invalid (everyone waited). */
  invalidSteps = 0;
  /** Steps with no answer in time (everyone waited). */
  timeouts = 0;
  /** Planner calls whose assignments were rejected as a whole. */
  rejectedSchedules = 0;
  /** Errands done, in order, as [robot, task id, errand index], for tests. */
  readonly errandLog: [number, number, number][] = [];
  lastError = '';

  constructor(private readonly problem: LifelongProblem) {
    if (problem.taskFile.length === 0) throw new Error('no tasks');
    this.states = problem.starts.map((cell) => {
      if (!problem.grid.free[cell]) throw new Error(`start cell ${cell} is not free`);
      return { cell, dir: 0 };
    });
    this.robotTask = new Int32Array(problem.starts.length).fill(-1);
    this.reveal();
  }

  /** What the planner sees this step. */
  view(): PlannerView {
    const tasks: PlannerTask[] = [];
    for (const t of this.pool.values()) tasks.push({ id: t.id, errands: t.errands, next: t.next, robot: t.robot });
    return { states: this.states, tasks };
  }

  /** Runs one step with the planner's answer, or with none (a timeout). */
  advance(answer: { actions: readonly Action[]; assignments: readonly Assignment[] } | null): void {
    this.steps++;
    if (!answer) this.timeouts++;
    else {
      this.schedule(answer.assignments);
      const checked = checkJointAction(this.problem.grid, this.states, answer.actions);
      if (checked.ok) for (let i = 0; i < this.states.length; i++) this.states[i] = checked.next[i];
      else {
        this.invalidSteps++;
        this.lastError = checked.reason;
      }
    }
    this.completeErrands();
    this.reveal();
  }

  private schedule(assignments: readonly Assignment[]): void {
    const robots = new Set<number>();
    const tasks = new Set<number>();
    for (const a of assignments) {
      const t = this.pool.get(a.task);
      const ok =
        t !== undefined && t.robot < 0 && a.robot >= 0 && a.robot < this.states.length && this.robotTask[a.robot] < 0 && !robots.has(a.robot) && !tasks.has(a.task);
      if (!ok) {
        this.rejectedSchedules++;
        this.lastError = `invalid assignment of task ${a.task} to robot ${a.robot}`;
        return;
      }
      robots.add(a.robot);
      tasks.add(a.task);
    }
    for (const a of assignments) {
      this.pool.get(a.task)!.robot = a.robot;
      this.robotTask[a.robot] = a.task;
    }
  }

  private completeErrands(): void {
    for (let r = 0; r < this.states.length; r++) {
      const id = this.robotTask[r];
      if (id < 0) continue;
      const t = this.pool.get(id)!;
      while (t.next < t.errands.length && t.errands[t.next] === this.states[r].cell) {
        this.errandLog.push([r, id, t.next]);
        t.next++;
      }
      if (t.next === t.errands.length) {
        this.finished++;
        this.pool.delete(id);
        this.robotTask[r] = -1;
      }
    }
  }

  private reveal(): void {
    const file = this.problem.taskFile;
    while (this.pool.size < this.problem.poolSize) {
      const id = this.revealed++;
      this.pool.set(id, { id, errands: file[id % file.length], next: 0, robot: -1 });
    }
  }
}
