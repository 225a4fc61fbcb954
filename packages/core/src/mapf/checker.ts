/**
 * The validity rule of a joint action, written apart from the planner so tests and the LoRR
 * bench can hold the planner to it: every robot's action must be possible (no move into an
 * obstacle or off the grid), no two robots may end the step in one cell (vertex conflict) and no
 * two may swap cells (edge conflict). Following, even round a cycle of three or more, is allowed.
 */
import { applyAction, type Action, type RobotState } from './actions.js';
import type { Grid } from './grid.js';

export type CheckResult = { ok: true; next: RobotState[] } | { ok: false; reason: string };

export function checkJointAction(grid: Grid, states: readonly RobotState[], actions: readonly Action[]): CheckResult {
  if (actions.length !== states.length) return { ok: false, reason: `${actions.length} actions for ${states.length} robots` };
  const next: RobotState[] = [];
  for (let i = 0; i < states.length; i++) {
    const s = applyAction(grid, states[i], actions[i]);
    if (!s) return { ok: false, reason: `robot ${i} moves into an obstacle or off the grid from cell ${states[i].cell}` };
    next.push(s);
  }
  const endsIn = new Map<number, number>();
  const startsIn = new Map<number, number>();
  for (let i = 0; i < states.length; i++) startsIn.set(states[i].cell, i);
  for (let i = 0; i < next.length; i++) {
    const other = endsIn.get(next[i].cell);
    if (other !== undefined) return { ok: false, reason: `robots ${other} and ${i} both end in cell ${next[i].cell}` };
    endsIn.set(next[i].cell, i);
    // A swap: the robot that started where i ends up ends where i started.
    const j = startsIn.get(next[i].cell);
    if (j !== undefined && j !== i && next[j].cell === states[i].cell) {
      return { ok: false, reason: `robots ${i} and ${j} swap cells ${states[i].cell} and ${states[j].cell}` };
    }
  }
  return { ok: true, next };
}
