import type { Kysely, Migration } from 'kysely';

interface Tables {
  reports: { id: string; report_code: string; report_name: string };
  report_configs: { id: string; report_code: string; name_key: string; chart_kind: string; enabled: number; sort_no: number };
}

/** The chart each report of SPEC §2 starts with (ids as 0013 seeded them). */
const CHARTS: Record<string, { chart_kind: string; sort_no: number }> = {
  fail: { chart_kind: 'line', sort_no: 1 },
  frequency: { chart_kind: 'bar', sort_no: 2 },
  moduleStatusLog: { chart_kind: 'none', sort_no: 3 },
  useTimes: { chart_kind: 'stackedBar', sort_no: 4 },
};

/**
 * Report definitions gain their chart and a switch (issue 16, docs/reports.md): `report_configs`
 * replaces 0013's `reports`, whose rows it takes over with their ids (links to getData/{id} keep
 * working). A row names a report; what it selects stays server code keyed by report_code, never
 * SQL kept here. The seed (modules/reports/seed.ts) adds rows of reports written later.
 */
export const reportConfigs: Migration = {
  async up(raw: Kysely<unknown>) {
    const db = raw as Kysely<Tables>;
    await db.schema
      .createTable('report_configs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('report_code', 'text', (c) => c.notNull().unique())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('chart_kind', 'text', (c) => c.notNull().defaultTo('none'))
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    const old = await db.selectFrom('reports').selectAll().execute();
    if (old.length) {
      await db
        .insertInto('report_configs')
        .values(old.map((r) => ({ id: r.id, report_code: r.report_code, name_key: r.report_name, chart_kind: CHARTS[r.report_code]?.chart_kind ?? 'none', enabled: 1, sort_no: CHARTS[r.report_code]?.sort_no ?? 0 })))
        .execute();
    }
    await db.schema.dropTable('reports').execute();
  },
};
