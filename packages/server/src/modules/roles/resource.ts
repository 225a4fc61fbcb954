import { roleResource } from '@agvs/contract';
import type { ServerResource } from '../../resources/definition.js';
import { ADMIN_ROLE_CODE } from '../permissions/grants.js';

/**
 * Installation-wide roles (the seeded ones, and those an installation administrator adds) next to
 * each tenant's own roles; the seeded admin role cannot be deleted.
 */
export const roleServerResource: ServerResource = {
  manifest: roleResource,
  table: 'roles',
  tenant: { kind: 'shared', column: 'tenant_id' },
  columns: { roleCode: 'role_code', roleName: 'role_name', createTime: 'created_at' },
  createdColumn: 'created_at',
  protect: (rows) => (rows.some((r) => r['roleCode'] === ADMIN_ROLE_CODE) ? 'admin.adminRoleProtected' : null),
};
