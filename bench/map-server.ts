import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../e2e/support/server.js';

export { ADMIN_PASSWORD } from '../e2e/support/server.js';

const repo = new URL('../../../', import.meta.url).pathname;
const serverEntry = join(repo, 'packages/server/dist/server.js');
const cliEntry = join(repo, 'packages/server/dist/cli.js');
const consoleEntry = join(repo, 'packages/web/dist/index.html');

/** The built server of one bench site: the browser tests' server launcher, given time to load a large site. */
export type BenchServer = RunningServer;

/** The bench drives the built product: say so plainly when it is not built. */
export function assertBuilt(): void {
  const missing = [serverEntry, cliEntry, consoleEntry].filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`build first (npm run build); missing ${missing.join(', ')}`);
}

/**
 * The built server on a free port with a fresh data folder. With `generate`, the server's CLI
 * first adds a generated warehouse (`site:generate`), so the fleet runtime runs it from the start.
 */
export function startBenchServer(generate: { readonly stations: number; readonly vehicles: number } | null): Promise<BenchServer> {
  return startServer({}, { generate: generate ?? undefined, startupMs: 180_000 });
}

/** One API call as the signed-in user; the result, or an error with the server's message. */
export async function call<T>(server: BenchServer, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${server.url}/agvs${path}`, { ...init, headers: { 'X-Access-Token': token, 'Content-Type': 'application/json' } });
  const body = (await res.json()) as { success: boolean; message: string; result: T };
  if (!body.success) throw new Error(`${path}: ${body.message}`);
  return body.result;
}

interface GraphStation {
  readonly stationId: string;
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
  const workingStations = graph.stationList.filter((s) => s.type === 'Working' && !blocked.has(s.stationCode));
  const working = workingStations.map((s) => s.stationCode);
  const idOf = new Map(workingStations.map((s) => [s.stationCode, s.stationId]));
  // A fixed stride through the list pairs stations far apart, the same ones on every run.
  const stride = Math.max(1, Math.floor(working.length / 2) + 1);
  let accepted = 0;
  for (let i = 0; i < count && i < working.length; i++) {
    const src = working[i]!;
    const dest = working[(i + stride) % working.length]!;
    if (src === dest) continue;
    const body = { srcLayoutId: layoutId, destLayoutId: layoutId, srcStationCode: src, destStationCode: dest, taskType: 'Material', cycleTimes: 1, priority: 1 };
    try {
      // A pick needs a load at the source (the server refuses it otherwise).
      await call(server, token, '/agvserver/zoneStation/updateStationOccupiedStatus', { method: 'PUT', body: JSON.stringify({ id: idOf.get(src), isOccupied: 1 }) });
      await call(server, token, '/agvserver/task/createTask', { method: 'POST', body: JSON.stringify(body) });
      accepted++;
    } catch {
      // a station the dispatcher refuses now; the others still drive
    }
  }
  return accepted;
}
