import { agvGroupClassResource } from '@agvs/contract';
import { loose, type ServerResource } from '../../resources/definition.js';
import { countsBy, refuseWhileHeld } from './holders.js';

/** Classes of vehicle groups (docs/agv-pages.md); a class its groups name cannot be deleted. */
export const agvGroupClassServerResource: ServerResource = {
  manifest: agvGroupClassResource,
  table: 'agv_group_classes',
  columns: { classCode: 'class_code', className: 'class_name', description: 'description', sortNo: 'sort_no', createTime: 'created_at' },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  prepare: (values) => ({ ...values, sort_no: values['sort_no'] ?? 0 }),
  beforeDelete: (trx, ids) => refuseWhileHeld(trx, ids, { table: 'agv_groups', column: 'group_class_id', label: 'group_code' }, 'agvVehicles.groupClassHasGroups'),
  decorate: async (db, tenantId, rows) => {
    const counts = await countsBy(loose(db), 'agv_groups', 'group_class_id', tenantId, rows.map((r) => String(r['id'])));
    return rows.map((r) => ({ ...r, groupCount: counts.get(String(r['id'])) ?? 0 }));
  },
};
