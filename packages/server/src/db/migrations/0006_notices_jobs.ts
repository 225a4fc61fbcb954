import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/**
 * Announcements with their receivers and read marks, message templates and sent messages,
 * scheduled jobs and their run log. Every row belongs to a tenant.
 */
const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');

export const noticesJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('announcements')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('titile', 'text', (c) => c.notNull())
      .addColumn('msg_content', 'text')
      .addColumn('sender', 'text')
      .addColumn('priority', 'text', (c) => c.notNull().defaultTo('L'))
      .addColumn('msg_category', 'text', (c) => c.notNull().defaultTo('1'))
      .addColumn('msg_type', 'text', (c) => c.notNull().defaultTo('ALL'))
      .addColumn('user_ids', 'text')
      .addColumn('open_type', 'text')
      .addColumn('open_page', 'text')
      .addColumn('send_status', 'text', (c) => c.notNull().defaultTo('0'))
      .addColumn('send_time', 'bigint')
      .addColumn('cancel_time', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('announcements_tenant_status').on('announcements').columns(['tenant_id', 'send_status']).execute();
    for (const table of ['announcement_recipients', 'announcement_reads']) {
      let t = db.schema
        .createTable(table)
        .addColumn('annt_id', 'text', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'));
      if (table === 'announcement_reads') t = t.addColumn('read_at', 'bigint', (c) => c.notNull());
      await t.addPrimaryKeyConstraint(`${table}_pk`, ['annt_id', 'user_id']).execute();
      await db.schema.createIndex(`${table}_user`).on(table).column('user_id').execute();
    }

    await db.schema
      .createTable('message_templates')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('template_code', 'text', (c) => c.notNull().unique())
      .addColumn('template_name', 'text', (c) => c.notNull())
      .addColumn('template_type', 'text', (c) => c.notNull())
      .addColumn('template_content', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('template_type', 'text', (c) => c.notNull())
      .addColumn('es_title', 'text', (c) => c.notNull())
      .addColumn('es_content', 'text', (c) => c.notNull())
      .addColumn('es_receiver', 'text', (c) => c.notNull())
      .addColumn('es_send_status', 'text', (c) => c.notNull())
      .addColumn('es_send_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('es_result', 'text')
      .addColumn('es_send_time', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('job_class_name', 'text', (c) => c.notNull())
      .addColumn('cron_expression', 'text', (c) => c.notNull())
      .addColumn('parameter', 'text')
      .addColumn('description', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('job_logs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('job_class_name', 'text', (c) => c.notNull())
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint')
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('message', 'text')
      .execute();
    await db.schema.createIndex('job_logs_job').on('job_logs').columns(['job_id', 'start_time']).execute();
  },
};
