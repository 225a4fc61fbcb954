// Lifelong multi-agent path finding on grids under the League of Robot Runners' rules.
export * from './grid.js';
export * from './actions.js';
export { checkJointAction, type CheckResult } from './checker.js';
export { DistanceTables, UNREACHABLE } from './distance.js';
export { Pibt, type PibtInput } from './pibt.js';
export { GreedyAssigner, type Assignment, type OpenTask } from './assigner.js';
export * from './planner.js';
export * from './simulation.js';
