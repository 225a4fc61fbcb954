/**
 * LoRR's action model: each action takes one step. F moves one cell in the facing direction,
 * R turns 90 degrees clockwise, C counter-clockwise, W waits. Turning in place is how a robot
 * changes direction, so a corner costs one extra step and a U-turn two.
 */
import { step, type Dir, type Grid } from './grid.js';

export type Action = 'F' | 'R' | 'C' | 'W';

export interface RobotState {
  cell: number;
  dir: Dir;
}

/** The state after one action, or null if F leaves the grid or hits an obstacle. */
export function applyAction(grid: Grid, s: RobotState, a: Action): RobotState | null {
  switch (a) {
    case 'F': {
      const next = step(grid, s.cell, s.dir);
      return next < 0 ? null : { cell: next, dir: s.dir };
    }
    case 'R':
      return { cell: s.cell, dir: ((s.dir + 1) & 3) as Dir };
    case 'C':
      return { cell: s.cell, dir: ((s.dir + 3) & 3) as Dir };
    default:
      return { cell: s.cell, dir: s.dir };
  }
}
