import type { Kysely } from 'kysely';
import type { UserInfo, UserInfoResult } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { departsOfUser, tenantsOfUser, type UserRecord } from './repository.js';

export function toUserInfo(user: UserRecord): UserInfo {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    phone: user.phone,
    email: user.email,
    language: user.language,
    orgCode: user.orgCode,
    loginTenantId: user.loginTenantId,
    mustChangePassword: user.mustChangePassword,
  };
}

/** What the console keeps about the signed-in user: its info, tenants and the tenant's departments. */
export async function sessionView(db: Kysely<Database>, user: UserRecord, tenantId: number): Promise<UserInfoResult> {
  const [tenantList, departs] = await Promise.all([tenantsOfUser(db, user.id), departsOfUser(db, user.id, tenantId)]);
  return { userInfo: toUserInfo(user), tenantList, departs };
}
