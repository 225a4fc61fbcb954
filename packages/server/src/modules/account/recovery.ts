import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { businessError } from '../../errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { findUserByUsername, setUserPassword } from '../users/repository.js';

/** A code is good for 15 minutes and five tries; a new one is sent at most once a minute. */
export const RECOVERY_CODE_TTL_MS = 15 * 60_000;
export const RECOVERY_MAX_ATTEMPTS = 5;
export const RECOVERY_RESEND_MS = 60_000;

const hashOf = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

/**
 * A new six-digit code for the account, or null when none is to be sent: no such account, no
 * e-mail address, frozen, or a code sent less than a minute ago. The caller answers the same
 * either way, so nobody learns which accounts exist.
 */
export async function newRecoveryCode(db: Kysely<Database>, username: string, now: number): Promise<{ code: string; email: string; realname: string } | null> {
  const user = await findUserByUsername(db, username);
  if (!user || !user.email || user.status === 'frozen') return null;
  const open = await db.selectFrom('password_recoveries').select('created_at').where('user_id', '=', user.id).executeTakeFirst();
  if (open && now - Number(open.created_at) < RECOVERY_RESEND_MS) return null;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = { code_hash: hashOf(user.id, code), expires_at: now + RECOVERY_CODE_TTL_MS, attempts: 0, created_at: now };
  await db
    .insertInto('password_recoveries')
    .values({ user_id: user.id, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  return { code, email: user.email, realname: user.realname };
}

/** The code sent may set a new password once; the account's sessions end with the old password. */
export async function resetWithCode(db: Kysely<Database>, username: string, code: string, password: string, now: number): Promise<void> {
  const user = await findUserByUsername(db, username);
  const open = user ? await db.selectFrom('password_recoveries').selectAll().where('user_id', '=', user.id).executeTakeFirst() : undefined;
  if (!user || !open || Number(open.expires_at) <= now || open.attempts >= RECOVERY_MAX_ATTEMPTS) throw businessError('account.codeExpired');
  const expected = Buffer.from(open.code_hash, 'hex');
  const given = Buffer.from(hashOf(user.id, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db.updateTable('password_recoveries').set({ attempts: open.attempts + 1 }).where('user_id', '=', user.id).execute();
    throw businessError(open.attempts + 1 >= RECOVERY_MAX_ATTEMPTS ? 'account.codeExpired' : 'account.codeWrong');
  }
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_recoveries').where('user_id', '=', user.id).execute();
    await setUserPassword(trx, user.id, hash, false, now);
    await trx.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', user.id).execute();
  });
}
