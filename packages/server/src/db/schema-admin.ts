import type { Kysely } from 'kysely';
import type { Database, UsersTable } from './schema.js';

/** Columns migration 0003_admin adds to tables of the foundation. */
export interface AdminUserColumns {
  /** 1 while the user is in the recycle bin. */
  del_flag: number;
}

/** The database with the administration's added columns, for the code that reads them. */
export type AdminDatabase = Omit<Database, 'users'> & { users: UsersTable & AdminUserColumns };
export const withAdminColumns = (db: Kysely<Database>) => db as unknown as Kysely<AdminDatabase>;
