import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { api, cpuSeconds, freshPostgres, signIn, startServer, type Server } from './api-server.js';
import { assertBuilt, createOrders, type BenchServer } from './map-server.js';
import { scrapeTicks, tickFigures, type TickScrape } from './tick-metrics.js';

/*
 * `npm run bench:api`: figures, never a test. The built server (packages/server/dist) runs as its
 * own process, on SQLite and then on a fresh PostgreSQL database (created and dropped here); the
 * clients are autocannon in this process, on the same machine. Per database:
 *   1. a public call that reads nothing (the bare fastify route) against the monitor's card poll
 *      and occupied-stations poll, each under the same closed-loop load, one after the other;
 *   2. 500 monitors, each polling the three SPEC calls once a second (cards, map cards, occupied);
 *   3. a generated site of 10,000 stations and 1,000 vehicles (some driving orders): 200 monitors
 *      polling the three SPEC calls, 200 polling the working-zone stations, then 2,000 subscribers
 *      of the fleet socket (/agvs/ws/fleet) of that layout; the server's scheduler tick (its
 *      histogram at /agvs/metrics) and event-loop delay, alone and under those clients.
 * Printed: p50/p99 latency, req/s, how many answered 2xx of how many sent, the server's CPU
 * (cores: its user+system time over the phase's wall time) and the load average of the machine at
 * the phase's end; for the sockets, messages and bytes per second and per subscriber, and whether
 * every subscriber got every message. --quick shortens every phase; --subscribers=N.
 */

const quick = process.argv.includes('--quick');
const PHASE_S = quick ? 5 : 15;
const MONITOR_S = quick ? 8 : 20;
/** The large site's scheduler alone: right after its orders arrive, then steady. */
const ARRIVING_S = quick ? 3 : 10;
const ALONE_S = quick ? 8 : 60;
/** How long a batch of subscribers may take to get its snapshots before the next batch opens. */
const JOIN_WAIT_MS = 60_000;
/** Fleet socket subscribers on the large site. */
const SUBSCRIBERS = Number(process.argv.find((a) => a.startsWith('--subscribers='))?.slice(14) ?? (quick ? 500 : 2000));
/** What a browser sends: the answers come compressed as the console gets them. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';


interface Row {
  readonly db: string;
  readonly phase: string;
  readonly p50: number;
  readonly p99: number;
  readonly rps: number;
  readonly answered: string;
  readonly cpu: number;
  readonly kb: string;
  /** The machine's 1-minute load average at the phase's end. */
  readonly load: string;
}
const rows: Row[] = [];
const loadNow = () => loadavg()[0]!.toFixed(1);

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
    load: loadNow(),
  });
  const r = rows.at(-1)!;
  console.log(`  ${phase}: p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.rps} req/s, answered ${r.answered}, server CPU ${r.cpu} cores, load ${r.load}`);
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
    // The scheduler alone first, no client but this one: while it assigns the orders just given,
    // then long enough for the p99 to rest on a few hundred ticks.
    const arriving = await scrapeTicks(server.url, layout.id);
    await new Promise((resolve) => setTimeout(resolve, ARRIVING_S * 1000));
    const quiet = await scrapeTicks(server.url, layout.id);
    recordTicks(db, `10k site: its scheduler alone, the first ${ARRIVING_S} s of the orders`, arriving, quiet);
    await new Promise((resolve) => setTimeout(resolve, ALONE_S * 1000));
    recordTicks(db, `10k site: its scheduler alone, the next ${ALONE_S} s`, quiet, await scrapeTicks(server.url, layout.id));
    const loaded = await scrapeTicks(server.url, layout.id);
    const paths = [
      `/agvs/agvserver/layout/getLayoutSimpleAgvInfo?layoutId=${layout.id}`,
      `/agvs/agvserver/map/getMapSimpleAgvInfo?mapId=${layout.mapId}`,
      `/agvs/agvserver/station/getOccupiedStationSimpleList?layoutId=${layout.id}`,
    ];
    await measure(server, db, '10k site: 200 monitors x 3 calls/s', token, { connections: 200, seconds: MONITOR_S, rate: 600, paths });
    const working = `/agvs/agvserver/zoneStation/querySimpleByLayoutId?layoutId=${layout.id}&zoneType=Working`;
    await measure(server, db, '10k site: 200 monitors x working-stations poll/s', token, { connections: 200, seconds: MONITOR_S, rate: 200, paths: [working] });
    await socketPhase(server, db, token, layout.id, SUBSCRIBERS, MONITOR_S);
    recordTicks(db, '10k site: under the monitors and subscribers above', loaded, await scrapeTicks(server.url, layout.id));
  } finally {
    await server.stop();
  }
}

