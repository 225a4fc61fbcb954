import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { WriteCache } from '../../db/write-cache.js';
import type { WriteWatch } from '../../db/write-watch.js';
import { holdsPermission } from '../permissions/repository.js';
import { findUserById, isTenantOfUser, type UserRecord } from '../users/repository.js';

/**
 * What every signed-in request checks (the user, their tenant membership, the route's
 * permission), held in memory: these were three of the four queries each request made. Each
 * copy is dropped by any write to the tables it was read from, whoever writes (freezing,
 * deleting, role and permission edits, tenant membership), so a change counts from the next
 * request on.
 */
export class AccessCache {
  private readonly users: WriteCache<string, UserRecord | undefined>;
  private readonly members: WriteCache<string, boolean>;
  private readonly grants: WriteCache<string, boolean>;

  constructor(
    private readonly db: Kysely<Database>,
    writes: WriteWatch,
  ) {
    this.users = new WriteCache(writes, [{ table: 'users' }]);
    this.members = new WriteCache(writes, [{ table: 'user_tenant' }]);
    // holdsPermission reads these four: the entry (its code, type, switch), the role's grants,
    // the user's roles, and the role's tenant.
    this.grants = new WriteCache(writes, [{ table: 'permissions' }, { table: 'role_permission' }, { table: 'user_role' }, { table: 'roles' }], 50_000);
  }

  /** The user, unless deleted (recycle bin). */
  user(id: string): Promise<UserRecord | undefined> {
    return this.users.get(id, () => findUserById(this.db, id));
  }

  isTenantOf(userId: string, tenantId: number): Promise<boolean> {
    return this.members.get(`${userId}\n${tenantId}`, () => isTenantOfUser(this.db, userId, tenantId));
  }

  holds(userId: string, code: string, tenantId: number): Promise<boolean> {
    return this.grants.get(`${userId}\n${tenantId}\n${code}`, () => holdsPermission(this.db, userId, code, tenantId));
  }
}
