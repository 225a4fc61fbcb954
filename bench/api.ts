import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createOrders, type BenchServer } from './map-server.js';

/*
 * `npm run bench:api`: figures, never a test. The built server (packages/server/dist) runs as its
 * own process, on SQLite and then on a fresh PostgreSQL database (created and dropped here); the
 * clients are autocannon in this process, on the same machine. Per database:
 *   1. a public call that reads nothing (the bare fastify route) against the monitor's card poll
 *      and occupied-stations poll, each under the same closed-loop load, one after the other;
 *   2. 500 monitors, each polling the three SPEC calls once a second (cards, map cards, occupied);
 *   3. a generated site of 10,000 stations and 1,000 vehicles (some driving orders), 200 monitors.
 * Printed: p50/p99 latency, req/s, how many answered 2xx of how many sent, the server's CPU
 * (cores: its user+system time over the phase's wall time). --quick shortens every phase.
 */

const quick = process.argv.includes('--quick');
const PHASE_S = quick ? 5 : 15;
const MONITOR_S = quick ? 8 : 20;
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Admin#bench2026';
/** What a browser sends: the answers come compressed as the console gets them. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

const repo = new URL('../../../', import.meta.url).pathname;
const serverEntry = join(repo, 'packages/server/dist/server.js');
const cliEntry = join(repo, 'packages/server/dist/cli.js');

interface Server {
  readonly url: string;
  readonly pid: number;
  /** The generated site's layout, printed by site:generate. */
  readonly generatedLayoutId: string | null;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The built server with its own data folder (and database URL), optionally on a generated site first. */
