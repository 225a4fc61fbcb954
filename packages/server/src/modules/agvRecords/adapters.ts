import { sql } from 'kysely';
import { adapterEquipmentResource, adapterResource } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { assertLinks, referencesOf, holders, withLinks, type Link } from './references.js';

const identity = { interfaceName: 'interface_name', manufacturer: 'manufacturer', serialNumber: 'serial_number', protocolVersion: 'protocol_version', isValid: 'is_valid', createTime: 'created_at' };
const common = { adapterCode: 'adapter_code', adapterName: 'adapter_name', protocol: 'protocol', ...identity };

const agvLinks: readonly Link[] = [{ field: 'agvId', table: 'agvs', column: 'agv_code', as: 'agvCode' }];

/** A vehicle's connection (one per vehicle); a connected vehicle keeps its adapter until it disconnects. */
export const adapterServerResource: ServerResource = {
  manifest: adapterResource,
  table: 'adapters',
  columns: { ...common, agvId: 'agv_id', brokerUrl: 'broker_url' },
  references: referencesOf(agvLinks),
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  afterWrite: async (trx, _id, body, ctx) => assertLinks(trx, agvLinks, body, ctx.auth.tenantId),
  beforeDelete: async (trx, ids) => {
    const connected = (await trx
      .selectFrom('adapters as a')
      .innerJoin('agvs as v', 'v.id', 'a.agv_id')
      .select(sql.ref('v.agv_code').as('code'))
      .where(sql.ref('a.id'), 'in', [...ids])
      .where(sql.ref('v.is_connected'), '=', 1)
      .execute()) as Row[];
    if (connected.length) throw businessError('agvRecords.adapterConnected', { agvs: holders(connected.map((r) => String(r['code']))) });
  },
  decorate: withLinks(agvLinks),
};

const equipmentLinks: readonly Link[] = [{ field: 'equipmentId', table: 'equipment', column: 'equipment_code', as: 'equipmentCode' }];

/** A piece of equipment's connection (one per piece). */
export const adapterEquipmentServerResource: ServerResource = {
  manifest: adapterEquipmentResource,
  table: 'adapter_equipment',
  columns: { ...common, equipmentId: 'equipment_id', address: 'address' },
  references: referencesOf(equipmentLinks),
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  afterWrite: async (trx, _id, body, ctx) => assertLinks(trx, equipmentLinks, body, ctx.auth.tenantId),
  decorate: withLinks(equipmentLinks),
};
