import { sql } from 'kysely';
import { OPEN_TRANSORDER_STATUSES, zoneResource, type TransorderStatus } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { assertCodeFree, layoutOf, nameList, writtenLayoutId, type Db } from './lookups.js';
import { layoutNames } from './names.js';

/** Zones of the caller's layouts; a zone an open order goes to or comes from stays. */
export const zoneServerResource: ServerResource = {
  manifest: zoneResource,
  table: 'zones',
  columns: { layoutId: 'layout_id', zoneCode: 'zone_code', zoneName: 'zone_name', zoneType: 'zone_type', createTime: 'created_at' },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  prepare: async (values, body, ctx, db) => {
    const layoutId = await writtenLayoutId(db, 'zones', body);
    if (ctx.mode === 'add') await layoutOf(db, ctx.auth.tenantId, layoutId);
    const exceptId = ctx.mode === 'edit' ? String(body['id']) : undefined;
    await assertCodeFree(db, { table: 'zones', column: 'zone_code', scope: { layout_id: layoutId } }, 'zoneCode', String(body['zoneCode']), exceptId);
    return values;
  },
  beforeDelete: async (trx, ids) => {
    const db = trx as unknown as Db;
    const orders = await db
      .selectFrom('transorders as t')
      .innerJoin('zones as z', (j) => j.on((eb) => eb.or([eb('z.id', '=', eb.ref('t.src_zone_id')), eb('z.id', '=', eb.ref('t.dest_zone_id'))])))
      .select(['z.zone_code', 't.transorder_code'])
      .where('z.id', 'in', [...ids])
      .where('t.transorder_status', 'in', [...OPEN_TRANSORDER_STATUSES] as TransorderStatus[])
      .orderBy('z.zone_code')
      .execute();
    const first = orders[0];
    if (first) {
      const held = orders.filter((o) => o.zone_code === first.zone_code).map((o) => o.transorder_code);
      throw businessError('agvSite.zoneOnOrder', { zoneCode: first.zone_code, orders: nameList(held) });
    }
  },
  decorate: async (db, tenantId, rows) => {
    if (!rows.length) return [];
    const counts = await db
      .selectFrom('zone_stations')
      .select(['zone_id', sql<number>`count(*)`.as('n')])
      .where('tenant_id', '=', tenantId)
      .where('zone_id', 'in', rows.map((r) => String(r['id'])))
      .groupBy('zone_id')
      .execute();
    const byZone = new Map(counts.map((c) => [c.zone_id, Number(c.n)]));
    return layoutNames(db, tenantId, 'zones', rows.map((r): Row => ({ ...r, stationCount: byZone.get(String(r['id'])) ?? 0 })));
  },
};
