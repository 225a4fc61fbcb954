#!/usr/bin/env node
// `npm test`: every suite, in the order a failure is cheapest to find.
// 1. unit tests (contract, web logic) and the server suite on SQLite;
// 2. the server suite again on PostgreSQL when AGVS_TEST_POSTGRES names a server, beside 3;
// 3. the browser suite against the built console and a started server.
// Ends with one line "Tests: N passed, N failed" summing every suite.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, openSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'agvs-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`${label}: exited with ${result.status ?? result.signal}`);
    broken = true;
  }
  return result.status === 0;
}

function vitest(label, args, env = {}) {
  const file = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  if (!existsSync(file)) {
    console.error(`${label}: no report written`);
    broken = true;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  if (report.numTotalTests === 0) {
    console.error(`${label}: no test ran`);
    broken = true;
  }
}

// Fail fast, before any suite runs, when the browser tests cannot run here.
if (!run('browser check', 'node', ['scripts/ensure-browser.mjs'])) process.exit(1);

/** Like vitest(), in the background: its output goes to a file, printed whole when it ends. */
function vitestInBackground(label, args, env = {}) {
  const file = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const log = join(reports, `${label.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  const child = spawn('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], { cwd: root, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      closeSync(fd);
      console.log(`\n=== ${label} ===`);
      console.log(readFileSync(log, 'utf8'));
      if (status !== 0) {
        console.error(`${label}: exited with ${status}`);
        broken = true;
      }
      if (!existsSync(file)) {
        console.error(`${label}: no report written`);
        broken = true;
        return resolve();
      }
      const report = JSON.parse(readFileSync(file, 'utf8'));
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
      if (report.numTotalTests === 0) {
        console.error(`${label}: no test ran`);
        broken = true;
      }
      resolve();
    });
  });
}

vitest('unit and server (SQLite)', ['--project', 'contract', '--project', 'core', '--project', 'web', '--project', 'server']);
const postgres = process.env.AGVS_TEST_POSTGRES;
// The PostgreSQL server suite runs beside the build and the browser suite: both wait on
// simulated fleets and browsers more than they use the CPU, and one after the other they took
// most of CI's hour.
const onPostgres = postgres ? vitestInBackground('server (PostgreSQL)', ['--project', 'server'], { DATABASE_URL: postgres }) : Promise.resolve();
if (!postgres) console.log('\n(server suite on PostgreSQL skipped: set AGVS_TEST_POSTGRES=postgres://user@host:5432/db to run it)');
if (run('build', 'npm', ['run', 'build'])) {
  vitest('browser', ['--config', 'e2e/vitest.config.ts']);
}
await onPostgres;

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
