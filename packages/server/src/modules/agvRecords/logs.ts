import { agvLogResource, interfaceLogResource, transorderDetailResource, transorderSegmentResource } from '@agvs/contract';
import type { ServerResource } from '../../resources/definition.js';
import { withLinks } from './references.js';

/** What the fleet runtime wrote about each vehicle (vehicleLog.ts), read-only. */
export const agvLogServerResource: ServerResource = {
  manifest: agvLogResource,
  table: 'vehicle_logs',
  columns: { createTime: 'create_time', agvId: 'agv_id', logType: 'log_type', content: 'content' },
  tenant: { kind: 'column', column: 'tenant_id' },
  decorate: withLinks([
    { field: 'agvId', table: 'agvs', column: 'agv_code', as: 'agvCode' },
    { field: 'agvId', table: 'agvs', column: 'agv_name', as: 'agvName' },
  ]),
};

/** Calls of outside systems (interfaceLog.ts), read-only. */
export const interfaceLogServerResource: ServerResource = {
  manifest: interfaceLogResource,
  table: 'interface_logs',
  columns: {
    createTime: 'created_at',
    caller: 'caller',
    method: 'method',
    path: 'path',
    bodySummary: 'body_summary',
    status: 'status',
    success: 'success',
    message: 'message',
    durationMs: 'duration_ms',
    ip: 'ip',
  },
  tenant: { kind: 'column', column: 'tenant_id' },
};

/** The stretches each vehicle drove for an order (orderSegments.ts), read-only. */
export const transorderSegmentServerResource: ServerResource = {
  manifest: transorderSegmentResource,
  table: 'transorder_segments',
  columns: { transorderId: 'transorder_id', agvId: 'agv_id', seq: 'seq', srcStationCode: 'src_station_code', destStationCode: 'dest_station_code', startTime: 'start_time', endTime: 'end_time' },
  tenant: { kind: 'column', column: 'tenant_id' },
  decorate: withLinks([
    { field: 'transorderId', table: 'transorders', column: 'transorder_code', as: 'transorderCode' },
    { field: 'agvId', table: 'agvs', column: 'agv_code', as: 'agvCode' },
  ]),
};

/** The stops of transport orders (written by the order service and the fleet runtime), read-only. */
export const transorderDetailServerResource: ServerResource = {
  manifest: transorderDetailResource,
  table: 'transorder_details',
  columns: { transorderId: 'transorder_id', seq: 'seq', stationCode: 'station_code', stationGraphId: 'station_graph_id', isSend: 'is_send', updateTime: 'update_time' },
  tenant: { kind: 'column', column: 'tenant_id' },
  decorate: withLinks([{ field: 'transorderId', table: 'transorders', column: 'transorder_code', as: 'transorderCode' }]),
};
