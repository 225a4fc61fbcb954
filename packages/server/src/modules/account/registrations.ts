import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Registration, RegisterRequest } from '@agvs/contract';
import type { AccountRegistrationsTable } from '../../db/schema-account.js';
import type { Database } from '../../db/schema.js';
import { businessError, conflict, forbidden } from '../../errors.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthContext } from '../../plugins/auth.js';
import { assertRolesGrantable } from '../permissions/grants.js';
import { fieldError } from '../sysconfig/fieldError.js';
import { AccountError, insertAccount } from '../users/accounts.js';
import { usernameKey } from '../users/usernameKey.js';
import type { RegistrationSettings } from './settings.js';

type Row = AccountRegistrationsTable;

export const toRegistration = (r: Row): Registration => ({
  id: r.id,
  username: r.username,
  realname: r.realname,
  email: r.email,
  phone: r.phone,
  tenantId: r.tenant_id,
  status: r.status as Registration['status'],
  createdAt: Number(r.created_at),
  decidedAt: r.decided_at === null ? null : Number(r.decided_at),
  decidedBy: r.decided_by,
  reason: r.reason,
});

/** A name is taken by an account or by a registration still waiting (rejected ones free it again). */
async function nameTaken(db: Kysely<Database>, key: string): Promise<boolean> {
  const [user, waiting] = await Promise.all([
    db.selectFrom('users').select('id').where('username_key', '=', key).executeTakeFirst(),
    db.selectFrom('account_registrations').select('id').where('username_key', '=', key).where('status', '=', 'pending').executeTakeFirst(),
  ]);
  return user !== undefined || waiting !== undefined;
}

/** Stores an application for an account in the tenant the parameters name; nothing can sign in with it yet. */
export async function applyForAccount(
  db: Kysely<Database>,
  settings: RegistrationSettings,
  body: Omit<RegisterRequest, 'captcha' | 'checkKey' | 'confirmpassword'>,
  now: number,
): Promise<Row> {
  if (!settings.enabled || settings.tenantId === null) throw forbidden('account.registrationOff');
  const key = usernameKey(body.username);
  if (await nameTaken(db, key)) throw fieldError('username', 'account.usernameTaken');
  const row: Row = {
    id: randomUUID(),
    username: body.username,
    username_key: key,
    realname: body.realname,
    email: body.email,
    phone: body.phone || null,
    password_hash: await hashPassword(body.password),
    tenant_id: settings.tenantId,
    status: 'pending',
    created_at: now,
    decided_at: null,
    decided_by: null,
    reason: null,
  };
  await db.insertInto('account_registrations').values(row).execute();
  return row;
}

export async function registrationsOf(db: Kysely<Database>, tenantId: number): Promise<Row[]> {
  const rows = await db.selectFrom('account_registrations').selectAll().where('tenant_id', '=', tenantId).orderBy('created_at', 'desc').limit(500).execute();
  // Waiting ones first: they are what the page is for.
  return [...rows.filter((r) => r.status === 'pending'), ...rows.filter((r) => r.status !== 'pending')];
}

async function pendingOf(db: Kysely<Database>, auth: AuthContext, id: string): Promise<Row> {
  const row = await db.selectFrom('account_registrations').selectAll().where('id', '=', id).where('tenant_id', '=', auth.tenantId).executeTakeFirst();
  if (!row) throw businessError('account.registrationNotFound');
  if (row.status !== 'pending') throw conflict('account.registrationDecided');
  return row;
}

/**
 * Approves a waiting registration: the account is created in its tenant with the parameters'
 * role, in the same transaction that marks the registration approved. The approver must hold
 * everything that role grants (nobody hands out more than they hold).
 */
export async function approveRegistration(db: Kysely<Database>, auth: AuthContext, id: string, roleCode: string, now: number): Promise<Row> {
  const row = await pendingOf(db, auth, id);
  const role = await db.selectFrom('roles').select('id').where('role_code', '=', roleCode).executeTakeFirst();
  if (!role) throw businessError('account.roleMissing', { role: roleCode });
  await assertRolesGrantable(db, auth, [role.id]);
  try {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('account_registrations')
        // The account keeps the password hash; the registration no longer needs it.
        .set({ status: 'approved', decided_at: now, decided_by: auth.user.username, password_hash: '' })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw conflict('account.registrationDecided');
      const account = { username: row.username, password: '', realname: row.realname, roles: [roleCode], tenants: [row.tenant_id], email: row.email, ...(row.phone ? { phone: row.phone } : {}) };
      await insertAccount(trx, account, row.password_hash, now);
    });
  } catch (err) {
    if (err instanceof AccountError && err.reason === 'exists') throw conflict('account.usernameTakenSince');
    throw err;
  }
  return { ...row, status: 'approved', decided_at: now, decided_by: auth.user.username, password_hash: '' };
}

export async function rejectRegistration(db: Kysely<Database>, auth: AuthContext, id: string, reason: string | undefined, now: number): Promise<Row> {
  await pendingOf(db, auth, id);
  const done = await db
    .updateTable('account_registrations')
    .set({ status: 'rejected', decided_at: now, decided_by: auth.user.username, reason: reason || null, password_hash: '' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (!done) throw conflict('account.registrationDecided');
  return done;
}
