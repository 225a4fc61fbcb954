import { addressResource } from '@agvs/contract';
import type { ServerResource } from '../../resources/definition.js';

/** The address_book view (migration 0007): people of the caller's tenant by department, read only. */
export const addressServerResource: ServerResource = {
  manifest: addressResource,
  table: 'address_book',
  columns: {
    realname: 'realname',
    username: 'username',
    departName: 'depart_name',
    positionName: 'position_name',
    phone: 'phone',
    email: 'email',
  },
  tenant: { kind: 'column', column: 'tenant_id' },
};
