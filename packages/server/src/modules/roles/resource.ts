import { roleResource } from '@agvs/contract';
import type { ServerResource } from '../../resources/definition.js';

/** Roles are shared by every tenant; the seeded admin role cannot be deleted. */
export const roleServerResource: ServerResource = {
  manifest: roleResource,
  table: 'roles',
  columns: { roleCode: 'role_code', roleName: 'role_name', createTime: 'created_at' },
  createdColumn: 'created_at',
  protect: (rows) => (rows.some((r) => r['roleCode'] === 'admin') ? 'admin.adminRoleProtected' : null),
};
