import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { migratedTemplate } from './postgres-template-build.js';
import type { ApiResponse, EncryptedString, LoginResult } from '@agvs/contract';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { createAccount, type NewAccount } from '../modules/users/accounts.js';

export const ADMIN_PASSWORD = 'Admin#2024pass';

/** App config of a test that talks MQTT: the embedded broker on a free port (harnesses run none by default). */
export const EMBEDDED_BROKER = { mqtt: { url: null, username: null, password: null, embeddedPort: 0 } } as const;

/** Where a test's vehicles reach the embedded broker of `h` (started with EMBEDDED_BROKER). */
export const brokerUrlOf = (h: Harness): string => `mqtt://127.0.0.1:${h.app.vda!.brokerPort}`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  readonly token?: string;
  readonly tenant?: string | number;
  readonly lang?: string;
  readonly body?: unknown;
  readonly query?: Record<string, string>;
}

export interface CallResult<T> {
  readonly status: number;
  readonly body: ApiResponse<T>;
}

export interface Harness {
  readonly app: FastifyInstance;
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  /** Simulated fleet time: moves the clock by stepMs and ticks every layout, until ms have passed. */
  runFleet(ms: number, stepMs?: number): Promise<void>;
  /** Closes the app and builds a new one on the same database (a server restart). */
  restart(): Promise<void>;
  call<T = unknown>(method: Method, path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** The console's sign-in: fetch key/iv and a captcha, encrypt, post. */
  login(
    username: string,
    password: string,
    options?: { readonly captcha?: string; readonly lang?: string },
  ): Promise<CallResult<LoginResult>>;
  /** Signs in and returns the token, failing the test when sign-in fails. */
  token(username: string, password: string): Promise<string>;
  createUser(account: Partial<NewAccount> & { readonly username: string }): Promise<string>;
  addTenant(id: number, name: string, departs: readonly (readonly [orgCode: string, name: string])[]): Promise<void>;
  close(): Promise<void>;
}

/** AES-128-CBC with zero padding, as the console encrypts the login password. */
export function encryptPassword(plain: string, key: string, iv: string): string {
  const data = Buffer.from(plain, 'utf8');
  const padded = Buffer.alloc(Math.ceil(Math.max(data.length, 1) / 16) * 16);
  data.copy(padded);
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64');
}

const OBJECT_IN_USE = '55006';

/**
 * A fresh PostgreSQL database on the server of DATABASE_URL, dropped again by the returned
 * function: empty, or a copy of `template` (a database name of our own, never a caller's).
 */
export async function freshPostgres(serverUrl: string, template: string | null = null): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `agvs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // The app's pool resolves its end() before the sockets have closed; wait for them rather
        // than FORCE, which would kill a closing connection and surface as an uncaught error.
        for (let attempt = 0; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (err) {
            if ((err as { code?: string }).code !== OBJECT_IN_USE || attempt === 100) throw err;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * One app on a database of its own: SQLite in a temp DATA_DIR, or a new PostgreSQL database when
 * DATABASE_URL is set. Create it in beforeAll and close it in afterAll.
 */
export async function startHarness(overrides: Partial<AppConfig> = {}, options: Pick<BuildOptions, 'dbPlugins'> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agvs-test-'));
  const serverUrl = process.env['DATABASE_URL'];
  const postgres = serverUrl ? await freshPostgres(serverUrl, await migratedTemplate(serverUrl)) : undefined;
  const config: AppConfig = {
    ...loadConfig({}, dataDir),
    dataDir,
    databaseUrl: postgres?.url ?? null,
    adminPassword: ADMIN_PASSWORD,
    logLevel: 'silent',
    strictAnswers: true,
    webDist: join(dataDir, 'no-console'),
    // Many apps run in parallel: no broker unless a test asks for one (embeddedPort 0: a free port).
    mqtt: { url: null, username: null, password: null, embeddedPort: null },
    ...overrides,
  };
  let now = Date.now();
  // No fleet timer: tests move fleet time with runFleet, never by sleeping.
  const build = () => buildApp(config, { clock: () => now, fleetScheduler: null, ...options });
  let app = await build();

  const call = async <T>(method: Method, path: string, options: CallOptions = {}): Promise<CallResult<T>> => {
    const headers: Record<string, string> = {};
    if (options.token) headers['x-access-token'] = options.token;
    if (options.tenant !== undefined) headers['tenant_id'] = String(options.tenant);
    if (options.lang) headers['accept-language'] = options.lang;
    const response = await app.inject({
      method,
      url: `/agvs${path}`,
      headers,
      ...(options.query ? { query: options.query } : {}),
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    return { status: response.statusCode, body: response.json() as ApiResponse<T> };
  };

  const login: Harness['login'] = async (username, password, options = {}) => {
    const { result: keys } = (await call<EncryptedString>('GET', '/sys/getEncryptedString')).body;
    const checkKey = `k${randomBytes(6).toString('hex')}`;
    await call('GET', `/sys/randomImage/${checkKey}`);
    const captcha = options.captcha ?? (await app.captchas.answerOf(checkKey)) ?? '';
    return call<LoginResult>('POST', '/sys/loginEncrypt', {
      lang: options.lang,
      body: { username, password: encryptPassword(password, keys.key, keys.iv), captcha, checkKey },
    });
  };

  return {
    get app() {
      return app;
    },
    advance: (ms) => {
      now += ms;
    },
    runFleet: async (ms, stepMs = 200) => {
      for (let t = 0; t < ms; t += stepMs) {
        now += stepMs;
        await app.fleets.tickAll();
      }
    },
    restart: async () => {
      await app.close();
      app = await build();
    },
    call,
    login,
    token: async (username, password) => {
      const { body } = await login(username, password);
      if (!body.success) throw new Error(`sign-in of ${username} failed: ${body.message}`);
      return body.result.token;
    },
    createUser: (account) =>
      createAccount(
        app.db,
        { password: ADMIN_PASSWORD, roles: ['operator'], tenants: [1000], departs: ['A01'], ...account },
        now,
      ),
    addTenant: async (id, name, departs) => {
      await app.db.insertInto('tenants').values({ id, name, status: 1, created_at: now }).execute();
      if (departs.length) {
        await app.db
          .insertInto('departments')
          .values(
            departs.map(([orgCode, departName], i) => ({
              id: `dep-${id}-${orgCode}`,
              tenant_id: id,
              parent_id: null,
              depart_name: departName,
              org_code: orgCode,
              sort_no: i,
              created_at: now,
            })),
          )
          .execute();
      }
    },
    close: async () => {
      await app.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
