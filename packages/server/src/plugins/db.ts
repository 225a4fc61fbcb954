import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { openDb, type Dialect } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { seed } from '../db/seed/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
  }
}

export interface DbPluginOptions {
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  readonly adminPassword: string | null;
  readonly clock: Clock;
}

/** Opens the database, migrates it, seeds it, and closes it with the app. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: DbPluginOptions) => {
    const db = openDb({ ...options, onIdleError: (err) => app.log.warn({ err }, 'idle database connection failed') });
    app.decorate('db', db.kysely);
    app.decorate('dialect', db.dialect);
    app.addHook('onClose', async () => db.kysely.destroy());

    const applied = await migrateToLatest(db);
    if (applied.length) app.log.info({ migrations: applied, dialect: db.dialect }, 'database migrated');
    const seeded = await seed(db.kysely, { adminPassword: options.adminPassword, now: options.clock() });
    if (seeded.generatedAdminPassword) {
      // Shown this once only: it is not stored anywhere readable, and must be changed at first sign-in.
      app.log.warn(
        { username: 'admin' },
        `first start: administrator "admin" created with password ${seeded.generatedAdminPassword} (change it at first sign-in)`,
      );
    }
  },
  { name: 'db' },
);
