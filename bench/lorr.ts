/*
 * npm run bench:lorr: the core's lifelong grid planner (packages/core/src/mapf) on problems of
 * the League of Robot Runners 2024 (../shared/lorr, or LORR_DIR), under the competition's rules:
 * lock-step simulation with a validity checker of its own (an invalid joint action makes every
 * robot wait and is counted), an open pool of 1.5 x team size tasks revealed in file order, and a
 * per-step time limit (a step over it is a timeout: everyone waits). Prints tasks finished, the
 * planner's wall time per step and its preprocessing time beside the README's reference figures.
 *
 *   npm run bench:lorr -- [instance ...] [--steps N] [--time-limit-ms 1000] [--seed 1]
 */
import { performance } from 'node:perf_hooks';
import { mapf } from '@agvs/core';
import { LORR_DIR, loadInstance } from './lorr-files.js';

interface Reference {
  /** Official step budget of the instance. */
  official: number;
  /** Start-kit default planner measured on this machine (README): tasks after `steps`. */
  defaultSteps: number;
  defaultFinished: number;
  defaultRate: number;
  defaultEstimate: number;
  /** Steps over the 1 s limit in that run (the machine was shared; README). */
  defaultTimeouts: number;
  /** Best known at the official budget, if published. */
  best?: number;
}

/** From /work/shared/lorr/README.md, "Reference figures". */
const REFERENCES: Record<string, Reference> = {
  random_32_32_20_100: { official: 500, defaultSteps: 500, defaultFinished: 882, defaultRate: 1.776, defaultEstimate: 882, defaultTimeouts: 4, best: 1186 },
  warehouse_large_200: { official: 5000, defaultSteps: 1000, defaultFinished: 528, defaultRate: 0.572, defaultEstimate: 2816, defaultTimeouts: 88 },
  warehouse_large_1000: { official: 5000, defaultSteps: 1000, defaultFinished: 2811, defaultRate: 2.854, defaultEstimate: 14227, defaultTimeouts: 71 },
  warehouse_large_5000: { official: 5000, defaultSteps: 1000, defaultFinished: 11581, defaultRate: 13.582, defaultEstimate: 65909, defaultTimeouts: 84, best: 94232 },
  sortation_large_2000: { official: 2000, defaultSteps: 500, defaultFinished: 2693, defaultRate: 6.264, defaultEstimate: 12089, defaultTimeouts: 23, best: 15508 },
};

/** Steps run when --steps is not given: the official budget for random, 1,000 elsewhere (as the reference runs). */
const DEFAULT_STEPS: Record<string, number> = { random_32_32_20_100: 500 };

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return args[i].includes('=') ? args[i].slice(args[i].indexOf('=') + 1) : args[i + 1];
}

function positional(): string[] {
  const args = process.argv.slice(2);
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i].startsWith('--')) {
      if (!args[i].includes('=')) i++;
      continue;
    }
    out.push(args[i]);
  }
  return out;
}

const instances = positional().length > 0 ? positional() : ['random_32_32_20_100', 'warehouse_large_200'];
const stepsOption = option('steps') !== undefined ? Number(option('steps')) : undefined;
const timeLimitMs = Number(option('time-limit-ms') ?? 1000);
const seed = Number(option('seed') ?? 1);

interface Run {
  name: string;
  robots: number;
  steps: number;
  finished: number;
  rate2nd: number;
  timeouts: number;
  invalid: number;
  rejected: number;
  preprocessMs: number;
  meanMs: number;
  p99Ms: number;
  maxMs: number;
  searches: number;
  wallS: number;
}

function quantile(sorted: number[], q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function run(name: string): Run {
  const { problem, teamSize } = loadInstance(name);
  const steps = stepsOption ?? DEFAULT_STEPS[name] ?? 1000;
  const wall0 = performance.now();
  const t0 = performance.now();
  const planner = new mapf.LifelongPlanner(problem.grid, teamSize, { seed });
  const preprocessMs = performance.now() - t0;
  const sim = new mapf.LifelongSimulation(problem);
  const times: number[] = [];
  const finishedAt: number[] = [];
  for (let t = 0; t < steps; t++) {
    const view = sim.view();
    const s0 = performance.now();
    const answer = planner.step(view);
    const ms = performance.now() - s0;
    times.push(ms);
    sim.advance(ms > timeLimitMs ? null : answer);
    finishedAt.push(sim.finished);
    if ((t + 1) % 100 === 0) process.stderr.write(`  ${name}: step ${t + 1}/${steps}, ${sim.finished} tasks finished\n`);
  }
  const half = Math.floor(steps / 2);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    robots: teamSize,
    steps,
    finished: sim.finished,
    rate2nd: (sim.finished - (finishedAt[half - 1] ?? 0)) / (steps - half),
    timeouts: sim.timeouts,
    invalid: sim.invalidSteps,
    rejected: sim.rejectedSchedules,
    preprocessMs,
    meanMs: times.reduce((a, b) => a + b, 0) / times.length,
    p99Ms: quantile(sorted, 0.99),
    maxMs: sorted[sorted.length - 1],
    searches: planner.dist.searches,
    wallS: (performance.now() - wall0) / 1000,
  };
}

const n0 = (n: number) => Math.round(n).toLocaleString('en-GB');
const f = (n: number, d: number) => (Number.isFinite(n) ? n.toFixed(d) : '-');

console.log(`LoRR 2024 peer benchmark: data ${LORR_DIR}, per-step limit ${timeLimitMs} ms, seed ${seed}`);
const rows: string[] = [
  '| instance | planner | robots | steps run | tasks finished | rate, 2nd half (tasks/step) | estimate at official budget | timeouts | invalid steps | mean ms/step | p99 ms | max ms | preprocessing ms |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];
for (const name of instances) {
  const r = run(name);
  const ref = REFERENCES[name];
  const official = ref?.official ?? r.steps;
  const estimate = r.steps >= official ? r.finished : r.finished + r.rate2nd * (official - r.steps);
  rows.push(
    `| ${name} | AGVS core (mapf, PIBT) | ${n0(r.robots)} | ${n0(r.steps)} | **${n0(r.finished)}** | ${f(r.rate2nd, 3)} | ${r.steps >= official ? n0(estimate) + ' (measured)' : '~' + n0(estimate) + ' at ' + n0(official)} | ${r.timeouts} | ${r.invalid} | ${f(r.meanMs, 2)} | ${f(r.p99Ms, 2)} | ${f(r.maxMs, 1)} | ${f(r.preprocessMs, 1)} |`,
  );
  if (ref) {
    rows.push(
      `| ${name} | start-kit default (README, this machine) | ${n0(r.robots)} | ${n0(ref.defaultSteps)} | ${n0(ref.defaultFinished)} | ${f(ref.defaultRate, 3)} | ${ref.defaultSteps >= official ? n0(ref.defaultEstimate) + ' (measured)' : '~' + n0(ref.defaultEstimate) + ' at ' + n0(official)} | ${ref.defaultTimeouts} | 0 | ~1,000 (anytime) | - | - | - |`,
    );
    rows.push(`| ${name} | best known (2024) | ${n0(r.robots)} | ${n0(official)} | ${ref.best ? n0(ref.best) : 'none published'} | - | - | - | - | - | - | - | - |`);
  }
  process.stderr.write(
    `  ${name}: ${r.searches} distance searches, ${r.rejected} rejected schedules, wall ${f(r.wallS, 1)} s, peak RSS ${f(process.resourceUsage().maxRSS / 1024 / 1024, 2)} GiB\n`,
  );
}
console.log(rows.join('\n'));
