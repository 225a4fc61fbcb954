import type { Kysely, Migration } from 'kysely';

interface Tables {
  reports: { id: string; report_code: string; report_name: string };
  permissions: { id: string; parent_id: string | null; perms: string | null; menu_type: number };
}

/** The map monitor page (seed `menu-monitor-map`) and the code prefixes of its buttons. */
const MAP_MONITOR_PAGE = 'menu-monitor-map';
const MAP_MONITOR_CODE_PREFIXES = ['monitor:', 'transorderTemplate:', 'transorder:'];

/** The four reports of SPEC §2: ids are what getQueryInfo/getData take, codes what getRpColumns takes. */
export const SEEDED_REPORTS = [
  { id: 'report-fail', report_code: 'fail', report_name: 'report.fail' },
  { id: 'report-frequency', report_code: 'frequency', report_name: 'report.frequency' },
  { id: 'report-module-status-log', report_code: 'moduleStatusLog', report_name: 'report.moduleStatusLog' },
  { id: 'report-use-times', report_code: 'useTimes', report_name: 'report.useTimes' },
] as const;

/**
 * Report definitions (SPEC §7 "Report data"), installation-wide. A row names a report; what it
 * selects is written in the server per report code (modules/reports/definitions.ts), never read
 * from this table. Announcements gain `bus_id`: the record a system message was sent for.
 * Map-monitor buttons move under the map monitor page.
 */
export const reports: Migration = {
  async up(unknownDb: Kysely<unknown>) {
    const db = unknownDb as Kysely<Tables>;
    await db.schema
      .createTable('reports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('report_code', 'text', (c) => c.notNull().unique())
      .addColumn('report_name', 'text', (c) => c.notNull())
      .execute();
    await db.insertInto('reports').values([...SEEDED_REPORTS]).execute();
    await db.schema.alterTable('announcements').addColumn('bus_id', 'text').execute();
    // Map-monitor buttons seeded before the page existed hung under no menu entry: move them under it,
    // so its meta.permissionList lists them. A fresh installation seeds them there (seed/menu.ts).
    const page = await db.selectFrom('permissions').select('id').where('id', '=', MAP_MONITOR_PAGE).executeTakeFirst();
    if (page) {
      await db
        .updateTable('permissions')
        .set({ parent_id: MAP_MONITOR_PAGE })
        .where('menu_type', '=', 2)
        .where('parent_id', 'is', null)
        .where((eb) => eb.or(MAP_MONITOR_CODE_PREFIXES.map((prefix) => eb('perms', 'like', `${prefix}%`))))
        .execute();
    }
  },
};
