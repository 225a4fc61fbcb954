import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm } from '@agvs/contract';
import { startWithCallers } from './test-support/callers.js';
import { ADMIN_PASSWORD, type Harness } from './test-support/harness.js';

/**
 * Every operation of the OpenAPI document, walked as callers who must be refused. The document
 * states what the auth hook enforces (plugins/openapi.ts): `security: []` marks a route `public` in
 * its config, `x-permission` is the route's permission code. Routes without a code are the signed-in
 * caller's own (sign-out, own password, own notices...); they are refused to anonymous and foreign
 * callers only. A route added later is walked without touching this file.
 */
interface Operation {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  readonly url: string;
  readonly isPublic: boolean;
  readonly perm: string | undefined;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
/** Path parameters are filled with a harmless value: the refusal comes before any lookup. */
const fill = (path: string) => path.replace(/\{[^}]+\}/g, 'x');

let h: Harness;
let ops: Operation[];
let nobody: string;
let other: string;
let userManager: string;
/** Codes switched off (status '0'): everybody holds them (SPEC §6). */
let everybodys: Set<string>;
const USER_CODES: readonly string[] = Object.values(Perm).filter((code) => code.startsWith('system:user:'));

beforeAll(async () => {
  let admin: string;
  ({ h, admin, nobody, other } = await startWithCallers('walk'));
  const role = await h.call<{ id: string }>('POST', '/sys/role/add', { token: admin, body: { roleCode: 'walk_users', roleName: 'User management' } });
  await h.call('POST', '/sys/permission/saveRolePermission', {
    token: admin,
    body: { roleId: role.body.result.id, permissionIds: USER_CODES.map((c) => `perm-${c}`).join(',') },
  });
  await h.createUser({ username: 'walk_users', roles: ['walk_users'] });
  userManager = await h.token('walk_users', ADMIN_PASSWORD);

  const doc = (await h.app.inject({ method: 'GET', url: '/agvs/docs/json' })).json() as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], { security?: unknown[]; 'x-permission'?: string }>>>;
  };
  ops = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((m) => {
      const op = item[m];
      return op ? [{ method: m.toUpperCase() as Operation['method'], url: fill(path), isPublic: op.security?.length === 0, perm: op['x-permission'] }] : [];
    }),
  );
  const off = await h.app.db.selectFrom('permissions').select('perms').where('status', '=', '0').execute();
  everybodys = new Set(off.map((p) => p.perms ?? ''));
});
afterAll(async () => h?.close());

async function statusOf(op: Operation, headers: Record<string, string>): Promise<number> {
  return (await h.app.inject({ method: op.method, url: op.url, headers })).statusCode;
}

/** The operations among `selected` that did not answer `status`, as "METHOD url -> status" lines. */
async function notAnswering(selected: readonly Operation[], headers: Record<string, string>, status: number): Promise<string[]> {
  const wrong: string[] = [];
  for (const op of selected) {
    const got = await statusOf(op, headers);
    if (got !== status) wrong.push(`${op.method} ${op.url} -> ${got}`);
  }
  return wrong;
}

describe('authorisation of every documented route', () => {
  it('walks the whole document, whose only public routes are the sign-in ones', () => {
    expect(ops.length).toBeGreaterThan(200);
    const publicOps = ops.filter((op) => op.isPublic).map((op) => `${op.method} ${op.url}`);
    expect(publicOps).toEqual(expect.arrayContaining(['POST /agvs/sys/loginEncrypt', 'GET /agvs/sys/getEncryptedString', 'GET /agvs/sys/randomImage/x']));
    expect(ops.find((op) => op.url === '/agvs/sys/user/add')?.perm).toBe(Perm.userAdd);
  });

  it('refuses anonymous callers everywhere but the public routes', async () => {
    expect(await notAnswering(ops.filter((op) => !op.isPublic), {}, 401)).toEqual([]);
  });

  it('refuses a signed-in user without roles every route that names a permission', async () => {
    const guarded = ops.filter((op) => op.perm && !everybodys.has(op.perm));
    expect(guarded.length).toBeGreaterThan(200);
    expect(await notAnswering(guarded, { 'x-access-token': nobody }, 403)).toEqual([]);
  });

  it('refuses the administrator of another tenant every route of this tenant', async () => {
    expect(await notAnswering(ops.filter((op) => !op.isPublic), { 'x-access-token': other, tenant_id: '1000' }, 403)).toEqual([]);
  });

  it('refuses a user-management role every route beyond user management', async () => {
    const beyond = ops.filter((op) => op.perm && !everybodys.has(op.perm) && !USER_CODES.includes(op.perm));
    expect(beyond.length).toBeGreaterThan(200);
    expect(await notAnswering(beyond, { 'x-access-token': userManager }, 403)).toEqual([]);
  });

  it('refuses a user-management role handing out roles it does not hold', async () => {
    const body = { username: 'walk_climber', realname: 'Climber', password: 'Climb#2026pass', selectedroles: 'role-admin' };
    const added = await h.call('POST', '/sys/user/add', { token: userManager, lang: 'en-GB', body });
    expect(added.body).toMatchObject({ success: false, message: 'You can only grant or take away permissions you hold yourself' });
    expect((await h.login('walk_climber', 'Climb#2026pass')).body.success).toBe(false);
    const self = await h.app.db.selectFrom('users').select('id').where('username', '=', 'walk_users').executeTakeFirstOrThrow();
    expect((await h.call('PUT', '/sys/user/edit', { token: userManager, body: { id: self.id, realname: 'Climber', selectedroles: 'role-admin' } })).body.success).toBe(false);
    expect((await h.call('POST', '/sys/user/addSysUserRole', { token: userManager, body: { roleId: 'role-admin', userIdList: [self.id] } })).status).toBe(403);
    const roles = await h.app.db.selectFrom('user_role').select('role_id').where('user_id', '=', self.id).execute();
    expect(roles.map((r) => r.role_id)).not.toContain('role-admin');
  });
});
