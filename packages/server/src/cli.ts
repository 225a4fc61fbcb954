import { parseArgs } from 'node:util';
import { isComplexPassword } from '@agvs/contract';
import pino from 'pino';
import { loadConfig } from './config.js';
import { openDb } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { seed } from './db/seed/index.js';
import { AccountError, createAccount, resetPassword } from './modules/users/accounts.js';

const USAGE = `Usage:
  cli.js user:add --username U --password P [--realname R] [--role operator ...] [--tenant 1000 ...] [--depart ORGCODE ...]
  cli.js user:reset-password --username U --password P
Uses the same DATA_DIR / DATABASE_URL as the server.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    realname: { type: 'string' },
    role: { type: 'string', multiple: true },
    tenant: { type: 'string', multiple: true },
    depart: { type: 'string', multiple: true },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const command = positionals[0];
if (command !== 'user:add' && command !== 'user:reset-password') fail(USAGE);
const { username, password } = values;
if (!username || !password) fail(`--username and --password are required\n${USAGE}`);

const config = loadConfig();
if (config.passwordComplexity && !isComplexPassword(password)) {
  fail('the password needs at least 8 characters with a letter, a digit and a special character (PASSWORD_COMPLEXITY is on)');
}
const tenants = (values.tenant ?? ['1000']).map((t) => {
  if (!/^\d+$/.test(t)) fail(`--tenant must be a number, got ${t}`);
  return Number(t);
});

const log = pino({ level: config.logLevel }, pino.destination(2));
const db = openDb({ ...config, onIdleError: (err) => log.warn({ err }, 'idle database connection failed') });
try {
  await migrateToLatest(db);
  const seeded = await seed(db.kysely, { adminPassword: config.adminPassword, now: Date.now() });
  if (seeded.generatedAdminPassword) {
    log.warn(`first start: administrator "admin" created with password ${seeded.generatedAdminPassword} (change it at first sign-in)`);
  }
  if (command === 'user:add') {
    const id = await createAccount(
      db.kysely,
      { username, password, realname: values.realname, roles: values.role ?? ['operator'], tenants, departs: values.depart },
      Date.now(),
    );
    console.log(`user ${username} created (id ${id})`);
  } else {
    await resetPassword(db.kysely, username, password, Date.now());
    console.log(`password of ${username} reset`);
  }
} catch (err) {
  process.exitCode = 1;
  console.error(err instanceof AccountError ? err.message : err);
} finally {
  await db.kysely.destroy();
}
