import type { Kysely, Migration } from 'kysely';

/** Tenants, users, departments, roles, permissions, dictionaries, sessions and captchas. */
export const foundation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tenants')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('realname', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('avatar', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('birthday', 'text')
      .addColumn('sex', 'integer')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('normal'))
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('zh_CN'))
      .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'bigint')
      .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('login_tenant_id', 'integer', (c) => c.references('tenants.id').onDelete('set null'))
      .addColumn('org_code', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('user_tenant')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('user_tenant_pk', ['user_id', 'tenant_id'])
      .execute();

    await db.schema
      .createTable('departments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('parent_id', 'text', (c) => c.references('departments.id').onDelete('cascade'))
      .addColumn('depart_name', 'text', (c) => c.notNull())
      .addColumn('org_code', 'text', (c) => c.notNull())
      .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('departments_tenant_org_code', ['tenant_id', 'org_code'])
      .execute();

    await db.schema
      .createTable('user_depart')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('depart_id', 'text', (c) => c.notNull().references('departments.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('user_depart_pk', ['user_id', 'depart_id'])
      .execute();

    await db.schema
      .createTable('roles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('role_code', 'text', (c) => c.notNull().unique())
      .addColumn('role_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('user_role')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('user_role_pk', ['user_id', 'role_id'])
      .execute();

    await db.schema
      .createTable('permissions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('parent_id', 'text', (c) => c.references('permissions.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url', 'text')
      .addColumn('component', 'text')
      .addColumn('component_name', 'text')
      .addColumn('redirect', 'text')
      .addColumn('menu_type', 'integer', (c) => c.notNull())
      .addColumn('perms', 'text')
      .addColumn('perms_type', 'text', (c) => c.notNull().defaultTo('1'))
      .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('icon', 'text')
      .addColumn('is_route', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('always_show', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('internal_or_external', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('1'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('permissions_perms').on('permissions').column('perms').execute();

    await db.schema
      .createTable('role_permission')
      .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
      .addColumn('permission_id', 'text', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('role_permission_pk', ['role_id', 'permission_id'])
      .execute();

    await db.schema
      .createTable('dicts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('dict_code', 'text', (c) => c.notNull().unique())
      .addColumn('dict_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('dict_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('dict_id', 'text', (c) => c.notNull().references('dicts.id').onDelete('cascade'))
      .addColumn('item_value', 'text', (c) => c.notNull())
      .addColumn('text_zh_cn', 'text', (c) => c.notNull())
      .addColumn('text_zh_tw', 'text', (c) => c.notNull())
      .addColumn('text_en_gb', 'text', (c) => c.notNull())
      .addColumn('text_ko_kr', 'text', (c) => c.notNull())
      .addColumn('color', 'text')
      .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint('dict_items_value', ['dict_id', 'item_value'])
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('tenant_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

    await db.schema
      .createTable('captchas')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
