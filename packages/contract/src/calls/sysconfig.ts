import { z } from 'zod';
import { DataRuleTarget } from '../api/permissions.js';
import { Perm } from '../permissions.js';
import { defineCalls, pageOf } from './define.js';

/*
 * The actions of the system pages beyond the generic list calls (none of them is in SPEC §7,
 * which names "many /sys admin endpoints" only). Each keeps the OpenAPI tag of its resource.
 */

const RuleCodeParams = z.object({ ruleCode: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{1,29}$/) });
const FormData = z.object({ formData: z.record(z.string().max(64), z.string().max(200)).optional() });
const IdBody = z.object({ id: z.string().min(1).max(64) });
/** A stored data source (`id`), the values of its form (`dbType`, `url`...), or a stored one with edited values. */
const TestConnectionBody = z
  .object({
    id: z.string().min(1).max(64).optional(),
    dbType: z.string().min(1).max(20).optional(),
    url: z.string().min(1).max(500).optional(),
    username: z.string().max(100).nullish(),
    password: z.string().max(200).nullish(),
  })
  .refine((b) => b.id !== undefined || (b.dbType !== undefined && b.url !== undefined), { path: ['url'], message: 'required' });
/** A tenant id as the tenant_id header takes it (nine digits at most, within every database's integer). */
const TenantId = z.number().int().min(0).max(999_999_999);
const TenantUsersQuery = z.object({
  tenantId: z.coerce.number().pipe(TenantId),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
  _t: z.string().max(20).optional(),
});
const TenantUsersBody = z.object({ tenantId: TenantId, userIdList: z.array(z.string().min(1).max(64)).min(1).max(1000) });
const TenantUserQuery = z.object({ tenantId: z.coerce.number().pipe(TenantId), userId: z.string().min(1).max(64) });

/** One member of a tenant in the tenant's user list. */
export const TenantUserRow = z.object({ id: z.string(), username: z.string(), realname: z.string() });

const fillRuleCalls = defineCalls('sys_fill_rule', {
  /** PUT /sys/fillRule/executeRuleByCode/{ruleCode} {formData: field → value} → the rule's next value (text). */
  executeRuleByCode: {
    method: 'PUT',
    path: '/sys/fillRule/executeRuleByCode/:ruleCode',
    summary: 'Generate the next value of a fill rule',
    access: { perm: Perm.fillRuleList },
    params: RuleCodeParams,
    body: FormData,
    response: z.string(),
  },
});

const dataSourceCalls = defineCalls('sys_data_source', {
  /**
   * POST /sys/dataSource/testConnection {id | dbType, url, username, password} → null when the
   * connection succeeds (an empty password uses the stored one, for the host it was typed for only).
   */
  testConnection: {
    method: 'POST',
    path: '/sys/dataSource/testConnection',
    summary: 'Connect to a data source: a stored one, or the values of its form before saving',
    access: { perm: Perm.dataSourceEdit },
    body: TestConnectionBody,
    response: z.null(),
  },
});

const deviceUserCalls = defineCalls('sys_device_user', {
  /** POST /sys/deviceUser/issueToken {id} → {token}: an API token for the device account. */
  issueToken: {
    method: 'POST',
    path: '/sys/deviceUser/issueToken',
    summary: 'Issue an API token to a device account',
    access: { perm: Perm.deviceUserEdit },
    body: IdBody,
    response: z.object({ token: z.string() }),
  },
});

const tenantCalls = defineCalls('sys_tenant', {
  /** GET /sys/tenant/userList {tenantId, pageNo, pageSize} → a page of the tenant's users (id, username, realname). */
  userList: {
    method: 'GET',
    path: '/sys/tenant/userList',
    summary: "A page of a tenant's users",
    access: { perm: Perm.tenantEdit },
    query: TenantUsersQuery,
    response: pageOf(TenantUserRow),
  },
  /** POST /sys/tenant/addUsers {tenantId, userIdList} → null: users of the caller's tenant also get the given tenant. */
  addUsers: {
    method: 'POST',
    path: '/sys/tenant/addUsers',
    summary: "Give users of the caller's tenant access to a tenant",
    access: { perm: Perm.tenantEdit },
    body: TenantUsersBody,
    response: z.null(),
  },
  /** DELETE /sys/tenant/removeUser {tenantId, userId} → null (a user's last tenant is kept). */
  removeUser: {
    method: 'DELETE',
    path: '/sys/tenant/removeUser',
    summary: "Take a user's access to a tenant away",
    access: { perm: Perm.tenantEdit },
    query: TenantUserQuery,
    response: z.null(),
  },
});

const dataRuleCalls = defineCalls('sys_data_rule', {
  /** GET /sys/dataRule/targets → {permissionCode, resource, fields: {name, label}[]} of each list code with filterable fields. */
  targets: {
    method: 'GET',
    path: '/sys/dataRule/targets',
    summary: 'List codes and fields a data rule may use',
    access: { perm: Perm.dataRuleEdit },
    response: z.array(DataRuleTarget),
  },
});

/** System configuration actions: fill rules, data sources, device users, tenants, data rules. */
export const SysconfigCalls = { ...fillRuleCalls, ...dataSourceCalls, ...deviceUserCalls, ...tenantCalls, ...dataRuleCalls } as const;
