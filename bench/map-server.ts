import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repo = new URL('../../', import.meta.url).pathname;
const serverEntry = join(repo, 'packages/server/dist/server.js');
const cliEntry = join(repo, 'packages/server/dist/cli.js');
const consoleEntry = join(repo, 'packages/web/dist/index.html');

export const ADMIN_PASSWORD = 'Admin#bench2026';

export interface BenchServer {
  readonly url: string;
  /** The layout to watch: the generated one, or null for the demo site. */
  readonly generatedLayoutId: string | null;
  stop(): Promise<void>;
}

/** The bench drives the built product: say so plainly when it is not built. */
export function assertBuilt(): void {
  const missing = [serverEntry, cliEntry, consoleEntry].filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`build first (npm run build); missing ${missing.join(', ')}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}/agvs/sys/publicConfig`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer within 180 s:\n${log()}`);
}

/**
 * The built server on a free port with a fresh data folder. With `generate`, the server's CLI
 * first adds a generated warehouse (`site:generate`), so the fleet runtime runs it from the start.
 */
export async function startBenchServer(generate: { readonly stations: number; readonly vehicles: number } | null): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agvs-bench-map-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CAPTCHA: 'off',
    AGVS_ADMIN_PASSWORD: ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  let generatedLayoutId: string | null = null;
  if (generate) {
    const args = ['site:generate', '--stations', String(generate.stations), '--vehicles', String(generate.vehicles)];
    const result = spawnSync(process.execPath, [cliEntry, ...args], { env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    generatedLayoutId = /^layout (\S+)/m.exec(result.stdout)?.[1] ?? null;
    if (!generatedLayoutId) throw new Error(`site:generate printed no layout:\n${result.stdout}`);
  }
  let output = '';
  const child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, () => output);
  return {
    url,
    generatedLayoutId,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One API call as the signed-in user; the result, or an error with the server's message. */
export async function call<T>(server: BenchServer, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${server.url}/agvs${path}`, { ...init, headers: { 'X-Access-Token': token, 'Content-Type': 'application/json' } });
  const body = (await res.json()) as { success: boolean; message: string; result: T };
  if (!body.success) throw new Error(`${path}: ${body.message}`);
  return body.result;
}

interface GraphStation {
  readonly stationCode: string;
  readonly type: string;
}

/**
 * Transport orders between Working stations (outside Block zones), one per vehicle, so the
 * runtime has every vehicle driving while frames are measured. Returns how many were accepted.
 */
export async function createOrders(server: BenchServer, token: string, layoutId: string, count: number): Promise<number> {
  const graph = await call<{ stationList: GraphStation[] }>(server, token, '/agvserver/layoutGraph/getGraphData', {
    method: 'POST',
    body: JSON.stringify({ layoutId }),
  });
  const blocked = new Set(
    (await call<{ stationCode: string }[]>(server, token, `/agvserver/zoneStation/querySimpleByLayoutId?layoutId=${encodeURIComponent(layoutId)}&zoneType=Block`)).map(
      (s) => s.stationCode,
    ),
  );
  const working = graph.stationList.filter((s) => s.type === 'Working' && !blocked.has(s.stationCode)).map((s) => s.stationCode);
  // A fixed stride through the list pairs stations far apart, the same ones on every run.
  const stride = Math.max(1, Math.floor(working.length / 2) + 1);
  let accepted = 0;
  for (let i = 0; i < count && i < working.length; i++) {
    const src = working[i]!;
    const dest = working[(i + stride) % working.length]!;
    if (src === dest) continue;
    const body = { srcLayoutId: layoutId, destLayoutId: layoutId, srcStationCode: src, destStationCode: dest, taskType: 'Material', cycleTimes: 1, priority: 1 };
    try {
      await call(server, token, '/agvserver/task/createTask', { method: 'POST', body: JSON.stringify(body) });
      accepted++;
    } catch {
      // a station the dispatcher refuses now; the others still drive
    }
  }
  return accepted;
}
