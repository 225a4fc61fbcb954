import { agvErrorInfoResource } from '@agvs/contract';
import type { ServerResource } from '../../resources/definition.js';

/** The error history, read from the view of migration 0017 (vehicle and dictionary names joined in). */
export const agvErrorInfoServerResource: ServerResource = {
  manifest: agvErrorInfoResource,
  table: 'agv_error_info_view',
  columns: {
    agvCode: 'agv_code',
    agvName: 'agv_name',
    errorLevel: 'error_level',
    category: 'category',
    errorType: 'error_type',
    errorCode: 'error_code',
    errorName: 'error_name',
    errorDesc: 'error_desc',
    errorData: 'error_data',
    solution: 'solution',
    createTime: 'create_time',
    closedTime: 'closed_time',
  },
  tenant: { kind: 'column', column: 'tenant_id' },
};
