import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { ApiResponse, EncryptedString, LoginResult } from '@agvs/contract';
import { ADMIN_PASSWORD, encryptPassword } from './harness.js';

const serverSource = fileURLToPath(new URL('../server.ts', import.meta.url));
const loader = fileURLToPath(new URL('./ts-loader.mjs', import.meta.url));

/** A real server process run from the working tree's sources (no build), on a free port. */
export interface ChildServer {
  readonly url: string;
  /** Calls the API and returns the envelope, failing on success: false. */
  api<T>(path: string, init?: { readonly method?: string; readonly body?: unknown; readonly token?: string }): Promise<T>;
  /** Signs in as admin and returns the token. */
  adminToken(): Promise<string>;
  /** What the process has written to its terminal (stdout and stderr) so far. */
  output(): string;
  /** Sends the signal and waits for the process to end. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
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

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}/agvs/sys/publicConfig`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer within 30 s:\n${log()}`);
}

/**
 * Starts the server on the data folder (SQLite) or database (PostgreSQL), captcha off, admin password
 * set; `env` overrides or (with undefined) removes any of these settings.
 */
export async function startChildServer(
  store: { readonly dataDir: string; readonly databaseUrl: string | null },
  overrides: Readonly<Record<string, string | undefined>> = {},
): Promise<ChildServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: store.dataDir,
    CAPTCHA: 'off',
    AGVS_ADMIN_PASSWORD: ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    WEB_DIST: `${store.dataDir}/no-console`,
    // Servers run in parallel: no embedded MQTT broker unless a test asks for one.
    MQTT_PORT: '0',
  };
  if (store.databaseUrl) env['DATABASE_URL'] = store.databaseUrl;
  else delete env['DATABASE_URL'];
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  let output = '';
  const child = spawn(process.execPath, ['--conditions=source', '--import', loader, serverSource], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, child, () => output);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }

  const api: ChildServer['api'] = async <T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const res = await fetch(`${url}/agvs${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { 'content-type': 'application/json', ...(init.token ? { 'x-access-token': init.token } : {}) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const body = (await res.json()) as ApiResponse<T>;
    if (!body.success) throw new Error(`${path}: ${body.message}`);
    return body.result;
  };
  return {
    url,
    api,
    output: () => output,
    adminToken: async () => {
      const keys = await api<EncryptedString>('/sys/getEncryptedString');
      const login = await api<LoginResult>('/sys/loginEncrypt', { body: { username: 'admin', password: encryptPassword(ADMIN_PASSWORD, keys.key, keys.iv), captcha: '', checkKey: 'restart-test' } });
      return login.token;
    },
    stop: async (signal) => {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}
