import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The vehicle side of the AGV pages (issue 13): a model's full dimensions and driving figures, a
 * brand's remark, group classes that groups may name, a view of the error history with each
 * row's vehicle and dictionary entry (searched and exported by the error-info page), and the
 * simulator's protocol value SIMULATION for the vehicles stored so far (every one of them is
 * driven by the simulator: no other protocol is connected yet).
 */
export const agvVehicles: Migration = {
  async up(db: Kysely<unknown>) {
    // mm, mm/s², °/s, Wh; defaults as the contract's MODEL_DEFAULTS.
    const numbers: readonly [string, number][] = [
      ['height', 300],
      ['footprint_radius', 0],
      ['acceleration', 500],
      ['rotation_speed', 45],
      ['battery_capacity', 2000],
    ];
    for (const [column, value] of numbers) {
      await db.schema.alterTable('agv_models').addColumn(column, 'double precision', (c) => c.notNull().defaultTo(value)).execute();
    }
    await db.schema.alterTable('agv_models').addColumn('allowed_directions', 'text', (c) => c.notNull().defaultTo('Forward,Backward')).execute();
    // Half the diagonal of the outline: the circle it sweeps turning on the spot.
    // (computed here: SQLite builds need not have sqrt).
    const models = db as Kysely<{ agv_models: { id: string; length: number; width: number; footprint_radius: number } }>;
    for (const m of await models.selectFrom('agv_models').select(['id', 'length', 'width']).execute()) {
      await models.updateTable('agv_models').set({ footprint_radius: Math.round(Math.hypot(m.length, m.width) / 2) }).where('id', '=', m.id).execute();
    }

    await db.schema.alterTable('agv_brands').addColumn('remark', 'text').execute();

    await db.schema
      .createTable('agv_group_classes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('class_code', 'text', (c) => c.notNull())
      .addColumn('class_name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('agv_group_classes_tenant_code', ['tenant_id', 'class_code'])
      .execute();
    await db.schema.alterTable('agv_groups').addColumn('group_class_id', 'text', (c) => c.references('agv_group_classes.id').onDelete('set null')).execute();

    await sql`
      create view agv_error_info_view as
      select r.id, r.tenant_id, a.agv_code, a.agv_name, r.error_level, r.category, r.error_type, r.error_code,
             d.error_name, r.error_desc, r.error_data, d.solution, r.create_time, r.closed_time
      from error_records r
      left join agvs a on a.id = r.agv_id
      left join error_dict d on d.tenant_id = r.tenant_id and d.error_code = r.error_code
    `.execute(db);

    await sql`update agvs set agv_protocol = 'SIMULATION' where agv_protocol = 'VDA5050'`.execute(db);
  },
};
