import { sql, type Kysely, type SqlBool } from 'kysely';
import { NOTICE_CATEGORIES, NOTICE_SEND_STATUS, type UserAnnouncement } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { containsPattern } from '../../resources/listQuery.js';

type Db = Kysely<Database>;

/** Published announcements of the tenant addressed to the user: everybody's, or the user's own. */
function addressedTo(db: Db, tenantId: number, userId: string) {
  return db
    .selectFrom('announcements as a')
    .leftJoin('announcement_reads as r', (j) => j.onRef('r.annt_id', '=', 'a.id').on('r.user_id', '=', userId))
    .where('a.tenant_id', '=', tenantId)
    .where('a.send_status', '=', NOTICE_SEND_STATUS.published)
    .where((eb) =>
      eb.or([
        eb('a.msg_type', '=', 'ALL'),
        eb.exists(eb.selectFrom('announcement_recipients as u').select('u.annt_id').whereRef('u.annt_id', '=', 'a.id').where('u.user_id', '=', userId)),
      ]),
    );
}

const COLUMNS = [
  'a.id',
  'a.titile',
  'a.sender',
  'a.send_time',
  'a.created_at',
  'a.priority',
  'a.msg_category',
  'a.msg_content',
  'a.open_type',
  'a.open_page',
  'a.bus_id',
  'r.read_at',
] as const;

type Selected = {
  id: string;
  titile: string;
  sender: string | null;
  send_time: number | null;
  created_at: number;
  priority: string;
  msg_category: string;
  msg_content: string | null;
  open_type: string | null;
  open_page: string | null;
  bus_id: string | null;
  read_at: number | null;
};

const toView = (r: Selected): UserAnnouncement => ({
  id: r.id,
  titile: r.titile,
  sender: r.sender,
  sendTime: r.send_time === null ? null : Number(r.send_time),
  createTime: Number(r.created_at),
  priority: r.priority,
  msgCategory: r.msg_category,
  msgContent: r.msg_content ?? '',
  openType: r.open_type,
  openPage: r.open_page,
  busId: r.bus_id,
  msgId: r.id,
  readFlag: r.read_at === null ? '0' : '1',
});

/** Unread announcements (category 1) or system messages (category 2) of the user, newest first. */
export async function unreadOf(db: Db, tenantId: number, userId: string, category: string, limit: number) {
  const base = addressedTo(db, tenantId, userId).where('a.msg_category', '=', category).where('r.read_at', 'is', null);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.select(COLUMNS).orderBy('a.send_time', 'desc').orderBy('a.id').limit(limit).execute();
  return { list: rows.map((r) => toView(r as Selected)), total: Number(total.n) };
}

/** The user's announcements and messages, read or not (my announcements page). */
export async function pageOf(
  db: Db,
  tenantId: number,
  userId: string,
  query: { pageNo: number; pageSize: number; titile?: string | undefined; readFlag?: '0' | '1' | undefined },
) {
  let base = addressedTo(db, tenantId, userId);
  if (query.titile) base = base.where(sql<SqlBool>`lower(a.titile) like ${containsPattern(query.titile)} escape '\\'`);
  if (query.readFlag === '1') base = base.where('r.read_at', 'is not', null);
  if (query.readFlag === '0') base = base.where('r.read_at', 'is', null);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(COLUMNS)
    .orderBy('a.send_time', 'desc')
    .orderBy('a.id')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return { records: rows.map((r) => toView(r as Selected)), total: Number(total.n) };
}

export async function findAddressed(db: Db, tenantId: number, userId: string, id: string): Promise<UserAnnouncement | undefined> {
  const row = await addressedTo(db, tenantId, userId).where('a.id', '=', id).select(COLUMNS).executeTakeFirst();
  return row ? toView(row as Selected) : undefined;
}

/** Marks announcements read for the user; ones already read keep their first read time. */
export async function markRead(db: Db, userId: string, anntIds: readonly string[], now: number): Promise<void> {
  if (!anntIds.length) return;
  await db
    .insertInto('announcement_reads')
    .values(anntIds.map((annt_id) => ({ annt_id, user_id: userId, read_at: now })))
    .onConflict((oc) => oc.columns(['annt_id', 'user_id']).doNothing())
    .execute();
}

export async function unreadIds(db: Db, tenantId: number, userId: string): Promise<string[]> {
  const rows = await addressedTo(db, tenantId, userId).where('r.read_at', 'is', null).select('a.id').execute();
  return rows.map((r) => r.id);
}

export async function findAnnouncement(db: Db, tenantId: number, id: string) {
  return db.selectFrom('announcements').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** Users of the tenant among `ids` who can sign in (not deleted, not frozen). */
export async function activeTenantUsers(db: Db, tenantId: number, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_tenant', 'user_tenant.user_id', 'users.id')
    .select('users.id')
    .where('user_tenant.tenant_id', '=', tenantId)
    .where('users.id', 'in', [...ids])
    .where('users.status', '=', 'normal')
    .where(sql.ref('users.del_flag'), '=', 0)
    .execute();
  return rows.map((r) => r.id);
}

export interface PublishInput {
  readonly tenantId: number;
  readonly id: string;
  readonly sender: string;
  readonly now: number;
  /** Receivers of a USER announcement; empty for ALL. */
  readonly recipients: readonly string[];
}

/** Publishes: receivers fixed, status published, earlier read marks cleared (a republished revocation is new again). */
export async function publish(db: Db, input: PublishInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('announcement_recipients').where('annt_id', '=', input.id).execute();
    await trx.deleteFrom('announcement_reads').where('annt_id', '=', input.id).execute();
    if (input.recipients.length) {
      await trx.insertInto('announcement_recipients').values(input.recipients.map((user_id) => ({ annt_id: input.id, user_id }))).execute();
    }
    await trx
      .updateTable('announcements')
      .set({ send_status: NOTICE_SEND_STATUS.published, sender: input.sender, send_time: input.now, cancel_time: null, updated_at: input.now })
      .where('id', '=', input.id)
      .where('tenant_id', '=', input.tenantId)
      .execute();
  });
}

export async function revoke(db: Db, tenantId: number, id: string, now: number): Promise<void> {
  await db
    .updateTable('announcements')
    .set({ send_status: NOTICE_SEND_STATUS.revoked, cancel_time: now, updated_at: now })
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** A published system message to one user (what sending a message from a template delivers). */
export async function insertSystemMessage(
  db: Db,
  input: { id: string; tenantId: number; title: string; html: string; sender: string; userId: string; now: number; busId?: string | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('announcements')
      .values({
        id: input.id,
        tenant_id: input.tenantId,
        titile: input.title,
        msg_content: input.html,
        sender: input.sender,
        priority: 'L',
        msg_category: NOTICE_CATEGORIES.system,
        msg_type: 'USER',
        user_ids: input.userId,
        open_type: null,
        open_page: null,
        bus_id: input.busId ?? null,
        send_status: NOTICE_SEND_STATUS.published,
        send_time: input.now,
        cancel_time: null,
        created_at: input.now,
        updated_at: input.now,
      })
      .execute();
    await trx.insertInto('announcement_recipients').values({ annt_id: input.id, user_id: input.userId }).execute();
  });
}
