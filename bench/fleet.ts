/*
 * npm run bench:fleet: the scheduling core alone (no server, no database) on the demo site and
 * on generated warehouses, in simulated time with the server's 200 ms tick. Prints throughput,
 * lead time, congestion, reroute distance, longest standstill, tick cost, simulated speed,
 * collisions and deadlocks per site, and writes a chart of throughput per simulated hour.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultTrafficController, demoMaps, generateWarehouse, warehouseOptionsFor, type FleetOptions } from '@agvs/core';
import { hourlyChartSvg } from './chart.js';
import { runScenario, type Result, type Scenario } from './scenario.js';

/** Where the hourly charts go (not committed). */
const RESULTS = join(process.cwd(), 'bench', 'results');

const HOUR = 3_600_000;
const MINUTE = 60_000;
const quick = process.argv.includes('--quick');
/** --site=2000 runs only the scenarios whose name (thousands separators left out) contains one of the comma-separated words. */
const only = process.argv.find((a) => a.startsWith('--site='))?.slice('--site='.length).split(',');

/** --hours=4 simulates that long on every site (and gives it the wall time it needs). */
const hours = Number(process.argv.find((a) => a.startsWith('--hours='))?.slice('--hours='.length)) || undefined;

/**
 * --plain runs the traffic methods of before issue 15 for comparison: shortest routes (no
 * preferred directions, no expected waiting) and no aging in who goes first (priority
 * inheritance and holding aside stay on: they have no switch).
 */
const plain = process.argv.includes('--plain');
const fleetOptions = (): FleetOptions | undefined => (plain ? { againstPreferredFactor: 0, congestion: false, traffic: new DefaultTrafficController({ agingPerS: 0 }) } : undefined);

const scenarios: Scenario[] = [
  { name: 'demo site (LAYOUT01)', site: demoMaps()[0].layout.site, vehicles: 9, simulatedMs: quick ? HOUR / 4 : 4 * HOUR, wallBudgetMs: 60_000, soloSamples: 40, seed: 1 },
  { name: '2,000 stations', site: generateWarehouse(warehouseOptionsFor(2000)), vehicles: 100, simulatedMs: quick ? HOUR / 6 : HOUR, wallBudgetMs: 150_000, soloSamples: 30, seed: 2 },
  { name: '10,000 stations', site: generateWarehouse(warehouseOptionsFor(10000)), vehicles: 1000, simulatedMs: quick ? 2 * MINUTE : 15 * MINUTE, backlogPerVehicle: 0.5, wallBudgetMs: quick ? 60_000 : 240_000, soloSamples: 10, seed: 3 },
];

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function print(r: Result): void {
  const simMin = r.simulatedMs / MINUTE;
  console.log(
    [
      `${r.name}: ${r.stations} stations, ${r.vehicles} AGVs, ${fmt(simMin, 1)} simulated min in ${fmt(r.wallMs / 1000, 1)} s`,
      `  orders completed ${r.completed} (${fmt(r.perHour, 0)} per hour)`,
      `  mean lead time ${fmt(r.meanLeadMs / 1000, 1)} s (creation to completion)`,
      `  congestion factor ${fmt(r.congestion, 2)} (execution time vs the same orders with no other vehicle)`,
      `  reroute distance ${fmt(r.rerouteShare * 100, 0)} % (driven beyond the same orders alone)`,
      `  longest standstill ${fmt(r.longestStandstillMs / 1000, 0)} s (one vehicle waiting in traffic)`,
      `  orders per simulated hour: ${r.perHourSeries.join(', ')}`,
      `  tick time p50 ${fmt(r.tickP50, 2)} ms, p99 ${fmt(r.tickP99, 2)} ms`,
      `  simulated speed ${fmt(r.simulatedMs / r.wallMs, 0)}x real time`,
      `  collisions ${r.collisions}, deadlocks ${r.deadlocks} (${r.deadlocksUnresolved} unresolved)`,
      `  charging sessions ${fmt(r.chargesPerVehicleHour, 2)} per vehicle-hour`,
      `  vehicle time: ${(Object.entries(r.timeShares) as [string, number][]).map(([k, share]) => `${k} ${fmt(share * 100, 0)} %`).join(', ')}`,
    ].join('\n'),
  );
}

for (const chosen of scenarios.filter((x) => !only || only.some((w) => x.name.replaceAll(',', '').includes(w)))) {
  const timed = hours ? { ...chosen, simulatedMs: hours * HOUR, wallBudgetMs: chosen.wallBudgetMs * Math.max(1, (hours * HOUR) / chosen.simulatedMs) } : chosen;
  const s: Scenario = { ...timed, fleet: fleetOptions() };
  const r = runScenario(s);
  print(r);
  mkdirSync(RESULTS, { recursive: true });
  const chart = join(RESULTS, `fleet-${s.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase()}.svg`);
  writeFileSync(chart, hourlyChartSvg(r.name, r.perHourSeries));
  console.log(`  chart: ${chart}`);
  if (r.simulatedMs < s.simulatedMs) console.log(`  (stopped at the ${fmt(s.wallBudgetMs / 1000, 0)} s wall budget before ${fmt(s.simulatedMs / MINUTE, 0)} simulated min)`);
}
