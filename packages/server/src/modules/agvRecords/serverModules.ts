import { moduleResource, moduleStatusItemResource, moduleStatusLogResource, moduleStatusResource } from '@agvs/contract';
import type { ServerResource } from '../../resources/definition.js';
import { withLinks, type Link } from './references.js';

/** The installation's parts (tenant null) are every tenant's to read; a fleet runtime is its layout's tenant's. */
const tenant = { kind: 'shared', column: 'tenant_id' } as const;
const moduleLink: Link = { field: 'moduleId', table: 'modules', column: 'module_code', as: 'moduleCode', shared: true };

export const moduleServerResource: ServerResource = {
  manifest: moduleResource,
  table: 'modules',
  columns: { moduleCode: 'module_code', moduleName: 'module_name', moduleType: 'module_type', layoutId: 'layout_id', createTime: 'created_at' },
  tenant,
  decorate: withLinks([{ field: 'layoutId', table: 'layouts', column: 'layout_name', as: 'layoutName' }]),
};

export const moduleStatusServerResource: ServerResource = {
  manifest: moduleStatusResource,
  table: 'module_statuses',
  columns: { moduleId: 'module_id', status: 'status', message: 'message', since: 'since', updateTime: 'updated_at' },
  tenant,
  decorate: withLinks([moduleLink]),
};

export const moduleStatusItemServerResource: ServerResource = {
  manifest: moduleStatusItemResource,
  table: 'module_status_items',
  columns: { moduleId: 'module_id', itemCode: 'item_code', itemValue: 'item_value', unit: 'unit', updateTime: 'updated_at' },
  tenant,
  decorate: withLinks([moduleLink]),
};

export const moduleStatusLogServerResource: ServerResource = {
  manifest: moduleStatusLogResource,
  table: 'module_status_logs',
  columns: { createTime: 'created_at', moduleId: 'module_id', fromStatus: 'from_status', toStatus: 'to_status', message: 'message' },
  tenant,
  decorate: withLinks([moduleLink]),
};
