import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, KyselyPlugin } from 'kysely';
import type { Clock } from '../clock.js';
import { openDb, type Dialect } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import type { WriteWatch } from '../db/write-watch.js';
import { announceFirstPassword } from '../db/seed/firstPassword.js';
import { seed } from '../db/seed/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    /** Every write of the app's database, for in-memory copies of rows (db/write-cache.ts). */
    dbWrites: WriteWatch;
  }
}

export interface DbPluginOptions {
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  readonly adminPassword: string | null;
  readonly clock: Clock;
  /** false: seed no demo site (AGVS_DEMO=off). */
  readonly demo?: boolean;
  /** Every query of the app passes through these (tests: a storage fault that refuses writes). */
  readonly plugins?: readonly KyselyPlugin[];
}

/** Opens the database, migrates it, seeds it, and closes it with the app. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: DbPluginOptions) => {
    const db = openDb({ ...options, onIdleError: (err) => app.log.warn({ err }, 'idle database connection failed') });
    app.decorate('db', (options.plugins ?? []).reduce((k, p) => k.withPlugin(p), db.kysely));
    app.decorate('dialect', db.dialect);
    app.decorate('dbWrites', db.writes);
    app.addHook('onClose', async () => db.kysely.destroy());

    const applied = await migrateToLatest(db);
    if (applied.length) app.log.info({ migrations: applied, dialect: db.dialect }, 'database migrated');
    const seeded = await seed(db.kysely, { adminPassword: options.adminPassword, now: options.clock(), demo: options.demo });
    if (seeded.generatedAdminPassword) {
      announceFirstPassword(options.dataDir, seeded.generatedAdminPassword, (text) => process.stdout.write(text));
      app.log.warn({ username: 'admin' }, 'first start: administrator "admin" created; its password is shown above (must be changed at first sign-in)');
    }
  },
  { name: 'db' },
);
