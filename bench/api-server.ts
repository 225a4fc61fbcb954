import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/*
 * The processes and calls of the API benches: the built server on its own data folder and
 * database, a fresh PostgreSQL database, the console's sign-in, a process's CPU time.
 */

export const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const PASSWORD = 'Admin#bench2026';

const repo = new URL('../../../', import.meta.url).pathname;
const serverEntry = join(repo, 'packages/server/dist/server.js');
const cliEntry = join(repo, 'packages/server/dist/cli.js');

export interface Server {
  readonly url: string;
  readonly pid: number;
  /** The generated site's layout, printed by site:generate. */
  readonly generatedLayoutId: string | null;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
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
export async function startServer(databaseUrl: string | null, generate: { stations: number; vehicles: number } | null): Promise<Server> {
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
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
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

export async function api<T>(url: string, path: string, init: { token?: string; method?: string; body?: unknown } = {}): Promise<T> {
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
export async function signIn(url: string, adminPassword = PASSWORD): Promise<string> {
  const { key, iv } = await api<{ key: string; iv: string }>(url, '/sys/getEncryptedString');
  const data = Buffer.from(adminPassword, 'utf8');
  const padded = Buffer.alloc(Math.ceil(data.length / 16) * 16);
  data.copy(padded);
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
  cipher.setAutoPadding(false);
  const password = Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64');
  return (await api<{ token: string }>(url, '/sys/loginEncrypt', { method: 'POST', body: { username: 'admin', password } })).token;
}

/** User + system CPU seconds of a process so far (Linux /proc). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