async function startServer(databaseUrl: string | null, generate: { stations: number; vehicles: number } | null): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agvs-bench-api-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CAPTCHA: 'off',
    AGVS_ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    MQTT_PORT: '0',
    DATABASE_URL: databaseUrl ?? '',
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  let generatedLayoutId: string | null = null;
  if (generate) {
    const r = spawnSync(process.execPath, [cliEntry, 'site:generate', '--stations', String(generate.stations), '--vehicles', String(generate.vehicles)], { env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`site:generate failed:\n${r.stdout}${r.stderr}`);
    generatedLayoutId = /^layout (\S+)/m.exec(r.stdout)?.[1] ?? null;
  }
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    if (await fetch(`${url}/agvs/sys/publicConfig`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    generatedLayoutId,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh PostgreSQL database, dropped by the returned function. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `agvs_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_SERVER });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function api<T>(url: string, path: string, init: { token?: string; method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${url}/agvs${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { 'X-Access-Token': init.token } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as { success: boolean; message: string; result: T };
  if (!body.success) throw new Error(`${path}: ${body.message}`);
  return body.result;
}

/** The console's sign-in: AES-128-CBC with zero padding under the server's key and iv. */
async function signIn(url: string): Promise<string> {
  const { key, iv } = await api<{ key: string; iv: string }>(url, '/sys/getEncryptedString');
  const data = Buffer.from(PASSWORD, 'utf8');
  const padded = Buffer.alloc(Math.ceil(data.length / 16) * 16);
  data.copy(padded);
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
  cipher.setAutoPadding(false);
  const password = Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64');
  return (await api<{ token: string }>(url, '/sys/loginEncrypt', { method: 'POST', body: { username: 'admin', password } })).token;
}

/** User + system CPU seconds of a process so far (Linux /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Row {
  readonly db: string;
  readonly phase: string;
  readonly p50: number;
  readonly p99: number;
  readonly rps: number;
  readonly answered: string;
  readonly cpu: number;
  readonly kb: string;
}
const rows: Row[] = [];

interface Load {
  readonly paths: readonly string[];
  readonly connections: number;
  readonly seconds: number;
  /** Requests per second over all connections; none: each connection as fast as answered. */
  readonly rate?: number;
}

async function measure(server: Server, db: string, phase: string, token: string | null, load: Load): Promise<void> {
  // One answer of each path: its JSON, and that gzip-compressed (what the server sends compressed is close).
  const sizes = await Promise.all(
    load.paths.map(async (path) => {
      const res = await fetch(`${server.url}${path}`, { headers: token ? { 'X-Access-Token': token } : {} });
      const json = Buffer.from(await res.arrayBuffer());
      return `${(json.length / 1024).toFixed(1)}/${(gzipSync(json).length / 1024).toFixed(1)}`;
    }),
  );
  const cpuBefore = cpuSeconds(server.pid);
  const started = performance.now();
  const result = await autocannon({
    url: server.url,
    connections: load.connections,
    duration: load.seconds,
    overallRate: load.rate,
    timeout: 10,
    headers: { 'accept-encoding': BROWSER_ENCODING, ...(token ? { 'x-access-token': token } : {}) },
    requests: load.paths.map((path) => ({ method: 'GET' as const, path })),
  });
  const wall = (performance.now() - started) / 1000;
  const cpu = (cpuSeconds(server.pid) - cpuBefore) / wall;
  const sent = result.requests.sent;
  rows.push({
    db,
    phase,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    // Paced phases: what each monitor asked for in the time (those still in flight at the end
    // are not failures); closed-loop phases: what was sent.
    answered: `${result['2xx']}/${load.rate ? load.rate * load.seconds : sent}${result.non2xx ? `, ${result.non2xx} non-2xx` : ''}${result.timeouts ? `, ${result.timeouts} timeouts` : ''}${result.errors ? `, ${result.errors} errors` : ''}`,
    cpu: Math.round(cpu * 100) / 100,
    kb: sizes.join(' + '),
  });
  const r = rows.at(-1)!;
  console.log(`  ${phase}: p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.rps} req/s, answered ${r.answered}, server CPU ${r.cpu} cores`);
}

/** The generated layout, or the demo's first; with its map. */
async function layoutOf(server: Server, token: string): Promise<{ id: string; mapId: string }> {
  const id = server.generatedLayoutId ?? (await api<{ value: string }[]>(server.url, '/agvserver/common/selectList/map_layout', { token }))[0]!.value;
  const graph = await api<{ mapId: string }>(server.url, '/agvserver/layoutGraph/getGraphData', { token, method: 'POST', body: { layoutId: id } });
  return { id, mapId: graph.mapId };
}

async function demoPhases(db: string, databaseUrl: string | null): Promise<void> {
  console.log(`${db}: demo site`);
  const server = await startServer(databaseUrl, null);
  try {
    const token = await signIn(server.url);
    const layout = await layoutOf(server, token);
    const cards = `/agvs/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${layout.id}`;
    const mapCards = `/agvs/agvserver/map/getMapSimpleAgvInfo?mapId=${layout.mapId}`;
    const occupied = `/agvs/agvserver/station/getOccupiedStationSimpleList?layoutId=${layout.id}`;
    const closed = { connections: 50, seconds: PHASE_S };
    await measure(server, db, 'bare public route', null, { ...closed, paths: ['/agvs/sys/getEncryptedString'] });
    await measure(server, db, 'card poll', token, { ...closed, paths: [cards] });
    await measure(server, db, 'occupied-stations poll', token, { ...closed, paths: [occupied] });
    await measure(server, db, '500 monitors x 3 calls/s', token, { connections: 500, seconds: MONITOR_S, rate: 1500, paths: [cards, mapCards, occupied] });
  } finally {
    await server.stop();
  }
}

async function largeSitePhase(db: string, databaseUrl: string | null): Promise<void> {
  console.log(`${db}: 10,000 stations, 1,000 vehicles (generating...)`);
  const server = await startServer(databaseUrl, { stations: 10_000, vehicles: 1_000 });
  try {
    const token = await signIn(server.url);
    const layout = await layoutOf(server, token);
    const accepted = await createOrders({ url: server.url } as BenchServer, token, layout.id, quick ? 50 : 200);
    console.log(`  ${accepted} orders driving`);
    const paths = [
      `/agvs/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${layout.id}`,
      `/agvs/agvserver/map/getMapSimpleAgvInfo?mapId=${layout.mapId}`,
      `/agvs/agvserver/station/getOccupiedStationSimpleList?layoutId=${layout.id}`,
    ];
    await measure(server, db, '10k site: 200 monitors x 3 calls/s', token, { connections: 200, seconds: MONITOR_S, rate: 600, paths });
  } finally {
    await server.stop();
  }
}

function printTable(): void {
  const head = ['database', 'phase', 'p50 ms', 'p99 ms', 'req/s', 'answered 2xx/asked', 'server CPU (cores)', 'answer KB (JSON/gzip)'];
  const body = rows.map((r) => [r.db, r.phase, String(r.p50), String(r.p99), String(r.rps), r.answered, String(r.cpu), r.kb]);
  console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const line of body) console.log(`| ${line.join(' | ')} |`);
}

if (!existsSync(serverEntry)) throw new Error('build the server first (npm run build)');
// Client and server share the machine: its load says how much of it they had.
console.log(`bench:api ${new Date().toISOString().slice(0, 10)}, phases of ${PHASE_S} s and ${MONITOR_S} s, ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
const only = process.argv.find((a) => a.startsWith('--db='))?.slice(5);
/** --site=demo or --site=large runs the phases of that site only. */
const site = process.argv.find((a) => a.startsWith('--site='))?.slice(7);
for (const db of ['sqlite', 'postgres'].filter((d) => !only || only === d)) {
  const fresh = db === 'postgres' && site !== 'large' ? await freshPostgres() : null;
  try {
    if (site !== 'large') await demoPhases(db, fresh?.url ?? null);
  } finally {
    await fresh?.drop();
  }
  if (site === 'demo') continue;
  const large = db === 'postgres' ? await freshPostgres() : null;
  try {
    await largeSitePhase(db, large?.url ?? null);
  } finally {
    await large?.drop();
  }
}
printTable();
console.log(`load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
