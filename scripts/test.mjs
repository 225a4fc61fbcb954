#!/usr/bin/env node
// `npm test`: every suite, in the order a failure is cheapest to find.
// 1. unit tests (contract, web logic) and the server suite on SQLite, beside the server suite on
//    PostgreSQL when AGVS_TEST_POSTGRES names a server, then the build;
// 2. the browser suite against the built console and a started server, alone on the machine.
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

const reportOf = (label) => join(reports, `${label.replace(/\W+/g, '-')}.json`);
const vitestArgs = (label, args) => ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportOf(label)}`];

/** Adds a finished suite's JSON report to the totals; a missing or empty report breaks the run. */
function count(label) {
  const file = reportOf(label);
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

function vitest(label, args, env = {}) {
  run(label, 'npx', vitestArgs(label, args), env);
  count(label);
}

// Fail fast, before any suite runs, when the browser tests cannot run here.
if (!run('browser check', 'node', ['scripts/ensure-browser.mjs'])) process.exit(1);

/** Like vitest(), in the background: its output goes to a file, printed whole when it ends. */
function vitestInBackground(label, args, env = {}) {
  const log = join(reports, `${label.replace(/\W+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  const child = spawn('npx', vitestArgs(label, args), { cwd: root, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      closeSync(fd);
      console.log(`\n=== ${label} ===`);
      console.log(readFileSync(log, 'utf8'));
      if (status !== 0) {
        console.error(`${label}: exited with ${status}`);
        broken = true;
      }
      count(label);
      resolve();
    });
  });
}

const postgres = process.env.AGVS_TEST_POSTGRES;
// The two server suites run side by side: each runs one file at a time (vitest's default on two
// cores) and the PostgreSQL one waits on its database much of the time. The browser suite runs
// alone afterwards: it waits on real-time fleets and chromium, and a loaded machine turns its
// waits into timeouts.
const onPostgres = postgres ? vitestInBackground('server (PostgreSQL)', ['--project', 'server'], { DATABASE_URL: postgres }) : Promise.resolve();
if (!postgres) console.log('\n(server suite on PostgreSQL skipped: set AGVS_TEST_POSTGRES=postgres://user@host:5432/db to run it)');
vitest('unit and server (SQLite)', ['--project', 'contract', '--project', 'core', '--project', 'web', '--project', 'server']);
const built = run('build', 'npm', ['run', 'build']);
await onPostgres;
if (built) vitest('browser', ['--config', 'e2e/vitest.config.ts']);

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