interface TickRow {
  readonly db: string;
  readonly window: string;
  readonly ticks: number;
  readonly p50: string;
  readonly p99: string;
  readonly within50: string;
  readonly loopP99: string;
  readonly load: string;
}
const tickRows: TickRow[] = [];

/** The server's own tick histogram and event-loop delay over a window (bench/tick-metrics.ts). */
function recordTicks(db: string, window: string, before: TickScrape, after: TickScrape): void {
  const f = tickFigures(before, after);
  const row: TickRow = {
    db,
    window,
    ticks: f.ticks,
    p50: f.p50Ms.toFixed(1),
    p99: f.p99Ms.toFixed(1),
    within50: `${(f.within50Ms * 100).toFixed(1)} %`,
    loopP99: f.loopDelayP99Ms.toFixed(1),
    load: loadNow(),
  };
  tickRows.push(row);
  console.log(`  ${window}: ${row.ticks} scheduler ticks, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.within50} within 50 ms, event-loop delay p99 ${row.loopP99} ms, load ${row.load}`);
}

interface SocketRow {
  readonly db: string;
  readonly subscribers: number;
  readonly joinS: number;
  readonly snapshotKb: number;
  readonly cpu: number;
  /** Per subscriber. */
  readonly msgPerS: number;
  readonly kbPerS: number;
  readonly totalMbPerS: number;
  readonly kinds: string;
  readonly minMax: string;
  readonly dropped: number;
  readonly load: string;
}
const socketRows: SocketRow[] = [];

/**
 * `count` subscribers of the layout's fleet socket, as many consoles would open: they join in
 * batches (each waits for its snapshot), then for `seconds` the bench counts what each receives
 * (no parsing but on one, which tells the kinds of message). Every socket of a layout is sent the
 * same frames, so every subscriber should count the same, give or take a frame in flight at
 * either end of the window; a subscriber the server closed is counted as dropped.
 */
