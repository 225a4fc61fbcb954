/*
 * npm run bench:fleet: the scheduling core alone (no server, no database) on the demo site and
 * on generated warehouses, in simulated time with the server's 200 ms tick. Prints throughput,
 * lead time, congestion, reroute distance, longest standstill, tick cost, simulated speed,
 * collisions and deadlocks per site, and writes a chart of throughput per simulated hour.
 */
import { join } from 'node:path';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { DefaultDispatcher, DefaultTrafficController, demoMaps, generateWarehouse, warehouseOptionsFor, type FleetOptions, type TrafficOptions } from '@agvs/core';
import { hourlyChartSvg } from './chart.js';
import { mean } from './measure.js';
import { runScenario, type Result, type Scenario } from './scenario.js';

/** Where the hourly charts go (not committed). */
const RESULTS = join(process.cwd(), 'bench', 'results');

const HOUR = 3_600_000;
const MINUTE = 60_000;
const quick = process.argv.includes('--quick');
/** --site=2000 runs only the scenarios whose name (thousands separators left out) contains one of the comma-separated words. */
const only = process.argv.find((a) => a.startsWith('--site='))?.slice('--site='.length).split(',');

/** --seed=7 runs every site with that seed instead of its own (to tell a change from chance). */
const seed = process.argv.some((a) => a.startsWith('--seed=')) ? Number(process.argv.find((a) => a.startsWith('--seed='))!.slice('--seed='.length)) : undefined;

/** --hours=4 simulates that long on every site (and gives it the wall time it needs). */
const hours = Number(process.argv.find((a) => a.startsWith('--hours='))?.slice('--hours='.length)) || undefined;
/** --chargers=25: the generated sites get that many chargers (default: one per two aisles), to tell the energy budget from the scheduler. */
const chargers = Number(process.argv.find((a) => a.startsWith('--chargers='))?.slice('--chargers='.length)) || undefined;
/** --cross-aisles=4: the generated sites get that many two-way cross aisles (default none: the loop road is the only way between aisles). */
const crossAisles = Number(process.argv.find((a) => a.startsWith('--cross-aisles='))?.slice('--cross-aisles='.length)) || undefined;
const generated = (stations: number, cross = crossAisles) => generateWarehouse({ ...warehouseOptionsFor(stations), ...(chargers ? { chargers } : {}), ...(cross ? { crossAisles: cross } : {}) });

/**
 * --plain runs the traffic methods of before issue 15 for comparison: shortest routes (no
 * preferred directions, no expected waiting), no aging in who goes first, no holding aside, no
 * head-on look-ahead, re-route after 10 s in a jam too, no turning while waiting (priority
 * inheritance stays on: it has no switch).
 *
 * One feature off at a time, to measure what each contributes: --no-preferred, --no-congestion,
 * --no-aging, --no-hold-aside, --no-head-on (no look-ahead for head-on meetings), --no-queue-wait
 * (a jam re-routes after 10 s like a blockage), --no-turn-while-waiting (a vehicle waiting for
 * its next lane turns towards it only once it has it).
 * --traffic='{"rerouteAfterMs":20000}' and --congestion='{"capMs":5000}' pass options through (JSON).
 */
const plain = process.argv.includes('--plain');
const flag = (name: string) => plain || process.argv.includes(`--no-${name}`);
const json = (name: string): Record<string, number> => JSON.parse(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? '{}') as Record<string, number>;
const trafficOptions: TrafficOptions = {
  ...json('traffic'),
  ...(flag('aging') ? { agingPerS: 0 } : {}),
  ...(flag('hold-aside') ? { holdAside: false } : {}),
  ...(flag('head-on') ? { avoidHeadOn: false } : {}),
  ...(flag('queue-wait') ? { rerouteQueueAfterMs: 10_000 } : {}),
};
const congestion = json('congestion');
/** --against=3: driving a two-way lane against its preferred direction costs that share more (the Fleet's default is 1). */
const against = Number(process.argv.find((a) => a.startsWith('--against='))?.slice('--against='.length)) || undefined;
/** --no-admission turns admission control off (docs/traffic-control.md); --admission-both runs every site with and without it. */
const admissionBoth = process.argv.includes('--admission-both');
/** --dispatch='{"agingWeight":0.1}' passes dispatcher options through (JSON). */
const dispatch = process.argv.some((a) => a.startsWith('--dispatch=')) ? json('dispatch') : undefined;
const fleetOptions = (): FleetOptions => ({
  traffic: new DefaultTrafficController(trafficOptions),
  ...(flag('admission') || dispatch ? { dispatcher: new DefaultDispatcher({ ...(flag('admission') ? { admission: false as const } : {}), ...dispatch }) } : {}),
  ...(flag('preferred') ? { againstPreferredFactor: 0 } : against !== undefined ? { againstPreferredFactor: against } : {}),
  congestion: flag('congestion') ? false : congestion,
  ...(flag('turn-while-waiting') ? { turnWhileWaiting: false } : {}),
});
/**
 * --vehicles=125,250,500,1000 runs each chosen site with each fleet size (the backlog per vehicle
 * kept) and ends with how tick cost and throughput grow with the fleet: the exponent k of
 * tick ~ N^k fitted over the sizes (1: linear) and orders per hour per size.
 */
