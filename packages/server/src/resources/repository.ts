import { randomUUID } from 'node:crypto';
import { sql, type SelectQueryBuilder } from 'kysely';
import { listedFields, writableFields, type SuperQueryClause } from '@agvs/contract';
import { businessError } from '../errors.js';
import { isIntText } from '@agvs/contract';
import { fieldError } from '../modules/sysconfig/fieldError.js';
import type { AuthContext } from '../plugins/auth.js';
import { recordDataLog } from './dataLog.js';
import { assertWritable, tenantOfNewRow } from './installationScope.js';
import { filterExpression, restrictExpression, type ListQuery } from './listQuery.js';
import { loose, type LooseDb, type LooseTrx, type Row, type ServerResource, type WriteContext } from './definition.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

/** An export holds at most this many rows (the rest of a larger selection is left out). */
export const MAX_EXPORT_ROWS = 50_000;
type Select = SelectQueryBuilder<Record<string, Row>, string, object>;

/** Rows of the caller's tenant (and installation-wide ones of a shared resource), live or (recycle bin) deleted. */
function scoped(db: LooseDb, resource: ServerResource, tenantId: number, deleted = false): Select {
  let query = db.selectFrom(resource.table) as unknown as Select;
  const tenant = resource.tenant;
  const id = sql.ref(`${resource.table}.id`);
  if (tenant?.kind === 'column') query = query.where(sql.ref(`${resource.table}.${tenant.column}`), '=', tenantId);
  if (tenant?.kind === 'shared') {
    const column = sql.ref(`${resource.table}.${tenant.column}`);
    query = query.where((eb) => eb.or([eb(column, '=', tenantId), eb(column, 'is', null)]));
  }
  if (tenant?.kind === 'link') {
    query = query.where(
      id,
      'in',
      db.selectFrom(tenant.table).select(sql.ref(tenant.key).as('k')).where(sql.ref(tenant.tenantColumn), '=', tenantId),
    );
  }
  if (resource.deletedColumn) query = query.where(sql.ref(`${resource.table}.${resource.deletedColumn}`), '=', deleted ? 1 : 0);
  for (const [column, value] of Object.entries(resource.fixedColumns ?? {})) query = query.where(sql.ref(`${resource.table}.${column}`), '=', value);
  return query;
}

/** Column selections for the shown fields (or the requested subset of them), named as fields. */
function selections(resource: ServerResource, only?: readonly string[]) {
  const fields = listedFields(resource.manifest).filter((f) => resource.columns[f.name] && (!only || only.includes(f.name)));
  return [
    sql.ref(`${resource.table}.id`).as('id'),
    ...fields.map((f) => sql.ref(`${resource.table}.${resource.columns[f.name]!}`).as(f.name)),
  ];
}

/** Field names of `field=a,b,c` that the manifest shows; empty and unknown entries (e.g. action) are dropped. */
export function requestedFields(resource: ServerResource, field: string | undefined): string[] | undefined {
  if (!field) return undefined;
  const names = new Set(listedFields(resource.manifest).map((f) => f.name));
  const wanted = field.split(',').filter((n) => names.has(n));
  return wanted.length ? wanted : undefined;
}

/** Ids that can name a row: a resource whose id is a number field (tenants) has no row for other text. */
function possibleIds(resource: ServerResource, ids: readonly string[]): string[] {
  const numericId = resource.manifest.fields.some((f) => f.type === 'int' && resource.columns[f.name] === 'id');
  return numericId ? ids.filter(isIntText) : [...ids];
}

