import { positionResource } from '@agvs/contract';
import type { ServerResource } from '../../resources/definition.js';

export const positionServerResource: ServerResource = {
  manifest: positionResource,
  table: 'positions',
  columns: { code: 'code', name: 'name', postRank: 'post_rank', createTime: 'created_at' },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
};