async function socketPhase(server: Server, db: string, token: string, layoutId: string, count: number, seconds: number): Promise<void> {
  const url = `${server.url.replace(/^http/, 'ws')}/agvs/ws/fleet?layoutId=${encodeURIComponent(layoutId)}&token=${encodeURIComponent(token)}`;
  interface Sub {
    readonly ws: WebSocket;
    messages: number;
    bytes: number;
    closed: boolean;
    joined: boolean;
  }
  const subs: Sub[] = [];
  const kinds = new Map<string, { n: number; bytes: number }>();
  let snapshotBytes = 0;
  let counting = false;
  const joinStarted = performance.now();
  for (let i = 0; i < count; i += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, count - i) }, (_, k) => {
        const ws = new WebSocket(url, { perMessageDeflate: false });
        const sub: Sub = { ws, messages: 0, bytes: 0, closed: false, joined: false };
        const reference = i + k === 0;
        subs.push(sub);
        return new Promise<void>((resolve) => {
          // A subscriber refused or cut while joining counts as dropped; the others go on.
          const joinTimer = setTimeout(resolve, JOIN_WAIT_MS);
          ws.on('message', (data: Buffer) => {
            sub.joined = true;
            if (!counting) {
              if (reference && data.subarray(0, 20).toString().includes('"snapshot"')) snapshotBytes = data.length;
              clearTimeout(joinTimer);
              resolve();
              return;
            }
            sub.messages++;
            sub.bytes += data.length;
            if (reference) {
              const type = /"type":"(\w+)"/.exec(data.subarray(0, 40).toString())?.[1] ?? '?';
              const kind = kinds.get(type) ?? { n: 0, bytes: 0 };
              kind.n++;
              kind.bytes += data.length;
              kinds.set(type, kind);
            }
          });
          ws.on('close', () => {
            sub.closed = true;
            resolve();
          });
          ws.on('error', () => {
            sub.closed = true;
            resolve();
          });
        });
      }),
    );
  }
  const joinS = (performance.now() - joinStarted) / 1000;
  // Let the snapshots drain before the window opens.
  await new Promise((r) => setTimeout(r, 2000));
  const cpuBefore = cpuSeconds(server.pid);
  const started = performance.now();
  counting = true;
  await new Promise((r) => setTimeout(r, seconds * 1000));
  counting = false;
  const wall = (performance.now() - started) / 1000;
  const cpu = (cpuSeconds(server.pid) - cpuBefore) / wall;
  // Dropped: refused, cut, or never sent its snapshot.
  const open = subs.filter((s) => !s.closed && s.joined);
  const counts = open.map((s) => s.messages).sort((a, b) => a - b);
  const bytes = subs.reduce((sum, s) => sum + s.bytes, 0);
  const messages = subs.reduce((sum, s) => sum + s.messages, 0);
  const row: SocketRow = {
    db,
    subscribers: count,
    joinS: Math.round(joinS * 10) / 10,
    snapshotKb: Math.round(snapshotBytes / 1024),
    cpu: Math.round(cpu * 100) / 100,
    msgPerS: Math.round((messages / count / wall) * 10) / 10,
    kbPerS: Math.round(bytes / count / wall / 1024),
    totalMbPerS: Math.round((bytes / wall / 1024 / 1024) * 10) / 10,
    kinds: [...kinds].map(([type, k]) => `${type} ${k.n} (${Math.round(k.bytes / Math.max(1, k.n) / 1024)} KB avg)`).join(', '),
    minMax: `${counts[0] ?? 0}..${counts.at(-1) ?? 0}`,
    dropped: count - open.length,
    load: loadNow(),
  };
  socketRows.push(row);
  console.log(
    `  ${count} socket subscribers: joined in ${row.joinS} s (snapshot ${row.snapshotKb} KB), server CPU ${row.cpu} cores, per subscriber ${row.msgPerS} msg/s and ${row.kbPerS} KB/s ` +
      `(${row.totalMbPerS} MB/s in all), messages per subscriber ${row.minMax}, dropped ${row.dropped}, load ${row.load}; reference subscriber: ${row.kinds}`,
  );
  for (const s of subs) s.ws.terminate();
}

/** One markdown table, a blank line before it. */
function printMarkdownTable(head: readonly string[], body: readonly (readonly (string | number)[])[]): void {
  console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const line of body) console.log(`| ${line.join(' | ')} |`);
}

function printTable(): void {
  printMarkdownTable(
    ['database', 'phase', 'p50 ms', 'p99 ms', 'req/s', 'answered 2xx/asked', 'server CPU (cores)', 'answer KB (JSON/gzip)', 'load avg'],
    rows.map((r) => [r.db, r.phase, r.p50, r.p99, r.rps, r.answered, r.cpu, r.kb, r.load]),
  );
  if (tickRows.length) {
    printMarkdownTable(
      ['database', 'window', 'ticks', 'tick p50 ms', 'tick p99 ms', 'ticks within 50 ms', 'event-loop delay p99 ms', 'load avg'],
      tickRows.map((r) => [r.db, r.window, r.ticks, r.p50, r.p99, r.within50, r.loopP99, r.load]),
    );
  }
  if (!socketRows.length) return;
  printMarkdownTable(
    ['database', 'subscribers', 'join s', 'snapshot KB', 'server CPU (cores)', 'msg/s each', 'KB/s each', 'MB/s all', 'messages each (min..max)', 'dropped', 'load avg'],
    socketRows.map((r) => [r.db, r.subscribers, r.joinS, r.snapshotKb, r.cpu, r.msgPerS, r.kbPerS, r.totalMbPerS, r.minMax, r.dropped, r.load]),
  );
}

assertBuilt();
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