const fleetSizes = process.argv.find((a) => a.startsWith('--vehicles='))?.slice('--vehicles='.length).split(',').map(Number).filter((n) => n > 0);
const variant = process.argv.filter((a) => a.startsWith('--') && !a.startsWith('--site=') && !a.startsWith('--hours=') && !a.startsWith('--vehicles=') && a !== '--quick').join(' ') || 'defaults';

const scenarios: Scenario[] = [
  { name: 'demo site (LAYOUT01)', site: demoMaps()[0].layout.site, vehicles: 9, simulatedMs: quick ? HOUR / 4 : 4 * HOUR, wallBudgetMs: 60_000, soloSamples: 200, seed: 1 },
  { name: '2,000 stations', site: generated(2000), vehicles: 100, simulatedMs: quick ? HOUR / 6 : HOUR, wallBudgetMs: 150_000, soloSamples: 200, seed: 2 },
  { name: '10,000 stations', site: generated(10000), vehicles: 1000, simulatedMs: quick ? 2 * MINUTE : 15 * MINUTE, backlogPerVehicle: 0.5, wallBudgetMs: quick ? 60_000 : 240_000, soloSamples: 10, seed: 3 },
  // The same warehouse as large ones are built, with cross aisles: what the scheduler does when the roads are there.
  {
    name: `10,000 stations with ${crossAisles ?? 8} cross aisles`,
    site: generated(10000, crossAisles ?? 8),
    vehicles: 1000,
    simulatedMs: quick ? 2 * MINUTE : 15 * MINUTE,
    backlogPerVehicle: 0.5,
    wallBudgetMs: quick ? 60_000 : 300_000,
    soloSamples: 10,
    seed: 3,
  },
];

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** The machine's 1-minute load average (Linux), since wall and tick times depend on it. */
function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  } catch {
    return '-';
  }
}

function print(r: Result): void {
  const simMin = r.simulatedMs / MINUTE;
  console.log(
    [
      `${r.name}: ${r.stations} stations, ${r.vehicles} AGVs, ${fmt(simMin, 1)} simulated min in ${fmt(r.wallMs / 1000, 1)} s (${variant}; load average ${loadAverage()})`,
      `  orders completed ${r.completed} (${fmt(r.perHour, 0)} per hour)`,
      `  mean lead time ${fmt(r.meanLeadMs / 1000, 1)} s (creation to completion)`,
      `  congestion factor ${fmt(r.congestion, 2)} (execution time vs the same orders with no other vehicle)`,
      `  reroute distance ${fmt(r.rerouteShare * 100, 0)} % (driven beyond the same orders alone)`,
      `  longest standstill ${fmt(r.longestStandstillMs / 1000, 0)} s (one vehicle waiting in traffic)`,
      `  orders per simulated hour: ${r.perHourSeries.join(', ')}`,
      `  tick time p50 ${fmt(r.tickP50, 2)} ms, p99 ${fmt(r.tickP99, 2)} ms; after the first simulated minute p50 ${fmt(r.steadyTickP50, 2)} ms, p99 ${fmt(r.steadyTickP99, 2)} ms`,
      `  simulated speed ${fmt(r.simulatedMs / r.wallMs, 0)}x real time`,
      `  collisions ${r.collisions}, deadlocks ${r.deadlocks} (${r.deadlocksUnresolved} unresolved)`,
      `  charging sessions ${fmt(r.chargesPerVehicleHour, 2)} per vehicle-hour`,
      `  energy: the fleet used ${fmt(r.energyUsedPerHour, 0)} % of a battery per hour, its chargers give at most ${fmt(r.chargerSupplyPerHour, 0)} %/h`,
      `  vehicle time: ${(Object.entries(r.timeShares) as [string, number][]).map(([k, share]) => `${k} ${fmt(share * 100, 0)} %`).join(', ')}`,
      ...(r.busiest ? [busiestLine(r)] : []),
    ].join('\n'),
  );
}

