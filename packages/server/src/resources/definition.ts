import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Language, ResourceManifest } from '@agvs/contract';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import type { AuthContext } from '../plugins/auth.js';
import type { MessageKey, Translate } from '../i18n/messages.js';

/**
 * The database as the generic routes see it: any table, any column. Table and column names only
 * ever come from a ServerResource (constants in code), never from a request.
 */
export type LooseDb = Kysely<Record<string, Record<string, unknown>>>;
export type LooseTrx = Transaction<Record<string, Record<string, unknown>>>;
export type Row = Record<string, unknown>;

/** Where a resource's rows belong to a tenant. */
export type TenantScope =
  /** The table has the tenant column itself. */
  | { readonly kind: 'column'; readonly column: string }
  /** A link table ties a row id to tenants (users <-> user_tenant). */
  | { readonly kind: 'link'; readonly table: string; readonly key: string; readonly tenantColumn: string }
  /**
   * Rows of one tenant (column set) next to installation-wide rows (column null) that every tenant
   * sees and only an installation administrator changes; that administrator's new rows are installation-wide.
   */
  | { readonly kind: 'shared'; readonly column: string }
  /** Every row is installation-wide: every tenant reads them, only an installation administrator writes. */
  | { readonly kind: 'installation' };

export interface WriteContext {
  readonly auth: AuthContext;
  readonly config: AppConfig;
  readonly now: number;
  readonly mode: 'add' | 'edit';
}

/** The server half of a manifest: storage, tenant scope and the entity's own rules. */
export interface ServerResource {
  readonly manifest: ResourceManifest;
  readonly table: string;
  /** Field name -> column, for every field stored in the table. Fields without one are hooks' business. */
  readonly columns: Readonly<Record<string, string>>;
  readonly tenant?: TenantScope;
  /** Column values every row of this resource has: set on insert, required by every query (a kind of user...). */
  readonly fixedColumns?: Readonly<Record<string, string | number>>;
  /** Unique fields compared by a derived column (a username regardless of case), which prepare fills. */
  readonly uniqueKeys?: Readonly<Record<string, { readonly column: string; readonly key: (value: string) => string }>>;
  /** Column set to 1 by delete (manifest.softDelete). */
  readonly deletedColumn?: string;
  readonly createdColumn?: string;
  readonly updatedColumn?: string;
  /**
   * Fields naming a row of another table by id (a foreign key), checked before writing so an
   * unknown id is refused as the field's error. Only for tables every tenant may name (dicts).
   */
  readonly references?: Readonly<Record<string, string>>;
  /**
   * Turns checked input into column values (hash a password...); may add columns. `db` is the
   * write's database or the import's transaction: read through it, never through app.db (SQLite
   * has one connection, which an open import transaction holds).
   */
  readonly prepare?: (values: Row, body: Row, ctx: WriteContext, db: Kysely<Database>) => Promise<Row> | Row;
  /** Runs in the write's transaction after insert or update (links, roles, tenants). */
  readonly afterWrite?: (trx: LooseTrx, id: string, body: Row, ctx: WriteContext) => Promise<void>;
  /** A reason to refuse deleting (or freezing) these rows, e.g. admin accounts. */
  readonly protect?: (rows: readonly Row[], auth: AuthContext) => MessageKey | null;
  /** Adds shown values that live in other tables (names of linked rows) to listed rows, or puts seeded message keys in the reader's language. */
  readonly decorate?: (db: Kysely<Database>, tenantId: number, rows: readonly Row[], t: Translate) => Promise<Row[]>;
  /** Runs in the delete's transaction before rows go, so it can refuse (e.g. departments still in use). */
  readonly beforeDelete?: (trx: LooseTrx, ids: readonly string[]) => Promise<void>;
  /** Runs in the delete's transaction (e.g. end sessions of deleted users). */
  readonly afterDelete?: (trx: LooseTrx, ids: readonly string[]) => Promise<void>;
  /** Runs after an add, edit or delete has been committed (e.g. reschedule a job). */
  readonly changed?: (app: FastifyInstance, ids: readonly string[]) => Promise<void>;
  /** Sends the caller's tenant's rows among `ids` again; returns how many (PUT {base}/resend). */
  readonly resend?: (app: FastifyInstance, auth: AuthContext, ids: readonly string[], lang: Language) => Promise<number>;
}

export const loose = (db: Kysely<Database>): LooseDb => db as unknown as LooseDb;