export async function listRows(
  db: Db,
  resource: ServerResource,
  tenantId: number,
  query: ListQuery,
  options: {
    readonly deleted?: boolean;
    readonly all?: boolean;
    readonly ids?: readonly string[];
    readonly only?: readonly string[];
    /** Data rules of the caller (sysconfig/dataRules): clauses every row must meet. */
    readonly restrict?: readonly SuperQueryClause[];
  } = {},
): Promise<{ rows: Row[]; total: number }> {
  let base = scoped(loose(db), resource, tenantId, options.deleted).where(filterExpression(resource, query));
  if (options.restrict?.length) base = base.where(restrictExpression(resource, options.restrict));
  if (options.ids?.length) {
    const ids = possibleIds(resource, options.ids);
    base = ids.length ? base.where(sql.ref(`${resource.table}.id`), 'in', ids) : base.where(sql<boolean>`1 = 0`);
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const sortColumn = resource.columns[query.column]!;
  let rows = base
    .select(selections(resource, options.only))
    .orderBy(sql.ref(`${resource.table}.${sortColumn}`), query.order)
    .orderBy(sql.ref(`${resource.table}.id`));
  rows = options.all ? rows.limit(MAX_EXPORT_ROWS) : rows.limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return { rows: (await rows.execute()) as Row[], total: Number((total as { n: number }).n) };
}

export async function findRows(db: Db, resource: ServerResource, tenantId: number, ids: readonly string[], deleted = false): Promise<Row[]> {
  const wanted = possibleIds(resource, ids);
  if (!wanted.length) return [];
  return (await scoped(loose(db), resource, tenantId, deleted)
    .where(sql.ref(`${resource.table}.id`), 'in', wanted)
    .select(selections(resource))
    .execute()) as Row[];
}

/** A row (other than `exceptId`) already holding `value` in the field's column; deleted rows count too. */
export async function valueTaken(db: Db, resource: ServerResource, field: string, value: unknown, exceptId?: string): Promise<boolean> {
  const derived = resource.uniqueKeys?.[field];
  let query = loose(db)
    .selectFrom(resource.table)
    .select(sql.ref('id').as('id'))
    .where(sql.ref(derived?.column ?? resource.columns[field]!), '=', derived ? derived.key(String(value)) : (value as string));
  if (exceptId) query = query.where(sql.ref('id'), '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function assertUnique(db: Db, resource: ServerResource, values: Row, exceptId?: string): Promise<void> {
  for (const field of resource.manifest.fields) {
    const value = values[field.name];
    if (!field.unique || value === undefined || value === null || value === '') continue;
    if (await valueTaken(db, resource, field.name, value, exceptId)) {
      throw businessError('admin.valueTaken', { field: field.name, value: String(value) });
    }
  }
}

/** Refuses a body naming a row that does not exist (resource.references), before the foreign key would. */
async function assertReferences(db: Db, resource: ServerResource, body: Row): Promise<void> {
  for (const [field, table] of Object.entries(resource.references ?? {})) {
    const value = body[field];
    if (value === undefined || value === null || value === '') continue;
    const row = await loose(db).selectFrom(table).select(sql.ref('id').as('id')).where(sql.ref('id'), '=', String(value)).executeTakeFirst();
    if (!row) throw fieldError(field, 'validation.unknownReference');
  }
}

/** Column values of the manifest's writable fields present in `body`. */
function columnValues(resource: ServerResource, body: Row, mode: 'add' | 'edit'): Row {
  const values: Row = {};
  for (const field of writableFields(resource.manifest, mode)) {
    const column = resource.columns[field.name];
    if (column && Object.hasOwn(body, field.name) && body[field.name] !== undefined) values[column] = body[field.name];
  }
  return values;
}

/** Runs `write` in a transaction of its own, or in the caller's when `db` is one (an import of many rows). */
function inTransaction<T>(db: Db, write: (trx: LooseTrx) => Promise<T>): Promise<T> {
  return db.isTransaction ? write(db as unknown as LooseTrx) : loose(db).transaction().execute(write);
}

/** Inserts one row; `db` may be a transaction, whose reads and writes it then shares. */
export async function insertRow(db: Db, resource: ServerResource, body: Row, ctx: WriteContext): Promise<string> {
  const tenantColumns = await tenantOfNewRow(db, resource, ctx.auth);
  await assertUnique(db, resource, body);
  await assertReferences(db, resource, body);
  // A field stored in the id column (a tenant's number) names the row; otherwise a new UUID does.
  let values: Row = { id: randomUUID(), ...columnValues(resource, body, 'add') };
  if (resource.createdColumn) values[resource.createdColumn] = ctx.now;
  if (resource.updatedColumn) values[resource.updatedColumn] = ctx.now;
  if (resource.deletedColumn) values[resource.deletedColumn] = 0;
  if (resource.tenant?.kind === 'column') values[resource.tenant.column] = ctx.auth.tenantId;
  Object.assign(values, tenantColumns);
  Object.assign(values, resource.fixedColumns);
  if (resource.prepare) values = await resource.prepare(values, body, ctx, db);
  const id = String(values['id']);
  await uniqueSafe(() =>
    inTransaction(db, async (trx) => {
      await trx.insertInto(resource.table).values(values).execute();
      if (resource.tenant?.kind === 'link') {
        const t = resource.tenant;
        await trx.insertInto(t.table).values({ [t.key]: id, [t.tenantColumn]: ctx.auth.tenantId }).execute();
      }
      await resource.afterWrite?.(trx, id, body, ctx);
    }),
  );
  return id;
}

export async function updateRow(db: Db, resource: ServerResource, id: string, body: Row, ctx: WriteContext): Promise<boolean> {
  const [existing] = await findRows(db, resource, ctx.auth.tenantId, [id]);
  if (!existing) return false;
  await assertWritable(db, resource, ctx.auth, [id]);
  await assertUnique(db, resource, body, id);
  await assertReferences(db, resource, body);
  let values: Row = columnValues(resource, body, 'edit');
  if (resource.updatedColumn) values[resource.updatedColumn] = ctx.now;
  if (resource.prepare) values = await resource.prepare(values, body, ctx, db);
  await uniqueSafe(() =>
    loose(db).transaction().execute(async (trx) => {
      if (Object.keys(values).length) await trx.updateTable(resource.table).set(values).where(sql.ref('id'), '=', id).execute();
      await resource.afterWrite?.(trx, id, body, ctx);
      const [after] = await findRows(trx as unknown as Db, resource, ctx.auth.tenantId, [id]);
      await recordDataLog(trx, resource, id, existing, after ?? {}, ctx);
    }),
  );
  return true;
}

/** Deletes (or moves to the recycle bin) the caller's tenant's rows among `ids`; returns how many. */
export async function deleteRows(db: Db, resource: ServerResource, auth: AuthContext, ids: readonly string[], now: number): Promise<number> {
  const rows = await findRows(db, resource, auth.tenantId, ids);
  const refusal = resource.protect?.(rows, auth);
  if (refusal) throw businessError(refusal);
  const found = rows.map((r) => String(r['id']));
  if (!found.length) return 0;
  await assertWritable(db, resource, auth, found);
  await loose(db).transaction().execute(async (trx) => {
    await resource.beforeDelete?.(trx, found);
    if (resource.deletedColumn) {
      const set: Row = { [resource.deletedColumn]: 1 };
      if (resource.updatedColumn) set[resource.updatedColumn] = now;
      await trx.updateTable(resource.table).set(set).where(sql.ref('id'), 'in', found).execute();
    } else {
      await trx.deleteFrom(resource.table).where(sql.ref('id'), 'in', found).execute();
    }
    await resource.afterDelete?.(trx, found);
  });
  return found.length;
}

export async function recoverRows(db: Db, resource: ServerResource, tenantId: number, ids: readonly string[]): Promise<number> {
  const found = (await findRows(db, resource, tenantId, ids, true)).map((r) => String(r['id']));
  if (!found.length || !resource.deletedColumn) return 0;
  await loose(db).updateTable(resource.table).set({ [resource.deletedColumn]: 0 }).where(sql.ref('id'), 'in', found).execute();
  return found.length;
}

const UNIQUE_CODES = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/** A unique constraint hit by a concurrent write is the same refusal as the check before it. */
async function uniqueSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (UNIQUE_CODES.has(String((err as { code?: unknown }).code))) throw businessError('admin.duplicate');
    throw err;
  }
}
