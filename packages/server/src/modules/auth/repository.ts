import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface SessionRecord {
  readonly id: string;
  readonly userId: string;
  readonly tenantId: number;
  readonly expiresAt: number;
}

export async function insertSession(db: Db, session: SessionRecord, now: number): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      tenant_id: session.tenantId,
      created_at: now,
      expires_at: session.expiresAt,
      revoked: 0,
    })
    .execute();
}

/** The session if it is neither revoked nor expired at `now`. */
export async function findLiveSession(db: Db, id: string, now: number): Promise<SessionRecord | undefined> {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id as userId', 'tenant_id as tenantId', 'expires_at as expiresAt'])
    .where('id', '=', id)
    .where('revoked', '=', 0)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function revokeSession(db: Db, id: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked: 1 }).where('id', '=', id).execute();
}

export async function deleteDeadSessions(db: Db, now: number): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

export async function saveCaptcha(db: Db, captcha: { key: string; answer: string; expiresAt: number; client: string }): Promise<void> {
  const { key, answer, client } = captcha;
  await db
    .insertInto('captchas')
    .values({ key, answer, expires_at: captcha.expiresAt, client })
    .onConflict((oc) => oc.column('key').doUpdateSet({ answer, expires_at: captcha.expiresAt, client }))
    .execute();
}

/** Keeps only the `keep` newest captchas of one client address. */
export async function trimCaptchasOf(db: Db, client: string, keep: number): Promise<void> {
  await db
    .deleteFrom('captchas')
    .where('client', '=', client)
    .where('key', 'not in', (qb) =>
      qb.selectFrom('captchas').select('key').where('client', '=', client).orderBy('expires_at', 'desc').orderBy('key').limit(keep),
    )
    .execute();
}

/** Removes and returns the captcha in one statement, so one answer is accepted once even across servers. */
export async function takeCaptcha(db: Db, key: string): Promise<{ answer: string; expiresAt: number } | undefined> {
  return db
    .deleteFrom('captchas')
    .where('key', '=', key)
    .returning(['answer', 'expires_at as expiresAt'])
    .executeTakeFirst();
}

export async function peekCaptcha(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('captchas').select('answer').where('key', '=', key).executeTakeFirst();
  return row?.answer;
}

export async function deleteExpiredCaptchas(db: Db, now: number): Promise<void> {
  await db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
}

export async function revokeOtherSessions(db: Db, userId: string, keepId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', userId).where('id', '<>', keepId).execute();
}
