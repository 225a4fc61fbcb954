import { agvBrandResource } from '@agvs/contract';
import { loose, type ServerResource } from '../../resources/definition.js';
import { countsBy, refuseWhileHeld } from './holders.js';

/** AGV brands; a brand its models name cannot be deleted. */
export const agvBrandServerResource: ServerResource = {
  manifest: agvBrandResource,
  table: 'agv_brands',
  columns: { brandCode: 'brand_code', brandName: 'brand_name', remark: 'remark', createTime: 'created_at' },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  beforeDelete: (trx, ids) => refuseWhileHeld(trx, ids, { table: 'agv_models', column: 'brand_id', label: 'model_code' }, 'agvVehicles.brandHasModels'),
  decorate: async (db, tenantId, rows) => {
    const counts = await countsBy(loose(db), 'agv_models', 'brand_id', tenantId, rows.map((r) => String(r['id'])));
    return rows.map((r) => ({ ...r, modelCount: counts.get(String(r['id'])) ?? 0 }));
  },
};
