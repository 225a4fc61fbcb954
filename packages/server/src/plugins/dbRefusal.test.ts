import { describe, expect, it } from 'vitest';
import { dbRefusal } from './dbRefusal.js';

/** Errors as better-sqlite3 and pg throw them. */
const sqlite = (code: string, message: string) => Object.assign(new Error(message), { code });
const postgres = (code: string, extra: Record<string, string> = {}) => Object.assign(new Error('database error'), { code, ...extra });

describe('dbRefusal', () => {
  it('names the column of a PostgreSQL or SQLite constraint error as a field', () => {
    expect(dbRefusal(postgres('23503', { detail: 'Key (group_id)=(x) is not present in table "agv_groups".' }), 'POST')).toEqual({ status: 400, key: 'db.referenceMissing', field: 'groupId' });
    expect(dbRefusal(postgres('23502', { column: 'sort_no' }), 'PUT')).toEqual({ status: 400, key: 'db.required', field: 'sortNo' });
    expect(dbRefusal(sqlite('SQLITE_CONSTRAINT_NOTNULL', 'NOT NULL constraint failed: dict_items.status'), 'POST')).toEqual({ status: 400, key: 'db.required', field: 'status' });
    expect(dbRefusal(sqlite('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: roles.role_code'), 'POST')).toEqual({ status: 409, key: 'db.duplicate', field: 'roleCode' });
  });

  it('tells a missing reference from a row still in use', () => {
    expect(dbRefusal(sqlite('SQLITE_CONSTRAINT_FOREIGNKEY', 'FOREIGN KEY constraint failed'), 'POST')).toEqual({ status: 400, key: 'db.referenceMissing' });
    expect(dbRefusal(sqlite('SQLITE_CONSTRAINT_FOREIGNKEY', 'FOREIGN KEY constraint failed'), 'DELETE')).toEqual({ status: 409, key: 'db.stillReferenced' });
    const inUse = postgres('23503', { detail: 'Key (id)=(m1) is still referenced from table "agvs".' });
    expect(dbRefusal(inUse, 'PUT')).toEqual({ status: 409, key: 'db.stillReferenced' });
  });

  it('answers data errors (NUL, text for a number, out of range) with 400 and leaves other errors alone', () => {
    for (const code of ['22021', '22P02', '22003']) expect(dbRefusal(postgres(code), 'GET')).toMatchObject({ status: 400, key: 'db.invalid' });
    expect(dbRefusal(sqlite('SQLITE_BUSY', 'database is locked'), 'POST')).toBeUndefined();
    expect(dbRefusal(new Error('boom'), 'POST')).toBeUndefined();
  });
});
