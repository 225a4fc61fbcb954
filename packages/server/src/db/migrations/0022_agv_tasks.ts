import { sql, type Kysely, type Migration } from 'kysely';

/** Statuses of an order not yet ended: SPEC §4's open ones and Pause (stopped by a task error, still to be resolved). */
const OPEN = `'Preset', 'Init', 'Release', 'Running', 'Pause'`;
const DONE = `'Complete', 'SamplingComplete'`;

/** A column of the task's first or last order, by when they were made (seq within one create call). */
const edgeOrder = (column: string, direction: 'asc' | 'desc', extra = '') => `
  select o.${column} from transorders o
  where o.tenant_id = g.tenant_id and o.task_code = g.task_code ${extra}
  order by o.created_at ${direction}, o.seq ${direction}, o.id ${direction} limit 1`;

/**
 * The task page (docs/agv-pages.md "Tasks"): a task has no table, it is the orders sharing a
 * task code, so a view groups them, one row per tenant and code, with the first order's type,
 * layout and source, the last order's destination and the latest vehicle. Plain SQL both
 * SQLite and PostgreSQL run (no JSON, no window functions), like the error-history view of 0017.
 * The id is the task code: unique within a tenant, and every query is a tenant's.
 */
export const agvTasks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('transorders_task').on('transorders').columns(['tenant_id', 'task_code']).execute();
    await sql
      .raw(
        `
      create view agv_task_view as
      select g.task_code as id, g.tenant_id, g.task_code, f.transorder_type as task_type, l.layout_name,
             f.src_station_code, z.dest_station_code, g.order_count, g.complete_count, g.open_count,
             g.order_count - g.complete_count - g.open_count as failed_count,
             case when g.open_count > 0 then 'Open' when g.complete_count = g.order_count then 'Complete' else 'Closed' end as task_state,
             a.agv_code, g.create_time,
             case when g.open_count > 0 then null else g.last_end_time end as finish_time
      from (
        select tenant_id, task_code, count(*) as order_count,
               sum(case when transorder_status in (${DONE}) then 1 else 0 end) as complete_count,
               sum(case when transorder_status in (${OPEN}) then 1 else 0 end) as open_count,
               min(created_at) as create_time, max(end_time) as last_end_time
        from transorders
        group by tenant_id, task_code
      ) g
      join transorders f on f.id = (${edgeOrder('id', 'asc')})
      join transorders z on z.id = (${edgeOrder('id', 'desc')})
      left join layouts l on l.id = f.layout_id
      left join agvs a on a.id = (${edgeOrder('agv_id', 'desc', 'and o.agv_id is not null')})
    `,
      )
      .execute(db);
  },
};
