import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository: the nearest folder above this file with the server package (also when the bench compiles this file elsewhere). */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'packages/server/package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('repository root not found above e2e/support/server');
    dir = parent;
  }
  return dir;
}

const repo = repoRoot();
const serverEntry = join(repo, 'packages/server/dist/server.js');
const cliEntry = join(repo, 'packages/server/dist/cli.js');

export const ADMIN_PASSWORD = 'Admin#e2e2026';

export interface RunningServer {
  readonly url: string;
  readonly dataDir: string;
  /** The layout of the warehouse generated before the start (`StartOptions.generate`), else null. */
  readonly generatedLayoutId: string | null;
  /** Runs the server's CLI against this server's data folder. */
  cli(args: readonly string[]): string;
  stop(): Promise<void>;
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

export interface StartOptions {
  /**
   * A warehouse the server's CLI generates (`site:generate`) into the fresh data folder before the
   * server starts, so its fleet runtime drives the vehicles from the start.
   */
  readonly generate?: { readonly stations: number; readonly vehicles: number };
  /** How long the server may take to answer, ms (a 10,000-station site loads for a while). */
  readonly startupMs?: number;
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string, startupMs: number): Promise<void> {
  const deadline = Date.now() + startupMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/agvs/sys/publicConfig`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer within ${startupMs / 1000} s:\n${log()}`);
}

/** Starts the built server on a free port with a fresh data folder, captcha off. */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agvs-e2e-'));
  const port = await freePort();
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CAPTCHA: 'off',
    AGVS_ADMIN_PASSWORD: ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    // An answer outside its call's declaration fails the call, so the browser tests catch it.
    STRICT_ANSWERS: 'on',
    // Servers run in parallel: no embedded MQTT broker unless a test asks for one.
    MQTT_PORT: '0',
    ...env,
  };
  delete (childEnv as Record<string, string | undefined>).DATABASE_URL;
  const cli = (args: readonly string[]) => {
    const result = spawnSync(process.execPath, [cliEntry, ...args], { env: childEnv, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    return result.stdout;
  };
  let generatedLayoutId: string | null = null;
  if (options.generate) {
    const printed = cli(['site:generate', '--stations', String(options.generate.stations), '--vehicles', String(options.generate.vehicles)]);
    generatedLayoutId = /^layout (\S+)/m.exec(printed)?.[1] ?? null;
    if (!generatedLayoutId) throw new Error(`site:generate printed no layout:\n${printed}`);
  }
  let output = '';
  const child = spawn(process.execPath, [serverEntry], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, () => output, options.startupMs ?? 60_000);
  return {
    url,
    dataDir,
    generatedLayoutId,
    cli,
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
