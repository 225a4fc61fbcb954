import { sql } from 'kysely';
import { mapResource } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { assertCodeFree, nameList, text, type Db } from './lookups.js';

/** Maps of the caller's tenant; a map that still has layouts stays. */
export const mapServerResource: ServerResource = {
  manifest: mapResource,
  table: 'maps',
  columns: { mapCode: 'map_code', mapName: 'map_name', sortNo: 'sort_no', createTime: 'created_at' },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  prepare: async (values, body, ctx, db) => {
    const code = text(body['mapCode']);
    if (code) await assertCodeFree(db, { table: 'maps', column: 'map_code', scope: { tenant_id: ctx.auth.tenantId } }, 'mapCode', code, ctx.mode === 'edit' ? String(body['id']) : undefined);
    if (values['sort_no'] === null || (ctx.mode === 'add' && values['sort_no'] === undefined)) values['sort_no'] = 0;
    return values;
  },
  beforeDelete: async (trx, ids) => {
    const db = trx as unknown as Db;
    const layouts = await db
      .selectFrom('layouts as l')
      .innerJoin('maps as m', 'm.id', 'l.map_id')
      .select(['m.map_code', 'l.layout_code'])
      .where('l.map_id', 'in', [...ids])
      .orderBy('l.layout_code')
      .execute();
    const first = layouts[0];
    if (!first) return;
    const held = layouts.filter((l) => l.map_code === first.map_code).map((l) => l.layout_code);
    throw businessError('agvSite.mapHasLayouts', { mapCode: first.map_code, count: held.length, layouts: nameList(held) });
  },
  decorate: async (db, tenantId, rows) => {
    const ids = rows.map((r) => String(r['id']));
    if (!ids.length) return [...rows];
    const counts = await db
      .selectFrom('layouts')
      .select(['map_id', sql<number>`count(*)`.as('n')])
      .where('tenant_id', '=', tenantId)
      .where('map_id', 'in', ids)
      .groupBy('map_id')
      .execute();
    const byMap = new Map(counts.map((c) => [c.map_id, Number(c.n)]));
    return rows.map((r): Row => ({ ...r, layoutCount: byMap.get(String(r['id'])) ?? 0 }));
  },
};