/** The busiest station and what it bounds: the same routes cannot carry more than when it passes vehicles all the time. */
function busiestLine(r: Result): string {
  const b = r.busiest!;
  return `  busiest station ${b.code}: vehicles pass it ${fmt(b.passing * 100, 0)} % of the time and stand waiting in it ${fmt(b.standing * 100, 0)} %; the same routes carry at most about ${fmt(r.steadyPerHour / b.passing, 0)} orders per hour (${fmt(r.steadyPerHour, 0)} after the first minute)`;
}

/** Least-squares slope of log(y) on log(x): the exponent k of y ~ x^k. */
function growthExponent(points: readonly (readonly [number, number])[]): number {
  const xs = points.map(([x]) => Math.log(x));
  const ys = points.map(([, y]) => Math.log(y));
  const mx = mean(xs);
  const my = mean(ys);
  const cov = xs.reduce((a, x, i) => a + (x - mx) * (ys[i]! - my), 0);
  const varX = xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  return cov / varX;
}

function printScaling(name: string, results: readonly Result[]): void {
  console.log(`${name}: how the fleet size changes the tick and the throughput`);
  console.log('| AGVs | orders per hour | waiting share | tick p50 ms | tick p99 ms | steady p50 ms | steady p99 ms |\n|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.vehicles} | ${fmt(r.perHour, 0)} | ${fmt(r.timeShares.waiting * 100, 0)} % | ${fmt(r.tickP50, 2)} | ${fmt(r.tickP99, 2)} | ${fmt(r.steadyTickP50, 2)} | ${fmt(r.steadyTickP99, 2)} |`);
  }
  if (results.length < 2) return;
  const k = (pick: (r: Result) => number) => fmt(growthExponent(results.map((r) => [r.vehicles, pick(r)] as const)), 2);
  console.log(`  tick ~ N^k: k = ${k((r) => r.steadyTickP50)} for the steady p50, ${k((r) => r.steadyTickP99)} for the steady p99 (1: as fast as the fleet)`);
  const falls = results.slice(1).filter((r, i) => r.perHour < results[i]!.perHour);
  console.log(`  throughput ${falls.length ? `falls when the fleet grows to ${falls.map((r) => r.vehicles).join(', ')} AGVs` : 'never falls as vehicles are added'}`);
}

for (const chosen of scenarios.filter((x) => !only || only.some((w) => x.name.replaceAll(',', '').includes(w)))) {
  const timed = hours ? { ...chosen, simulatedMs: hours * HOUR, wallBudgetMs: chosen.wallBudgetMs * Math.max(1, (hours * HOUR) / chosen.simulatedMs) } : chosen;
  const s: Scenario = { ...timed, ...(seed !== undefined ? { seed } : {}), fleet: fleetOptions, noFootprints: flag('footprint') };
  if (fleetSizes?.length) {
    const results = fleetSizes.map((vehicles) => runScenario({ ...s, vehicles }));
    results.forEach(print);
    printScaling(s.name, results);
    continue;
  }
  const r = runScenario(s);
  print(r);
  if (admissionBoth) print(runScenario({ ...s, name: `${s.name} without admission control`, fleet: () => ({ ...fleetOptions(), dispatcher: new DefaultDispatcher({ admission: false }) }) }));
  mkdirSync(RESULTS, { recursive: true });
  const chart = join(RESULTS, `fleet-${s.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase()}.svg`);
  writeFileSync(chart, hourlyChartSvg(r.name, r.perHourSeries));
  console.log(`  chart: ${chart}`);
  if (r.simulatedMs < s.simulatedMs) console.log(`  (stopped at the ${fmt(s.wallBudgetMs / 1000, 0)} s wall budget before ${fmt(s.simulatedMs / MINUTE, 0)} simulated min)`);
}
