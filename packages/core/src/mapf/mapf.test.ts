import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '../rng.js';
import type { Action, RobotState } from './actions.js';
import { checkJointAction } from './checker.js';
import { DistanceTables } from './distance.js';
import { gridFromRows, type Grid } from './grid.js';
import { LifelongPlanner, type PlannerTask } from './planner.js';
import { LifelongSimulation } from './simulation.js';

const cell = (g: Grid, row: number, col: number) => row * g.width + col;

/** Runs the planner on fixed single-errand goals (robot -> cell), checking every joint action; returns the step each robot first stood on its goal. */
function drive(g: Grid, starts: RobotState[], goals: (number | null)[], steps: number, seed = 1) {
  const planner = new LifelongPlanner(g, starts.length, { seed });
  const states = starts.map((s) => ({ ...s }));
  const reached: (number | null)[] = goals.map(() => null);
  const trail: RobotState[][] = [];
  for (let t = 0; t < steps; t++) {
    // A robot that reached its goal is done: it becomes idle (and may be pushed around).
    const tasks: PlannerTask[] = [];
    goals.forEach((goalCell, r) => {
      if (goalCell !== null && reached[r] === null) tasks.push({ id: r, errands: [goalCell], next: 0, robot: r });
    });
    const { actions } = planner.step({ states, tasks });
    const checked = checkJointAction(g, states, actions);
    if (!checked.ok) throw new Error(`step ${t}: ${checked.reason}`);
    checked.next.forEach((s, r) => {
      states[r] = s;
      if (goals[r] === s.cell && reached[r] === null) reached[r] = t + 1;
    });
    trail.push(states.map((s) => ({ ...s })));
  }
  return { reached, states, trail };
}

describe('checkJointAction', () => {
  const g = gridFromRows(['....', '.@..']);
  it('accepts following along a chain and round a cycle of four', () => {
    const chain = [
      { cell: cell(g, 0, 0), dir: 0 as const },
      { cell: cell(g, 0, 1), dir: 0 as const },
    ];
    expect(checkJointAction(g, chain, ['F', 'F']).ok).toBe(true);
    // 2x2 block at columns 2-3: everyone moves clockwise.
    const cycle: RobotState[] = [
      { cell: cell(g, 0, 2), dir: 0 },
      { cell: cell(g, 0, 3), dir: 1 },
      { cell: cell(g, 1, 3), dir: 2 },
      { cell: cell(g, 1, 2), dir: 3 },
    ];
    expect(checkJointAction(g, cycle, ['F', 'F', 'F', 'F']).ok).toBe(true);
  });
  it('rejects vertex conflicts, swaps and moves into obstacles', () => {
    const meet: RobotState[] = [
      { cell: cell(g, 0, 0), dir: 0 },
      { cell: cell(g, 0, 2), dir: 2 },
    ];
    expect(checkJointAction(g, meet, ['F', 'F']).ok).toBe(false);
    const swap: RobotState[] = [
      { cell: cell(g, 0, 0), dir: 0 },
      { cell: cell(g, 0, 1), dir: 2 },
    ];
    expect(checkJointAction(g, swap, ['F', 'F']).ok).toBe(false);
    expect(checkJointAction(g, [{ cell: cell(g, 0, 1), dir: 1 }], ['F']).ok).toBe(false);
    expect(checkJointAction(g, [{ cell: cell(g, 0, 0), dir: 3 }], ['F']).ok).toBe(false);
    expect(checkJointAction(g, [{ cell: cell(g, 0, 0), dir: 3 }], ['R']).ok).toBe(true);
  });
});

describe('DistanceTables', () => {
  it('counts turns: facing away from an adjacent goal costs a U-turn and a move', () => {
    const g = gridFromRows(['...']);
    const d = new DistanceTables(g, 2);
    const t = d.table(cell(g, 0, 2));
    expect(d.at(t, cell(g, 0, 1), 0)).toBe(1);
    expect(d.at(t, cell(g, 0, 1), 1)).toBe(2);
    expect(d.at(t, cell(g, 0, 1), 2)).toBe(3);
    expect(d.at(t, cell(g, 0, 2), 3)).toBe(0);
  });
  it('keeps at most `capacity` tables, dropping the least recently used', () => {
    const g = gridFromRows(['....']);
    const d = new DistanceTables(g, 2);
    d.table(0);
    d.table(1);
    d.cached(0);
    d.table(2);
    expect(d.size).toBe(2);
    expect(d.cached(1)).toBeUndefined();
    expect(d.cached(0)).toBeDefined();
  });
});

