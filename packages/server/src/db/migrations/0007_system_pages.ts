import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The remaining system pages: tenant validity dates, device accounts and positions of users,
 * positions, data rules, categories, check and fill rules (with their counters), parameters,
 * languages, gateway routes, data sources and the address-list view.
 */
export const systemPages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('tenants').addColumn('begin_date', 'text').execute();
    await db.schema.alterTable('tenants').addColumn('end_date', 'text').execute();
    await db.schema.alterTable('users').addColumn('user_kind', 'text', (c) => c.notNull().defaultTo('person')).execute();
    await db.schema.alterTable('users').addColumn('device_type', 'text').execute();
    await db.schema.alterTable('users').addColumn('post', 'text').execute();
    // Generated org codes must never collide inside a tenant, even when two adds race.
    await db.schema.createIndex('departments_tenant_org').unique().on('departments').columns(['tenant_id', 'org_code']).execute();

    await db.schema
      .createTable('positions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('post_rank', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('data_rules')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('permission_code', 'text', (c) => c.notNull())
      .addColumn('rule_name', 'text', (c) => c.notNull())
      .addColumn('rule_column', 'text', (c) => c.notNull())
      .addColumn('rule_conditions', 'text', (c) => c.notNull())
      .addColumn('rule_value', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('data_rules_permission').on('data_rules').column('permission_code').execute();

    await db.schema
      .createTable('categories')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('pid', 'text', (c) => c.notNull().defaultTo('0'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('check_rules')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('rule_code', 'text', (c) => c.notNull().unique())
      .addColumn('rule_name', 'text', (c) => c.notNull())
      .addColumn('rule_json', 'text', (c) => c.notNull())
      .addColumn('rule_description', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('fill_rules')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('rule_code', 'text', (c) => c.notNull().unique())
      .addColumn('rule_name', 'text', (c) => c.notNull())
      .addColumn('rule_class', 'text', (c) => c.notNull())
      .addColumn('rule_params', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('fill_rule_counters')
      .addColumn('rule_code', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('value', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('fill_rule_counters_pk', ['rule_code', 'scope'])
      .execute();

    await db.schema
      .createTable('sys_params')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('param_key', 'text', (c) => c.notNull().unique())
      .addColumn('param_value', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('editable', 'text', (c) => c.notNull().defaultTo('1'))
      .execute();

    await db.schema
      .createTable('languages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('enabled', 'text', (c) => c.notNull().defaultTo('1'))
      .addColumn('sort_no', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('gateway_routes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('route_id', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('uri', 'text', (c) => c.notNull())
      .addColumn('predicates', 'text')
      .addColumn('filters', 'text')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('data_sources')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('db_type', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('username', 'text')
      .addColumn('password_enc', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    // One row per person and department; tenant_id comes from the department.
    await sql`
      create view address_book as
      select u.id || ':' || d.id as id, u.realname as realname, u.username as username, d.depart_name as depart_name,
             p.name as position_name, u.phone as phone, u.email as email, d.tenant_id as tenant_id
      from users u
      join user_depart ud on ud.user_id = u.id
      join departments d on d.id = ud.depart_id
      left join positions p on p.code = u.post
      where u.del_flag = 0 and u.user_kind = 'person'`.execute(db);
  },
};
