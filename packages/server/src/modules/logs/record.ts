import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LooseDb } from '../../resources/definition.js';

type Db = Kysely<Database>;

/** User agents are free text from the client; keep the log row bounded. */
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export const userAgentOf = (request: FastifyRequest) => clip(String(request.headers['user-agent'] ?? ''), 500);

export interface LoginEvent {
  readonly action: 'login' | 'loginFailed' | 'logout';
  readonly username: string;
  readonly userId: string | null;
  readonly tenantId: number | null;
  readonly message: string;
}

/** One row of the login log, with the caller's address and browser. */
export async function recordLogin(db: Db, request: FastifyRequest, event: LoginEvent, now: number): Promise<void> {
  await db
    .insertInto('sys_login_log')
    .values({
      id: randomUUID(),
      tenant_id: event.tenantId,
      user_id: event.userId,
      username: clip(event.username, 100),
      action: event.action,
      message: clip(event.message, 500),
      ip: request.ip,
      user_agent: userAgentOf(request),
      created_at: now,
    })
    .execute();
}

export interface OperationEvent {
  readonly tenantId: number | null;
  readonly userId: string | null;
  readonly username: string;
  readonly method: string;
  readonly path: string;
  readonly perm: string;
  readonly status: number;
  readonly success: boolean;
  readonly message: string;
  readonly durationMs: number;
  readonly ip: string;
}

export async function recordOperation(db: Db, event: OperationEvent, now: number): Promise<void> {
  await db
    .insertInto('sys_operation_log')
    .values({
      id: randomUUID(),
      tenant_id: event.tenantId,
      user_id: event.userId,
      username: event.username,
      method: event.method,
      path: clip(event.path, 1000),
      perm: event.perm,
      status: event.status,
      success: event.success ? 1 : 0,
      message: clip(event.message, 500),
      duration_ms: Math.round(event.durationMs),
      ip: event.ip,
      created_at: now,
    })
    .execute();
}

export type UserLogAction = 'created' | 'frozen' | 'unfrozen' | 'passwordReset' | 'rolesChanged';

export interface UserChange {
  readonly tenantId: number;
  readonly userId: string;
  readonly username: string;
  readonly action: UserLogAction;
  readonly detail?: string;
  readonly operator: string;
}

/**
 * One account change. Takes the loose database so it can run inside the transaction of the
 * change itself (the generic resource hooks hand over such a transaction).
 */
export async function recordUserChange(db: LooseDb | Db, change: UserChange, now: number): Promise<void> {
  await (db as Db)
    .insertInto('sys_user_log')
    .values({
      id: randomUUID(),
      tenant_id: change.tenantId,
      user_id: change.userId,
      username: change.username,
      action: change.action,
      detail: clip(change.detail ?? '', 1000),
      operator: change.operator,
      created_at: now,
    })
    .execute();
}

/** The same change to several accounts by the signed-in `operator` of `tenantId`. */
export async function recordUserChanges(
  db: LooseDb | Db,
  change: { readonly tenantId: number; readonly userIds: readonly string[]; readonly action: UserLogAction; readonly detail?: string; readonly operator: string },
  now: number,
): Promise<void> {
  if (!change.userIds.length) return;
  const users = await (db as Db).selectFrom('users').select(['id', 'username']).where('id', 'in', [...change.userIds]).execute();
  for (const user of users) {
    await recordUserChange(db, { tenantId: change.tenantId, userId: user.id, username: user.username, action: change.action, detail: change.detail, operator: change.operator }, now);
  }
}