describe('LifelongPlanner', () => {
  it('moves a robot straight to its goal, turning only where it must', () => {
    const g = gridFromRows(['.....', '.....']);
    const { reached } = drive(g, [{ cell: cell(g, 0, 0), dir: 0 }], [cell(g, 1, 4)], 10);
    // 4 moves east, 1 turn, 1 move south.
    expect(reached[0]).toBe(6);
  });

  it('priority inheritance: a robot in the way is pushed out of it', () => {
    const g = gridFromRows(['........']);
    const blocker = cell(g, 0, 3);
    const { reached, trail } = drive(
      g,
      [
        { cell: cell(g, 0, 0), dir: 0 },
        { cell: blocker, dir: 0 },
      ],
      [cell(g, 0, 4), null],
      12,
    );
    expect(reached[0]).not.toBeNull();
    expect(trail.some((s) => s[1].cell !== blocker)).toBe(true);
  });

  it('a corridor with one pocket: the two robots pass each other, one yields into the pocket', () => {
    const g = gridFromRows(['@@@.@@@', '.......']);
    const pocket = cell(g, 0, 3);
    const { reached, trail } = drive(
      g,
      [
        { cell: cell(g, 1, 0), dir: 0 },
        { cell: cell(g, 1, 6), dir: 2 },
      ],
      [cell(g, 1, 6), cell(g, 1, 0)],
      60,
    );
    expect(reached[0]).not.toBeNull();
    expect(reached[1]).not.toBeNull();
    expect(trail.some((s) => s[0].cell === pocket || s[1].cell === pocket)).toBe(true);
  });

  it('a robot waiting to enter a dead end lets the robot inside come out first', () => {
    const g = gridFromRows(['@@@.@@@', '.......']);
    const inside = cell(g, 0, 3);
    const { reached } = drive(
      g,
      [
        { cell: inside, dir: 1 },
        { cell: cell(g, 1, 3), dir: 3 },
      ],
      [cell(g, 1, 0), inside],
      40,
    );
    expect(reached[0]).not.toBeNull();
    expect(reached[1]).not.toBeNull();
    expect(reached[1]!).toBeGreaterThan(reached[0]!);
  });
});

/** A small random grid with random two-errand tasks, run through the LoRR simulation. */
function smallProblem(seed: number) {
  const rng = createRng(seed);
  const rows: string[] = [];
  for (let r = 0; r < 10; r++) {
    let row = '';
    for (let c = 0; c < 10; c++) row += rng.next() < 0.15 ? '@' : '.';
    rows.push(row);
  }
  const g = gridFromRows(rows);
  const freeCells = Array.from(g.freeCells);
  const starts = freeCells.filter((_, i) => i % 6 === 0).slice(0, 12);
  const taskFile = Array.from({ length: 50 }, () => [freeCells[randomInt(rng, freeCells.length)], freeCells[randomInt(rng, freeCells.length)]]);
  return { grid: g, starts, taskFile, poolSize: Math.floor(1.5 * starts.length) };
}

function runSim(seed: number, steps: number) {
  const problem = smallProblem(7);
  const sim = new LifelongSimulation(problem);
  const planner = new LifelongPlanner(problem.grid, problem.starts.length, { seed });
  const actions: Action[][] = [];
  for (let t = 0; t < steps; t++) {
    const answer = planner.step(sim.view());
    actions.push(answer.actions);
    sim.advance(answer);
  }
  return { sim, actions };
}

describe('LifelongSimulation with the planner', () => {
  it('runs many steps with no invalid joint action and finishes tasks', () => {
    const { sim } = runSim(3, 400);
    expect(sim.invalidSteps).toBe(0);
    expect(sim.rejectedSchedules).toBe(0);
    expect(sim.finished).toBeGreaterThan(20);
  });

  it("does a task's errands in order, each by the robot holding the task", () => {
    const { sim } = runSim(3, 200);
    const byTask = new Map<number, [number, number][]>();
    for (const [robot, task, errand] of sim.errandLog) byTask.set(task, [...(byTask.get(task) ?? []), [robot, errand]]);
    expect(byTask.size).toBeGreaterThan(5);
    for (const log of byTask.values()) {
      expect(log.map(([, e]) => e)).toEqual(log.map((_, i) => i));
      expect(new Set(log.map(([r]) => r)).size).toBe(1);
    }
  });

  it('is deterministic for a seed', () => {
    const a = runSim(5, 150);
    const b = runSim(5, 150);
    expect(b.actions).toEqual(a.actions);
    expect(b.sim.finished).toBe(a.sim.finished);
  });

  it('treats a timeout as everyone waiting', () => {
    const problem = smallProblem(7);
    const sim = new LifelongSimulation(problem);
    const before = sim.states.map((s) => ({ ...s }));
    sim.advance(null);
    expect(sim.timeouts).toBe(1);
    expect(sim.states).toEqual(before);
  });

  it('makes everyone wait on an invalid joint action and counts it', () => {
    const g = gridFromRows(['...']);
    const sim = new LifelongSimulation({ grid: g, starts: [0, 1], taskFile: [[2]], poolSize: 1 });
    sim.advance({ actions: ['F', 'C'], assignments: [] });
    expect(sim.invalidSteps).toBe(1);
    expect(sim.states.map((s) => s.cell)).toEqual([0, 1]);
  });
});
