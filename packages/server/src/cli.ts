import { parseArgs } from 'node:util';
import { isComplexPassword } from '@agvs/contract';
import pino from 'pino';
import { loadConfig } from './config.js';
import { openDb } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { seedGeneratedSite } from './db/seed/generated-site.js';
import { seed } from './db/seed/index.js';
import { AccountError, createAccount, resetPassword } from './modules/users/accounts.js';

const USAGE = `Usage:
  cli.js user:add --username U --password P [--realname R] [--role operator ...] [--tenant 1000 ...] [--depart ORGCODE ...] [--keep-password]
  cli.js user:reset-password --username U --password P [--keep-password]
  (the user must change a password set here at the next sign-in; --keep-password skips that, for accounts of scripts and tests)
  cli.js site:generate --stations N --vehicles M [--cross-aisles K]   (a generated warehouse map with M connected vehicles, for load tests; K two-way cross aisles through the rack aisles; restart the server to run it)
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
    stations: { type: 'string' },
    vehicles: { type: 'string' },
    'cross-aisles': { type: 'string' },
    'keep-password': { type: 'boolean' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const command = positionals[0];
if (command !== 'user:add' && command !== 'user:reset-password' && command !== 'site:generate') fail(USAGE);
const { username, password } = values;
if (command !== 'site:generate' && (!username || !password)) fail(`--username and --password are required\n${USAGE}`);

function count(name: 'stations' | 'vehicles' | 'cross-aisles', min: number, max: number): number {
  const text = values[name];
  const n = Number(text);
  if (!text || !Number.isInteger(n) || n < min || n > max) fail(`--${name} must be a whole number from ${min} to ${max}\n${USAGE}`);
  return n;
}
const generate =
  command === 'site:generate'
    ? { stations: count('stations', 50, 50_000), vehicles: count('vehicles', 1, 5_000), crossAisles: values['cross-aisles'] === undefined ? 0 : count('cross-aisles', 0, 100) }
    : null;

const config = loadConfig();
if (password && config.passwordComplexity && !isComplexPassword(password)) {
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
  const seeded = await seed(db.kysely, { adminPassword: config.adminPassword, now: Date.now(), demo: config.demo });
  if (seeded.generatedAdminPassword) {
    log.warn(`first start: administrator "admin" created with password ${seeded.generatedAdminPassword} (change it at first sign-in)`);
  }
  if (generate) {
    const site = await seedGeneratedSite(db.kysely, generate, Date.now());
    console.log(`layout ${site.layoutId} (map ${site.mapCode}): ${site.stations} stations, ${site.vehicles} vehicles`);
  } else if (command === 'user:add' && username && password) {
    const id = await createAccount(
      db.kysely,
      {
        username,
        password,
        realname: values.realname,
        roles: values.role ?? ['operator'],
        tenants,
        departs: values.depart,
        mustChangePassword: !values['keep-password'],
      },
      Date.now(),
    );
    console.log(`user ${username} created (id ${id})`);
  } else if (username && password) {
    await resetPassword(db.kysely, { username, password, keep: values['keep-password'] }, Date.now());
    console.log(`password of ${username} reset`);
  }
} catch (err) {
  process.exitCode = 1;
  // A refusal (account rules, sizes the generator cannot lay out) is a message, not a stack.
  console.error(err instanceof AccountError || err instanceof RangeError ? err.message : err);
} finally {
  await db.kysely.destroy();
}
