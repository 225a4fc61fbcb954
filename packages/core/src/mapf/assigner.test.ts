import { describe, expect, it } from 'vitest';
import { GreedyAssigner } from './assigner.js';
import { DistanceTables } from './distance.js';
import { gridFromRows } from './grid.js';
import { LifelongSimulation } from './simulation.js';

describe('GreedyAssigner', () => {
  // A wall between columns 0-2 and 4-6 except at the bottom row: Manhattan distance misjudges.
  const g = gridFromRows(['...@...', '...@...', '...@...', '.......']);
  const cell = (row: number, col: number) => row * g.width + col;

  it('gives a free robot the task with the smallest total route, priced with walls and turns', () => {
    const a = new GreedyAssigner(g, new DistanceTables(g, 4), 8);
    const tasks = [
      { id: 1, errands: [cell(0, 4), cell(0, 5)] }, // 2 cells away by Manhattan, 8 around the wall
      { id: 2, errands: [cell(2, 0), cell(2, 1)] }, // 4 cells away on the robot's side
    ];
    const out = a.assign([{ cell: cell(0, 2), dir: 0 }], [0], tasks, 1);
    expect(out).toEqual([{ robot: 0, task: 2 }]);
    // With no search budget it can only go by Manhattan distance.
    expect(a.assign([{ cell: cell(0, 2), dir: 0 }], [0], tasks, 0)).toEqual([{ robot: 0, task: 1 }]);
  });

  it('gives each task to one robot and avoids a cell another robot is heading for', () => {
    const a = new GreedyAssigner(g, new DistanceTables(g, 4), 8, 50);
    const tasks = [
      { id: 1, errands: [cell(3, 3)] },
      { id: 2, errands: [cell(3, 6)] },
    ];
    const states = [
      { cell: cell(3, 2), dir: 0 as const },
      { cell: cell(3, 4), dir: 2 as const },
    ];
    const out = a.assign(states, [0, 1], tasks, 2);
    expect(out.map((x) => x.task).sort()).toEqual([1, 2]);
    // Cell (3,3) is already some robot's goal: the nearer task there now costs 50 more.
    expect(a.assign(states, [0], tasks, 1, new Set([cell(3, 3)]))).toEqual([{ robot: 0, task: 2 }]);
  });
});

describe('LifelongSimulation task pool', () => {
  const g = gridFromRows(['....']);

  it('reveals tasks in file order, reusing the file from the top, and finishes them in order', () => {
    const sim = new LifelongSimulation({ grid: g, starts: [0], taskFile: [[1], [2]], poolSize: 1 });
    expect(sim.view().tasks.map((t) => t.errands)).toEqual([[1]]);
    sim.advance({ actions: ['F'], assignments: [{ robot: 0, task: 0 }] });
    expect(sim.finished).toBe(1);
    expect(sim.view().tasks.map((t) => [t.id, t.errands])).toEqual([[1, [2]]]);
    sim.advance({ actions: ['F'], assignments: [{ robot: 0, task: 1 }] });
    // Third reveal wraps to the first line of the file.
    expect(sim.view().tasks.map((t) => [t.id, t.errands])).toEqual([[2, [1]]]);
  });

  it('rejects a schedule as a whole when one assignment is invalid', () => {
    const sim = new LifelongSimulation({ grid: g, starts: [0, 3], taskFile: [[1], [2]], poolSize: 2 });
    sim.advance({
      actions: ['W', 'W'],
      assignments: [
        { robot: 0, task: 0 },
        { robot: 1, task: 0 },
      ],
    });
    expect(sim.rejectedSchedules).toBe(1);
    expect(sim.view().tasks.every((t) => t.robot === -1)).toBe(true);
  });
});
